import { z } from '@/lib/zod'
import { pageSlugSchema } from '@/lib/content/page-schema'
import type { FieldError, PageFormValues } from './page-form-values'

const id = z.coerce.number().int().positive()
const version = z.coerce.number().int().min(0)

/** What every page form posts besides the page: which page, at which version. */
export const pageEditSchema = z.object({ id, version })

/** A new page: its name in the list and its original path, the slug of every language at first. */
export const newPageSchema = z.object({
  name: z.string().trim().min(1).max(120),
  path: z.string().trim().min(1).max(200).pipe(pageSlugSchema),
})

export type PageFormNotice = 'invalid' | 'conflict' | 'slugTaken'

/** The edit form after a post it was sent back with: the typed values and what was refused. */
export type PageFormState = {
  values: PageFormValues
  version: number
  errors: Record<string, FieldError>
  notice?: PageFormNotice
  round: number
}

export type NewPageState = {
  values: { name: string; path: string }
  errors: Record<string, FieldError>
}
