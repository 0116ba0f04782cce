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
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'url' | 'password'
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'min' | 'max' | 'step' | 'onChange' | 'value' | 'placeholder'
>

/** What a control gets from its LabelledField: its id, name and the accessible state. */
type ControlProps = {
  id: string
  name: string
  required?: boolean
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/**
 * One control with its label, its hint and its error message: `children` renders the control
 * with the props given and the field's state (its value from the last answer).
 */
function LabelledField({
  name,
  required,
  hint,
  children,
}: {
  name: string
  required?: boolean
  hint?: string
  children: (props: ControlProps, field: ReturnType<typeof useField>) => ReactNode
}) {
  const field = useField(name)
  const hintId = hint ? `${field.id}-hint` : undefined
  const describedBy = [hintId, field.error ? field.errorId : undefined, field.refusedWithForm]
    .filter(Boolean)
    .join(' ')
  const invalid = Boolean(field.error ?? field.refusedWithForm)
  return (
    <div className={styles.field} data-invalid={invalid ? '' : undefined}>
      <label htmlFor={field.id}>
        {field.label}
        <RequiredMark required={required} />
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(
        {
          id: field.id,
          name,
          required,
          'aria-invalid': invalid ? true : undefined,
          'aria-describedby': describedBy || undefined,
        },
        field,
      )}
      <FieldError
        id={field.errorId}
        code={field.error}
        label={field.label}
        params={field.errorParams}
      />
    </div>
  )
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function TextField({ name, required, hint, type = 'text', ...rest }: InputProps) {
  // A controlled input (its value given) takes no default.
  const controlled = rest.value !== undefined
  return (
    <LabelledField name={name} required={required} hint={hint}>
      {(props, field) => (
        <input
          {...props}
          type={type}
          {...(controlled ? {} : { defaultValue: text(field.value) })}
          {...rest}
        />
      )}
    </LabelledField>
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
  return (
    <LabelledField name={name} required={required} hint={hint}>
      {(props, field) => <textarea {...props} rows={rows} defaultValue={text(field.value)} />}
    </LabelledField>
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
  return (
    <LabelledField name={name} required={required} hint={hint}>
      {(props) => <input {...props} type="file" accept={accept} />}
    </LabelledField>
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
  return (
    <LabelledField name={name} required={required}>
      {(props, field) => (
        // Keyed on the answer's value: React applies a select's defaultValue only when it mounts,
        // and resets the form after each answer, so a refused form lost the choice made.
        <select {...props} key={text(field.value)} defaultValue={text(field.value)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  )
}

/**
 * A fieldset of choices named by its legend, that takes the focus when refused: the frame of
 * ChoiceGroup and of groups with their own layout (the demand register's tree of types).
 */
export function FieldGroup({
  field,
  required,
  children,
}: {
  field: ReturnType<typeof useField>
  required?: boolean
  children: ReactNode
}) {
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
      {children}
      <FieldError
        id={field.errorId}
        code={field.error}
        label={field.label}
        params={field.errorParams}
      />
    </fieldset>
  )
}

/** The values of a choice field in the last answer. */
export const chosenValues = (field: ReturnType<typeof useField>) =>
  Array.isArray(field.value) ? field.value : field.value ? [field.value] : []

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
  const chosen = chosenValues(field)
  return (
    <FieldGroup field={field} required={required}>
      <div className={inline ? styles.inlineOptions : styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              // One of the radios must be chosen; a box of several answers is never one by one.
              required={required && !multiple ? true : undefined}
              aria-invalid={field.error ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldGroup>
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
      <FieldError
        id={field.errorId}
        code={field.error}
        label={field.label}
        params={field.errorParams}
      />
    </div>
  )
}
