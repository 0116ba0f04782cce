'use server'

import { redirect } from 'next/navigation'
import { formValues } from '@/lib/forms/form-values'
import { supportedLanguages } from '@/lib/i18n/languages'
import { pageDocumentSchema } from '@/lib/content/page-schema'
import { db } from '@/server/db/client'
import { actionAdminUrl, actionLanguage } from '@/features/back-office/action-urls'
import { requireStaff } from '@/features/back-office/auth/staff-session.server'
import { createPage, publishPage, revertPage, saveDraft } from './page-changes'
import {
  addModule,
  documentFromForm,
  errorsByField,
  moveModule,
  removeModule,
  type FieldError,
  type PageFormValues,
} from './page-form-values'
import { newPageSchema, pageEditSchema, type NewPageState, type PageFormState } from './page-schema'

const adminOnly = ['admin'] as const

/** The posted fields as strings (the page form has no field that repeats). */
function postedValues(form: FormData): PageFormValues {
  const values: PageFormValues = {}
  for (const [name, value] of Object.entries(formValues(form))) {
    values[name] = Array.isArray(value) ? (value[0] ?? '') : value
  }
  return values
}

/**
 * The page edit form: module buttons (add, remove, move) change the form only; "Save draft" and
 * "Publish" validate with the site's own page schema and refuse a page someone changed since the
 * form was opened (its version), keeping everything typed.
 */
export async function editPageAction(state: PageFormState, form: FormData): Promise<PageFormState> {
  const member = await requireStaff(await actionLanguage(), adminOnly)
  const { id: rawId, version: rawVersion, intent = '', ...values } = postedValues(form)
  const page = pageEditSchema.safeParse({ id: rawId, version: rawVersion })
  if (!page.success) redirect(await actionAdminUrl('pages'))
  const { id, version } = page.data
  const round = state.round + 1
  const answer = (
    next: PageFormValues,
    errors: Record<string, FieldError> = {},
    notice?: PageFormState['notice'],
  ): PageFormState => ({ values: next, version, errors, notice, round })

  const [action, at] = intent.split(':')
  const index = Number(at)
  if (action === 'add-module') return answer(addModule(values, supportedLanguages))
  if (action === 'remove-module') return answer(removeModule(values, index))
  if (action === 'module-up') return answer(moveModule(values, index, -1))
  if (action === 'module-down') return answer(moveModule(values, index, 1))

  const parsed = pageDocumentSchema.safeParse(documentFromForm(values, supportedLanguages))
  if (!parsed.success) return answer(values, errorsByField(parsed.error.issues), 'invalid')
  const edit = { pageId: id, version, document: parsed.data }
  const result =
    action === 'publish'
      ? await publishPage(db(), member, edit)
      : await saveDraft(db(), member, edit)
  if (result.result === 'not-found') redirect(`${await actionAdminUrl('pages')}?notice=not-found`)
  if (result.result === 'conflict') return answer(values, {}, 'conflict')
  if (result.result === 'slug-taken') {
    const errors = Object.fromEntries(
      result.languages.map((lang) => [`slugs.${lang}`, { code: 'slugTaken' } as FieldError]),
    )
    return answer(values, errors, 'slugTaken')
  }
  redirect(`${await actionAdminUrl('pages', String(id))}?notice=${result.result}`)
}

/** Puts the previously published version back. */
export async function revertPageAction(_state: void, form: FormData): Promise<void> {
  const member = await requireStaff(await actionLanguage(), adminOnly)
  const page = pageEditSchema.safeParse(postedValues(form))
  if (!page.success) redirect(await actionAdminUrl('pages'))
  const { id, version } = page.data
  const result = await revertPage(db(), member, { pageId: id, version })
  if (result.result === 'not-found') redirect(`${await actionAdminUrl('pages')}?notice=not-found`)
  const notice =
    result.result === 'slug-taken'
      ? 'revert-slug-taken'
      : result.result === 'nothing-to-revert'
        ? 'nothing-to-revert'
        : result.result
  redirect(`${await actionAdminUrl('pages', String(id))}?notice=${notice}`)
}

/** A new, unpublished page; its edit screen opens next. */
export async function createPageAction(
  _state: NewPageState,
  form: FormData,
): Promise<NewPageState> {
  const member = await requireStaff(await actionLanguage(), adminOnly)
  const posted = postedValues(form)
  const values = { name: posted.name ?? '', path: posted.path ?? '' }
  const parsed = newPageSchema.safeParse(values)
  if (!parsed.success) return { values, errors: errorsByField(parsed.error.issues) }
  const result = await createPage(db(), member, { ...parsed.data, languages: supportedLanguages })
  if (result.result === 'slug-taken') return { values, errors: { path: { code: 'slugTaken' } } }
  redirect(`${await actionAdminUrl('pages', String(result.id))}?notice=created`)
}
