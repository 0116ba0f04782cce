'use client'
import { useActionState } from 'react'
import { usePermalink } from '@/lib/forms/components/use-permalink'
import styles from '@/features/back-office/frame/back-office.module.css'
import {
  fieldId,
  type FieldModel,
  type GroupModel,
  type SettingsFormState,
} from './settings-form-model'
import own from './settings.module.css'

export type SettingsFormLabels = {
  saveDraft: string
  moveUp: string
  moveDown: string
  remove: string
  reload: string
}

/**
 * A section of the configuration: a plain form posting to `action`, which answers the form's next
 * state (saved, refused with errors by field, or a row added, moved or removed). Without
 * JavaScript the browser posts to this page and the server renders that state.
 */
export function SettingsForm({
  action,
  section,
  initial,
  labels,
}: {
  action: (state: SettingsFormState, data: FormData) => Promise<SettingsFormState>
  section: string
  initial: SettingsFormState
  labels: SettingsFormLabels
}) {
  const permalink = usePermalink()
  const [state, formAction, pending] = useActionState(action, initial, permalink)
  const save = (
    <button type="submit" className={styles.button} disabled={pending}>
      {labels.saveDraft}
    </button>
  )
  return (
    <form action={formAction} noValidate key={state.stamp}>
      <input type="hidden" name="section" value={section} />
      <input type="hidden" name="token" value={state.token} />
      {state.notice && (
        <div
          className={state.notice.kind === 'alert' ? styles.error : styles.notice}
          role={state.notice.kind}
        >
          <p>{state.notice.text}</p>
          {state.otherErrors.length > 0 && (
            <ul>
              {state.otherErrors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
          {state.conflict && (
            <p>
              <a href={permalink}>{labels.reload}</a>
            </p>
          )}
        </div>
      )}
      {/* First in the form, so Enter in a field saves rather than moving a row. */}
      <div className={styles.actions}>{save}</div>
      {state.groups.map((group, index) => (
        <Group key={index} group={group} state={state} labels={labels} />
      ))}
      <div className={styles.actions}>{save}</div>
    </form>
  )
}

function Group({
  group,
  state,
  labels,
}: {
  group: GroupModel
  state: SettingsFormState
  labels: SettingsFormLabels
}) {
  const rowName = group.legend
  return (
    <fieldset className={own.group}>
      <legend>{group.legend}</legend>
      {group.fields.map((field) => (
        <Field key={field.name} field={field} error={state.errors[field.name]} />
      ))}
      {group.row && (
        <div className={own.rowButtons}>
          {!group.row.first && (
            <button
              type="submit"
              name="op"
              value={`up:${group.row.path}`}
              className={own.secondary}
            >
              {labels.moveUp}
              <span className="visually-hidden"> ({rowName})</span>
            </button>
          )}
          {!group.row.last && (
            <button
              type="submit"
              name="op"
              value={`down:${group.row.path}`}
              className={own.secondary}
            >
              {labels.moveDown}
              <span className="visually-hidden"> ({rowName})</span>
            </button>
          )}
          <button
            type="submit"
            name="op"
            value={`remove:${group.row.path}`}
            className={own.secondary}
          >
            {labels.remove}
            <span className="visually-hidden"> ({rowName})</span>
          </button>
        </div>
      )}
      {group.groups.map((child, index) => (
        <Group key={index} group={child} state={state} labels={labels} />
      ))}
      {group.add && <AddButton add={group.add} error={state.errors[group.add.list]} />}
    </fieldset>
  )
}

/** A list's "add" button, with the error of the whole list (a menu with no item left). */
function AddButton({ add, error }: { add: NonNullable<GroupModel['add']>; error?: string }) {
  const errorId = `${fieldId(add.list)}-error`
  return (
    <div className={own.rowButtons}>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
      <button
        type="submit"
        name="op"
        value={`add:${add.list}`}
        className={own.secondary}
        aria-describedby={error ? errorId : undefined}
      >
        {add.label}
      </button>
    </div>
  )
}

function Field({ field, error }: { field: FieldModel; error?: string }) {
  const id = fieldId(field.name)
  if (field.kind === 'hidden') return <input type="hidden" name={field.name} value={field.value} />
  const described = [error && `${id}-error`, field.hint && `${id}-hint`].filter(Boolean).join(' ')
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const
  const message = error && (
    <p id={`${id}-error`} className={styles.fieldError}>
      {error}
    </p>
  )
  if (field.kind === 'checkbox') {
    return (
      <>
        {message}
        <div className={styles.check}>
          <input type="checkbox" value="on" defaultChecked={field.checked} {...common} />
          <label htmlFor={id}>{field.label}</label>
        </div>
      </>
    )
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{field.label}</label>
      {field.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {field.hint}
        </p>
      )}
      {message}
      {field.kind === 'select' ? (
        <select defaultValue={field.value} {...common}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'file' ? (
        <>
          {field.current && (
            // eslint-disable-next-line @next/next/no-img-element -- the stored file as it is served
            <img src={field.current.src} alt={field.current.alt} className={own.preview} />
          )}
          <input type="file" accept={field.accept} {...common} />
        </>
      ) : field.kind === 'textarea' ? (
        <textarea rows={3} defaultValue={field.value} lang={field.lang} {...common} />
      ) : (
        <input
          type={field.type ?? 'text'}
          inputMode={field.inputMode}
          defaultValue={field.value}
          lang={field.lang}
          {...common}
        />
      )}
    </div>
  )
}
