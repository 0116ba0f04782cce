'use client'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { FieldError } from './field-error'
import { useField } from './form-context'
import styles from './forms.module.css'

/** The star of a required field, with its meaning for screen readers. */
export function RequiredMark({ required }: { required?: boolean }) {
  const t = useTranslations('forms')
  if (!required) return null
  return (
    <span className={styles.required}>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('required')})</span>
    </span>
  )
}

type InputProps = {
  name: string
  required?: boolean
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'url'
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'min' | 'max' | 'step' | 'onChange' | 'value' | 'placeholder'
>

export function TextField({ name, required, hint, type = 'text', ...rest }: InputProps) {
  const field = useField(name)
  const hintId = hint ? `${field.id}-hint` : undefined
  const describedBy = [hintId, field.error ? field.errorId : undefined].filter(Boolean).join(' ')
  const controlled = rest.value !== undefined
  return (
    <div className={styles.field} data-invalid={field.error ? '' : undefined}>
      <label htmlFor={field.id}>
        {field.label}
        <RequiredMark required={required} />
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={field.id}
        name={name}
        type={type}
        required={required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...(controlled
          ? {}
          : { defaultValue: typeof field.value === 'string' ? field.value : '' })}
        {...rest}
      />
      <FieldError id={field.errorId} code={field.error} label={field.label} />
    </div>
  )
}

export function TextArea({
  name,
  required,
  hint,
  rows = 5,
}: {
  name: string
  required?: boolean
  hint?: string
  rows?: number
}) {
  const field = useField(name)
  const hintId = hint ? `${field.id}-hint` : undefined
  const describedBy = [hintId, field.error ? field.errorId : undefined].filter(Boolean).join(' ')
  return (
    <div className={styles.field} data-invalid={field.error ? '' : undefined}>
      <label htmlFor={field.id}>
        {field.label}
        <RequiredMark required={required} />
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={field.id}
        name={name}
        rows={rows}
        required={required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        defaultValue={typeof field.value === 'string' ? field.value : ''}
      />
      <FieldError id={field.errorId} code={field.error} label={field.label} />
    </div>
  )
}

/**
 * A file upload. A browser cannot put a file back into the input, so after a refusal the visitor
 * chooses it again; the hint says what is accepted.
 */
export function FileField({
  name,
  accept,
  hint,
  required,
}: {
  name: string
  /** The types the file picker offers, e.g. 'image/jpeg,image/png'. */
  accept: string
  hint: string
  required?: boolean
}) {
  const field = useField(name)
  const hintId = `${field.id}-hint`
  return (
    <div className={styles.field} data-invalid={field.error ? '' : undefined}>
      <label htmlFor={field.id}>
        {field.label}
        <RequiredMark required={required} />
      </label>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <input
        id={field.id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={[hintId, field.error ? field.errorId : undefined]
          .filter(Boolean)
          .join(' ')}
      />
      <FieldError id={field.errorId} code={field.error} label={field.label} />
    </div>
  )
}

export type Option = { value: string; label: string }

export function SelectField({
  name,
  options,
  required,
  placeholder,
}: {
  name: string
  options: Option[]
  required?: boolean
  /** The empty first option ("choose…"). */
  placeholder: string
}) {
  const field = useField(name)
  return (
    <div className={styles.field} data-invalid={field.error ? '' : undefined}>
      <label htmlFor={field.id}>
        {field.label}
        <RequiredMark required={required} />
      </label>
      <select
        id={field.id}
        name={name}
        required={required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? field.errorId : undefined}
        defaultValue={typeof field.value === 'string' ? field.value : ''}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} code={field.error} label={field.label} />
    </div>
  )
}

/** Radios (one answer) or checkboxes (several answers) in a fieldset named by its legend. */
export function ChoiceGroup({
  name,
  options,
  required,
  multiple,
  inline,
}: {
  name: string
  options: Option[]
  required?: boolean
  multiple?: boolean
  inline?: boolean
}) {
  const field = useField(name)
  const chosen = Array.isArray(field.value) ? field.value : field.value ? [field.value] : []
  return (
    <fieldset
      className={styles.group}
      data-invalid={field.error ? '' : undefined}
      aria-describedby={field.error ? field.errorId : undefined}
      id={field.id}
      tabIndex={-1}
    >
      <legend>
        {field.label}
        <RequiredMark required={required} />
      </legend>
      <div className={inline ? styles.inlineOptions : styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              aria-invalid={field.error ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} code={field.error} label={field.label} />
    </fieldset>
  )
}

export function Checkbox({
  name,
  required,
  children,
}: {
  name: string
  required?: boolean
  /** The text beside the box, when it says more than the label (links, conditions). */
  children?: ReactNode
}) {
  const field = useField(name)
  return (
    <div className={styles.field} data-invalid={field.error ? '' : undefined}>
      <label className={styles.option} htmlFor={field.id}>
        <input
          id={field.id}
          type="checkbox"
          name={name}
          required={required}
          defaultChecked={field.value === 'on'}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? field.errorId : undefined}
        />
        <span>
          {children ?? field.label}
          <RequiredMark required={required} />
        </span>
      </label>
      <FieldError id={field.errorId} code={field.error} label={field.label} />
    </div>
  )
}
