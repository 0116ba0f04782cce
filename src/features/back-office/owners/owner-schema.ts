import { z } from '@/lib/zod'
import { supportedLanguages } from '@/lib/i18n/languages'

// Error codes are message keys of `backOffice.owners.errors`.
export type InviteErrorCode =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailInvalid'
  | 'languageRequired'
  | 'referencesRequired'
  | 'unknownReference'

/** Inviting an owner from the back office: who, in which language, with which properties. */
export const inviteSchema = z.object({
  firstName: z.string().trim().min(1, { error: 'firstNameRequired' }).max(100),
  lastName: z.string().trim().min(1, { error: 'lastNameRequired' }).max(100),
  email: z
    .string({ error: 'emailInvalid' })
    .trim()
    .max(254, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
  language: z.enum(supportedLanguages, { error: 'languageRequired' }),
  /** References separated by commas or spaces, as the agency types them. */
  references: z
    .string()
    .transform((text) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))])
    .pipe(z.array(z.string().max(40)).min(1, { error: 'referencesRequired' }).max(50)),
})

export type InviteField = keyof z.input<typeof inviteSchema>
export type InviteState = {
  errors?: Partial<Record<InviteField, InviteErrorCode>>
  /** The unknown references, named in the message. */
  unknown?: string[]
  values?: Partial<Record<InviteField, string>>
}

export const linkSchema = z.object({
  owner: z.coerce.number().int().positive(),
  reference: z.string().trim().min(1).max(40),
})
