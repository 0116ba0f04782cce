'use client'

import { useActionState, useMemo, useRef } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import styles from '@/features/back-office/frame/back-office.module.css'
import { Field } from '@/features/back-office/forms/field'
import { useFocusFirstError } from '@/features/back-office/forms/use-focus-first-error'
import type { AgentFormState } from './agent-schema'

export type AgentFormTexts = {
  firstName: string
  lastName: string
  email: string
  phone: string
  photo: string
  photoHint: string
  currentPhoto: string
  removePhoto: string
  roles: string
  rolesHint: string
  bios: string
  languages: string
  onTeamPage: string
  onTeamPageHint: string
  slug: string
  slugHint: string
  crmId: string
  crmIdHint: string
  save: string
  errorSummary: string
  errors: Record<string, string>
}

/** Every field of the form in its order, for the focus on the first refused one. */
const order = (siteLanguages: readonly string[]) => [
  'firstName',
  'lastName',
  'email',
  'phone',
  'photo',
  ...siteLanguages.map((lang) => `role.${lang}`),
  ...siteLanguages.map((lang) => `bio.${lang}`),
  'languages',
  'onTeamPage',
  'slug',
  'crmId',
]

/**
 * An agent's form (new or existing): a plain multipart form posting to the server action before
 * hydration; a refusal comes back with what was typed, the messages next to their fields and the
 * focus on the first. A role and an introduction per site language; `crm` names the CRM whose id
 * is asked (none without a CRM).
 */
export function AgentForm({
  action,
  id,
  defaults,
  photo,
  siteLanguages,
  spoken,
  crm,
  texts,
}: {
  action(state: AgentFormState, form: FormData): Promise<AgentFormState>
  id?: number
  defaults: NonNullable<AgentFormState['values']>
  photo: { src: string; alt: string } | null
  /** The site's languages, each with its name. */
  siteLanguages: [code: string, name: string][]
  /** The languages an agent can speak, each with its name. */
  spoken: [code: string, name: string][]
  crm: string | null
  texts: AgentFormTexts
}) {
  const [state, formAction, pending] = useActionState(action, {}, usePermalink())
  const formRef = useRef<HTMLFormElement>(null)
  const errors: Partial<Record<string, string>> = state.errors ?? {}
  const values = state.values ?? defaults
  const fields = useMemo(() => order(siteLanguages.map(([code]) => code)), [siteLanguages])
  useFocusFirstError(formRef, fields, state.errors)
  const text = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : ''
  }
  const ticked = (name: string) => {
    const value = values[name]
    return Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
  }
  const message = (name: string) => {
    const code = errors[name]
    return code ? (texts.errors[code] ?? code) : null
  }
  const line = (name: string, label: string, more: { type?: string; maxLength: number }) => (
    <Field
      id={`agent-${name.replace('.', '-')}`}
      label={label}
      error={message(name)}
      input={{
        name,
        type: more.type,
        maxLength: more.maxLength,
        defaultValue: text(name),
        autoComplete: 'off',
      }}
    />
  )
  return (
    // A new key after each answer gives the fields the typed values back (React resets a form).
    <form
      key={JSON.stringify(state)}
      ref={formRef}
      action={formAction}
      className={`${styles.panel} ${styles.pageForm}`}
      noValidate
    >
      {Object.keys(errors).length > 0 && (
        <p className={styles.error} role="alert">
          {texts.errorSummary}
        </p>
      )}
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      {line('firstName', texts.firstName, { maxLength: 100 })}
      {line('lastName', texts.lastName, { maxLength: 100 })}
      {line('email', texts.email, { type: 'email', maxLength: 254 })}
      {line('phone', texts.phone, { type: 'tel', maxLength: 40 })}
      {photo && (
        <div className={styles.field}>
          <p>{texts.currentPhoto}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a stored 288 px portrait */}
          <img
            src={photo.src}
            alt={photo.alt}
            width={96}
            height={96}
            className={styles.thumbnail}
          />
          <div className={styles.check}>
            <input id="agent-removePhoto" type="checkbox" name="removePhoto" value="yes" />
            <label htmlFor="agent-removePhoto">{texts.removePhoto}</label>
          </div>
        </div>
      )}
      <Field
        id="agent-photo"
        label={texts.photo}
        hint={texts.photoHint}
        error={message('photo')}
        input={{ name: 'photo', type: 'file', accept: 'image/jpeg,image/png,image/webp' }}
      />
      <fieldset>
        <legend>{texts.roles}</legend>
        <p className={styles.hint} id="agent-roles-hint">
          {texts.rolesHint}
        </p>
        {siteLanguages.map(([code, name]) => (
          <Field
            key={code}
            id={`agent-role-${code}`}
            label={<span lang={code}>{name}</span>}
            sharedHint="agent-roles-hint"
            error={message(`role.${code}`)}
            input={{
              name: `role.${code}`,
              lang: code,
              maxLength: 100,
              defaultValue: text(`role.${code}`),
              autoComplete: 'off',
            }}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{texts.bios}</legend>
        {siteLanguages.map(([code, name]) => (
          <Field
            key={code}
            id={`agent-bio-${code}`}
            label={<span lang={code}>{name}</span>}
            error={message(`bio.${code}`)}
          >
            {(control) => (
              <textarea
                {...control}
                name={`bio.${code}`}
                lang={code}
                rows={4}
                maxLength={2000}
                defaultValue={text(`bio.${code}`)}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <fieldset aria-describedby={errors.languages ? 'agent-languages-error' : undefined}>
        <legend>{texts.languages}</legend>
        {spoken.map(([code, name]) => (
          <div key={code} className={styles.check}>
            <input
              id={`agent-speaks-${code}`}
              type="checkbox"
              name="languages"
              value={code}
              defaultChecked={ticked('languages').includes(code)}
            />
            <label htmlFor={`agent-speaks-${code}`}>{name}</label>
          </div>
        ))}
        {errors.languages && (
          <p className={styles.fieldError} id="agent-languages-error">
            {message('languages')}
          </p>
        )}
      </fieldset>
      <div className={styles.check}>
        <input
          id="agent-onTeamPage"
          type="checkbox"
          name="onTeamPage"
          value="yes"
          defaultChecked={text('onTeamPage') === 'yes'}
          aria-describedby="agent-onTeamPage-hint"
        />
        <label htmlFor="agent-onTeamPage">{texts.onTeamPage}</label>
      </div>
      <p className={styles.hint} id="agent-onTeamPage-hint">
        {texts.onTeamPageHint}
      </p>
      <Field
        id="agent-slug"
        label={texts.slug}
        hint={texts.slugHint}
        error={message('slug')}
        input={{ name: 'slug', maxLength: 80, defaultValue: text('slug'), autoComplete: 'off' }}
      />
      {crm && (
        <Field
          id="agent-crmId"
          label={texts.crmId}
          hint={texts.crmIdHint}
          error={message('crmId')}
          input={{
            name: 'crmId',
            maxLength: 100,
            defaultValue: text('crmId'),
            autoComplete: 'off',
          }}
        />
      )}
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.save}
      </button>
    </form>
  )
}
