'use client'

import { usePermalink } from '@/lib/forms/components/use-permalink'
import { useActionState, useRef, type InputHTMLAttributes } from 'react'
import { Field } from '@/features/back-office/forms/field'
import { useFocusFirstError } from '@/features/back-office/forms/use-focus-first-error'
import styles from '@/features/back-office/frame/back-office.module.css'
import { createSlotsAction } from './slot-actions'
import type { ListingKey, SlotErrorCode, SlotField, SlotFormState } from './slot-schema'

export type SlotFormTexts = {
  day: string
  time: string
  length: string
  capacity: string
  openHouse: string
  repeat: string
  repeats: Record<'none' | 'daily' | 'weekly', string>
  until: string
  count: string
  seriesHint: string
  create: string
  errorSummary: string
  /** `{when}` in the overlap message is filled in from the server's answer. */
  errors: Record<SlotErrorCode, string>
}

const order: SlotField[] = ['day', 'time', 'length', 'capacity', 'repeat', 'until', 'count']

/**
 * A new slot or series: a plain form posting to the server action before hydration; a refusal
 * comes back with every typed value, the message next to its field and focus on the first.
 */
export function SlotForm({ listing, texts }: { listing: ListingKey; texts: SlotFormTexts }) {
  const [state, formAction, pending] = useActionState<SlotFormState, FormData>(
    createSlotsAction,
    {},
    usePermalink(),
  )
  const formRef = useRef<HTMLFormElement>(null)
  const errors = state.errors ?? {}
  const values = state.values ?? { length: '30', capacity: '1', repeat: 'none' }
  useFocusFirstError(formRef, order, state.errors)
  const message = (field: SlotField) =>
    errors[field] && texts.errors[errors[field]].replace('{when}', state.conflict ?? '')
  const input = (field: SlotField, props: InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <Field id={`slot-${field}`} label={texts[field]} sharedHint={hint} error={message(field)}>
      {(control) => <input {...control} name={field} defaultValue={values[field]} {...props} />}
    </Field>
  )
  return (
    <form ref={formRef} action={formAction} noValidate>
      <input type="hidden" name="kind" value={listing.kind} />
      <input type="hidden" name="id" value={listing.id} />
      {Object.keys(errors).length > 0 && (
        <p className={styles.error} role="alert">
          {texts.errorSummary}
        </p>
      )}
      {input('day', { type: 'date', required: true })}
      {input('time', { type: 'time', required: true, step: 300 })}
      {input('length', { type: 'number', min: 5, max: 480, step: 5, required: true })}
      {input('capacity', { type: 'number', min: 1, max: 100, required: true })}
      <div className={styles.check}>
        <input
          type="checkbox"
          id="slot-openHouse"
          name="openHouse"
          value="yes"
          defaultChecked={values.openHouse === 'yes'}
          // React resets a form after its action; a new key gives the box its typed state back.
          key={`open-${values.openHouse ?? ''}`}
        />
        <label htmlFor="slot-openHouse">{texts.openHouse}</label>
      </div>
      <Field id="slot-repeat" label={texts.repeat} error={message('repeat')}>
        {(control) => (
          <select
            {...control}
            key={`repeat-${values.repeat ?? ''}`}
            name="repeat"
            defaultValue={values.repeat || 'none'}
          >
            {(['none', 'daily', 'weekly'] as const).map((value) => (
              <option key={value} value={value}>
                {texts.repeats[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className={styles.hint} id="slot-series-hint">
        {texts.seriesHint}
      </p>
      {input('until', { type: 'date' }, 'slot-series-hint')}
      {input('count', { type: 'number', min: 2, max: 100 }, 'slot-series-hint')}
      <button type="submit" className={styles.button} disabled={pending}>
        {texts.create}
      </button>
    </form>
  )
}
