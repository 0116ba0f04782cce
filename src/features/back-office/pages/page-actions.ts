'use server'

import { redirect } from 'next/navigation'
import { formFiles, formValues } from '@/lib/forms/form-values'
import { objectStore } from '@/server/storage/shared-store.server'
import { supportedLanguages } from '@/lib/i18n/languages'
import { pageDocumentSchema } from '@/lib/content/page-schema'
import { db } from '@/server/db/client'
import { backOfficeAction } from '@/features/back-office/screens/back-office-action'
import { createPage, publishPage, revertPage, saveDraft } from './page-changes'
import { storePageImage } from './page-image.server'
import {
  addModule,
  documentFromForm,
  errorsByField,
  moduleIndexes,
  moveModule,
  removeModule,
  withModuleImages,
  type FieldError,
  type PageFormValues,
} from './page-form-values'
import { newPageSchema, pageEditSchema, type NewPageState, type PageFormState } from './page-schema'

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
export const editPageAction = backOfficeAction(
  'editPage',
  async ({ member, form, url }, state: PageFormState): Promise<PageFormState> => {
    const { id: rawId, version: rawVersion, intent = '', ...posted } = postedValues(form)
    const page = pageEditSchema.safeParse({ id: rawId, version: rawVersion })
    if (!page.success) redirect(await url('pages'))
    const { id, version } = page.data
    const round = state.round + 1
    const answer = (
      next: PageFormValues,
      errors: Record<string, FieldError> = {},
      notice?: PageFormState['notice'],
    ): PageFormState => ({ values: next, version, errors, notice, round })

    const images = await applyImages(form, posted)
    if (Object.keys(images.errors).length) return answer(images.values, images.errors, 'invalid')
    const { values } = images

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
    if (result.result === 'not-found') redirect(`${await url('pages')}?notice=not-found`)
    if (result.result === 'conflict') return answer(values, {}, 'conflict')
    if (result.result === 'parent-cycle') {
      return answer(values, { parentId: { code: 'parentCycle' } }, 'invalid')
    }
    if (result.result === 'slug-taken') {
      const errors = Object.fromEntries(
        result.languages.map((lang) => [`slugs.${lang}`, { code: 'slugTaken' } as FieldError]),
      )
      return answer(values, errors, 'slugTaken')
    }
    redirect(`${await url('pages', String(id))}?notice=${result.result}`)
  },
)

const imageFields = /\.(upload|uploadAlt|removeImage)$/

/**
 * Each module's new image (decoded, re-encoded and stored) and ticked removals, written into its
 * images list; a file that is not an image is refused at its field. The upload fields themselves
 * are not part of the page.
 */
async function applyImages(
  form: FormData,
  posted: PageFormValues,
): Promise<{ values: PageFormValues; errors: Record<string, FieldError> }> {
  let values = Object.fromEntries(
    Object.entries(posted).filter(([name]) => !imageFields.test(name)),
  )
  const errors: Record<string, FieldError> = {}
  for (const index of moduleIndexes(values)) {
    const prefix = `params.modules.${index}`
    const remove = form
      .getAll(`${prefix}.removeImage`)
      .map(Number)
      .filter((place) => Number.isInteger(place))
    const file = formFiles(form, [`${prefix}.upload`])[`${prefix}.upload`]
    const stored =
      file && (await storePageImage(objectStore(), new Uint8Array(await file.arrayBuffer())))
    if (file && !stored) errors[`${prefix}.upload`] = { code: 'image' }
    const add = stored
      ? { ...stored, alt: (posted[`${prefix}.uploadAlt`] ?? '').trim() }
      : undefined
    if (add || remove.length) values = withModuleImages(values, index, { add, remove })
  }
  return { values, errors }
}

/** Puts the previously published version back. */
export const revertPageAction = backOfficeAction(
  'revertPage',
  async ({ member, form, url }): Promise<void> => {
    const page = pageEditSchema.safeParse(postedValues(form))
    if (!page.success) redirect(await url('pages'))
    const { id, version } = page.data
    const result = await revertPage(db(), member, { pageId: id, version })
    if (result.result === 'not-found') redirect(`${await url('pages')}?notice=not-found`)
    const notice =
      result.result === 'slug-taken'
        ? 'revert-slug-taken'
        : result.result === 'parent-cycle'
          ? 'revert-parent-cycle'
          : result.result === 'nothing-to-revert'
            ? 'nothing-to-revert'
            : result.result
    redirect(`${await url('pages', String(id))}?notice=${notice}`)
  },
)

/** A new, unpublished page; its edit screen opens next. */
export const createPageAction = backOfficeAction(
  'createPage',
  async ({ member, form, url }): Promise<NewPageState> => {
    const posted = postedValues(form)
    const values = { name: posted.name ?? '', path: posted.path ?? '' }
    const parsed = newPageSchema.safeParse(values)
    if (!parsed.success) return { values, errors: errorsByField(parsed.error.issues) }
    const result = await createPage(db(), member, { ...parsed.data, languages: supportedLanguages })
    if (result.result === 'slug-taken') return { values, errors: { path: { code: 'slugTaken' } } }
    redirect(`${await url('pages', String(result.id))}?notice=created`)
  },
)
