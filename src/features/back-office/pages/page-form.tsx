'use client'

import { useActionState, useEffect, useRef, type ReactNode } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import type { Language } from '@/lib/i18n/languages'
import styles from '@/features/back-office/frame/back-office.module.css'
import type en from '../../../../messages/en.json'
import { editPageAction } from './page-actions'
import { moduleIndexes } from './page-form-values'
import type { PageFormState } from './page-schema'

export type PagesTexts = (typeof en)['backOffice']['pages']

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))

/** The sources of a module's stored images (its hidden JSON field). */
function imagesOf(json: string | undefined): string[] {
  try {
    const list: unknown = JSON.parse(json ?? '[]')
    return Array.isArray(list)
      ? list.flatMap((image: { src?: unknown }) =>
          typeof image?.src === 'string' ? [image.src] : [],
        )
      : []
  } catch {
    return []
  }
}

const fieldId = (name: string) => `page-${name.replaceAll('.', '-')}`

/**
 * The page edit form: a plain form posting to the server action before hydration. Module buttons
 * answer with the changed form; a refusal comes back with every typed value, the messages next
 * to their fields and focus on the first; a version conflict says so and saves nothing.
 */
export function PageForm({
  pageId,
  initial,
  languages,
  languageNames,
  parents,
  reloadHref,
  texts,
}: {
  pageId: number
  initial: PageFormState
  languages: readonly Language[]
  languageNames: Record<Language, string>
  parents: { id: number; name: string }[]
  reloadHref: string
  texts: PagesTexts
}) {
  const [state, formAction, pending] = useActionState(editPageAction, initial, usePermalink())
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const form = texts.form
  const { values, errors } = state
  useEffect(() => {
    if (state.round === 0) return
    const first = Object.keys(state.errors)[0]
    const element = first ? document.getElementById(fieldId(first)) : noticeRef.current
    element?.focus()
  }, [state])

  const message = (name: string) => {
    const error = errors[name]
    if (!error) return null
    return (
      <p className={styles.fieldError} id={`${fieldId(name)}-error`}>
        {fill(form.errors[error.code], { limit: error.limit ?? '' })}
      </p>
    )
  }
  const a11y = (name: string, hint?: string) => ({
    id: fieldId(name),
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] ? `${fieldId(name)}-error` : '', hint ?? ''].filter(Boolean).join(' ') ||
      undefined,
  })
  const input = (
    name: string,
    label: string,
    options: { lang?: Language; hint?: string; type?: 'number' } = {},
  ) => (
    <div className={styles.field} key={name}>
      <label htmlFor={fieldId(name)}>{label}</label>
      {options.hint && (
        <p className={styles.hint} id={`${fieldId(name)}-hint`}>
          {options.hint}
        </p>
      )}
      <input
        {...a11y(name, options.hint ? `${fieldId(name)}-hint` : undefined)}
        inputMode={options.type === 'number' ? 'numeric' : undefined}
        lang={options.lang}
        defaultValue={values[name]}
        autoComplete="off"
      />
      {message(name)}
    </div>
  )
  const textarea = (name: string, label: string, lang: Language) => (
    <div className={styles.field} key={name}>
      <label htmlFor={fieldId(name)}>{label}</label>
      <textarea {...a11y(name)} rows={4} lang={lang} defaultValue={values[name]} />
      {message(name)}
    </div>
  )
  const select = (name: string, label: string, options: [string, string][]) => (
    <div className={styles.field} key={name}>
      <label htmlFor={fieldId(name)}>{label}</label>
      <select {...a11y(name)} defaultValue={values[name]}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {message(name)}
    </div>
  )
  const checkbox = (name: string, label: string) => (
    <div className={styles.check} key={name}>
      <input
        type="checkbox"
        id={fieldId(name)}
        name={name}
        value="on"
        defaultChecked={values[name] === 'on'}
      />
      <label htmlFor={fieldId(name)}>{label}</label>
    </div>
  )
  const hidden = (name: string) => <input type="hidden" name={name} value={values[name] ?? ''} />
  const submit = (intent: string, label: ReactNode) => (
    <button type="submit" name="intent" value={intent} className={styles.button} disabled={pending}>
      {label}
    </button>
  )
  const saveButtons = (
    <div className={styles.actions}>
      {submit('draft', form.saveDraft)}
      {submit('publish', form.publish)}
    </div>
  )
  const modules = moduleIndexes(values)
  const entries = <K extends string>(record: Record<K, string>) =>
    Object.entries(record) as [K, string][]

  return (
    <form key={state.round} action={formAction} className={styles.pageForm} noValidate>
      <input type="hidden" name="id" value={pageId} />
      <input type="hidden" name="version" value={state.version} />
      {hidden('params.type')}
      {hidden('params.image')}
      {hidden('params.css')}
      {state.notice && (
        <div className={styles.error} role="alert">
          <p ref={noticeRef} tabIndex={-1}>
            {state.notice === 'conflict' ? form.conflict : form.errorSummary}
          </p>
          {state.notice === 'conflict' && <a href={reloadHref}>{form.reload}</a>}
        </div>
      )}
      {saveButtons}
      <fieldset className={styles.panel}>
        <legend>{form.general}</legend>
        {input('name', form.name)}
        {select('status', form.status, entries(texts.statuses))}
        {input('sort', form.sort, { type: 'number' })}
        {select('parentId', form.parent, [
          ['', form.noParent],
          ...parents.map(({ id, name }): [string, string] => [String(id), name]),
        ])}
        {checkbox('params.seoActive', form.seoActive)}
      </fieldset>
      {languages.map((lang) => (
        <fieldset className={styles.panel} key={lang}>
          <legend>{languageNames[lang]}</legend>
          {input(`slugs.${lang}`, form.slug, { hint: form.slugHint })}
          {input(`params.title.${lang}`, form.title, { lang })}
          {textarea(`params.description.${lang}`, form.description, lang)}
          {textarea(`params.body.${lang}`, form.body, lang)}
          {input(`params.metadata.${lang}.title`, form.metaTitle, { lang })}
          {textarea(`params.metadata.${lang}.description`, form.metaDescription, lang)}
        </fieldset>
      ))}
      <section className={styles.panel} aria-labelledby="page-modules">
        <h2 id="page-modules">{form.modules}</h2>
        {modules.length === 0 && <p>{form.noModules}</p>}
        {modules.map((index, position) => {
          const prefix = `params.modules.${index}`
          const legend = fill(form.module, { number: position + 1 })
          const named = (label: string) => (
            <>
              {label}
              <span className="visually-hidden"> {legend}</span>
            </>
          )
          return (
            <fieldset className={styles.panel} key={index}>
              <legend>{legend}</legend>
              {hidden(`${prefix}.id`)}
              {hidden(`${prefix}.images`)}
              {imagesOf(values[`${prefix}.images`]).length > 0 && (
                <fieldset>
                  <legend>{form.images}</legend>
                  <ul className={styles.plainList}>
                    {imagesOf(values[`${prefix}.images`]).map((src, place) => (
                      <li key={`${src}-${place}`} className={styles.check}>
                        <input
                          type="checkbox"
                          id={`${fieldId(prefix)}-remove-${place}`}
                          name={`${prefix}.removeImage`}
                          value={place}
                        />
                        <label htmlFor={`${fieldId(prefix)}-remove-${place}`}>
                          {fill(form.removeImage, { number: place + 1 })}
                          <span className="visually-hidden"> {legend}</span>
                          {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the stored file as it is */}
                          <img src={src} alt="" width={96} className={styles.thumbnail} />
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              )}
              <div className={styles.field}>
                <label htmlFor={fieldId(`${prefix}.upload`)}>{form.addImage}</label>
                <p className={styles.hint} id={`${fieldId(`${prefix}.upload`)}-hint`}>
                  {form.addImageHint}
                </p>
                <input
                  {...a11y(`${prefix}.upload`, `${fieldId(`${prefix}.upload`)}-hint`)}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                />
                {message(`${prefix}.upload`)}
              </div>
              {input(`${prefix}.uploadAlt`, form.imageAlt)}
              {languages.map((lang) =>
                input(
                  `${prefix}.title.${lang}`,
                  fill(form.moduleTitle, { language: languageNames[lang] }),
                  {
                    lang,
                  },
                ),
              )}
              {languages.map((lang) =>
                textarea(
                  `${prefix}.description.${lang}`,
                  fill(form.moduleDescription, { language: languageNames[lang] }),
                  lang,
                ),
              )}
              {checkbox(`${prefix}.status`, form.moduleVisible)}
              {select(`${prefix}.titleSize`, form.titleSize, [
                ['h1', 'H1'],
                ['h2', 'H2'],
                ['h3', 'H3'],
              ])}
              {select(`${prefix}.view`, form.view, entries(form.views))}
              {select(`${prefix}.background`, form.background, entries(form.backgrounds))}
              {select(`${prefix}.relation.type`, form.relationType, entries(form.relations))}
              {input(`${prefix}.relation.id`, form.relationId, { type: 'number' })}
              {input(`${prefix}.span`, form.span, { type: 'number' })}
              {input(`${prefix}.columns.mobile`, form.columnsMobile, { type: 'number' })}
              {input(`${prefix}.columns.tablet`, form.columnsTablet, { type: 'number' })}
              {input(`${prefix}.columns.desktop`, form.columnsDesktop, { type: 'number' })}
              {input(`${prefix}.itemsPerRow`, form.itemsPerRow, { type: 'number' })}
              {input(`${prefix}.maxItems`, form.maxItems, { type: 'number' })}
              <div className={styles.actions}>
                {position > 0 && submit(`module-up:${index}`, named(form.moveUp))}
                {position < modules.length - 1 &&
                  submit(`module-down:${index}`, named(form.moveDown))}
                {submit(`remove-module:${index}`, named(form.remove))}
              </div>
            </fieldset>
          )
        })}
        {submit('add-module', form.addModule)}
      </section>
      {saveButtons}
    </form>
  )
}
