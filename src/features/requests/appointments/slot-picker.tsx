import type { ReactNode } from 'react'
import type { SlotPickerModel } from './slot-picker-model'
import styles from './slot-picker.module.css'

export type SlotPickerProps = {
  /** The radio group's name: the form field that carries the chosen slot id. */
  name: string
  model: SlotPickerModel
  /** Shown after the legend text, e.g. the form's required-field mark. */
  legendSuffix?: ReactNode
  /** The field's error message, shown under the legend and described by the group (as its hint). */
  error?: ReactNode
  /** The slot to check, e.g. the one posted before a validation error. */
  defaultValue?: string
  /** Native `required` on the bookable radios; true by default. */
  required?: boolean
  /** Prefix of the element ids; the first bookable radio gets exactly this id, so an error
   * summary can link to it and focus it. `name` by default. */
  id?: string
}

/**
 * The visit slots of a booking form: plain radios in a fieldset, one group of radios per day, so
 * it works without JavaScript and with the keyboard (arrow keys move between bookable times). A
 * full slot is disabled and says "full" in words, not only in colour. No hooks and no client
 * directive: it renders inside a server or a client form alike.
 */
export function SlotPicker({
  name,
  model,
  legendSuffix,
  error,
  defaultValue,
  required = true,
  id = name,
}: SlotPickerProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const firstBookable = model.days.flatMap((day) => day.slots).find((slot) => !slot.full)
  return (
    <fieldset className={styles.picker} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className={styles.legend}>
        {model.legend}
        {legendSuffix}
      </legend>
      <p id={hintId} className={styles.hint}>
        {model.hint}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {model.notice && <p className={styles.notice}>{model.notice}</p>}
      {model.days.map((day) => {
        const noteId = `${id}-${day.day}-note`
        return (
          <fieldset
            key={day.day}
            className={styles.day}
            aria-describedby={day.note ? noteId : undefined}
          >
            <legend className={styles.dayHeading}>{day.heading}</legend>
            {day.note && (
              <p id={noteId} className={styles.dayNote}>
                {day.note}
              </p>
            )}
            <div className={styles.slots}>
              {day.slots.map((slot) => (
                <label key={slot.value} className={styles.slot}>
                  <input
                    type="radio"
                    name={name}
                    value={slot.value}
                    id={slot === firstBookable ? id : undefined}
                    disabled={slot.full}
                    required={required && !slot.full}
                    defaultChecked={!slot.full && slot.value === defaultValue}
                    // The form kit moves focus to the first field marked invalid: a bookable radio.
                    aria-invalid={error && !slot.full ? true : undefined}
                  />
                  <span className={styles.time}>{slot.time}</span>{' '}
                  <span className={styles.places}>{slot.places}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )
      })}
    </fieldset>
  )
}
