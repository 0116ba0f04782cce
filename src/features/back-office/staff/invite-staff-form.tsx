'use client'

import { useActionState, useEffect, useRef } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import type { Language } from '@/lib/i18n/languages'
import type { StaffRole } from '@/features/back-office/auth/staff-member'
import styles from '@/features/back-office/frame/back-office.module.css'
import { inviteStaffAction } from './staff-actions'
import type { InviteStaffError, InviteStaffField, InviteStaffState } from './staff-schema'

export type InviteStaffTexts = {
  name: string
  email: string
  role: string
  language: string
  agent: string
  agentHint: string
  noAgent: string
  send: string
  errorSummary: string
  errors: Record<InviteStaffError, string>
  roles: Record<StaffRole, string>
  languages: Partial<Record<Language, string>>
}

const fields: InviteStaffField[] = ['name', 'email', 'role', 'language', 'agent']

/**
 * Inviting a staff member: a plain form posting to the server action before hydration; a refusal
 * comes back with every typed value, the messages next to their fields and focus on the first.
 */
export function InviteStaffForm({
  texts,
  agents,
}: {
  texts: InviteStaffTexts
  agents: { id: number; name: string | null }[]
}) {
  const [state, formAction, pending] = useActionState<InviteStaffState, FormData>(
    inviteStaffAction,
    {},
    usePermalink(),
  )
  const formRef = useRef<HTMLFormElement>(null)
  const errors = state.errors ?? {}
  const values = state.values ?? {}
  useEffect(() => {
    const first = fields.find((field) => state.errors?.[field])
    const element = first && formRef.current?.elements.namedItem(first)
    if (element instanceof HTMLElement) element.focus()
  }, [state.errors])
  const message = (field: InviteStaffField) => {
    const code = errors[field]
    return code ? (
      <p className={styles.fieldError} id={`staff-${field}-error`}>
        {texts.errors[code]}
      </p>
    ) : null
  }
  const described = (field: InviteStaffField, hint?: string) =>
    [errors[field] ? `staff-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined
  const select = (
    field: 'role' | 'language' | 'agent',
    options: [string, string][],
    empty: string,
  ) => (
    <select
      // React resets a form after its action; a new key gives the select the typed value back.
      key={values[field] ?? ''}
      id={`staff-${field}`}
      name={field}
      defaultValue={values[field] ?? ''}
      aria-invalid={Boolean(errors[field])}
      aria-describedby={described(field, field === 'agent' ? 'staff-agent-hint' : undefined)}
    >
      <option value="" disabled={field !== 'agent'}>
        {empty}
      </option>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  )
  return (
    <form ref={formRef} action={formAction} className={styles.panel} noValidate>
      {Object.keys(errors).length > 0 && (
        <p className={styles.error} role="alert">
          {texts.errorSummary}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="staff-name">{texts.name}</label>
        <input
          id="staff-name"
          name="name"
          autoComplete="off"
          maxLength={100}
          defaultValue={values.name}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={described('name')}
        />
        {message('name')}
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-email">{texts.email}</label>
        <input
          id="staff-email"
          name="email"
          type="email"
          autoComplete="off"
          maxLength={254}
          defaultValue={values.email}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={described('email')}
        />
        {message('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-role">{texts.role}</label>
        {select('role', Object.entries(texts.roles), '—')}
        {message('role')}
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-language">{texts.language}</label>
        {select('language', Object.entries(texts.languages), '—')}
        {message('language')}
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-agent">{texts.agent}</label>
        <p className={styles.hint} id="staff-agent-hint">
          {texts.agentHint}
        </p>
        {select(
          'agent',
          agents.map((agent) => [String(agent.id), agent.name ?? '']),
          texts.noAgent,
        )}
        {message('agent')}
      </div>
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.send}
      </button>
    </form>
  )
}
