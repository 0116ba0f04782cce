import type { ReactNode, Ref } from 'react'
import { navField } from '@/lib/forms/form-steps'
import styles from './forms.module.css'

export type StepPanel = { title: string; content: ReactNode }

/** The list of a multi-step form's steps, the current one marked for assistive technology. */
export function StepProgress({
  steps,
  current,
  label,
}: {
  steps: readonly StepPanel[]
  current: number
  label: string
}) {
  return (
    <ol className={styles.progress} aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          aria-current={index === current ? 'step' : undefined}
          data-done={index < current ? '' : undefined}
        >
          {step.title}
        </li>
      ))}
    </ol>
  )
}

/**
 * Every step's fields, the steps not shown hidden (so "previous" and "next" keep what was typed).
 * The shown step's heading takes `headingRef`, for focus after a move.
 */
export function StepPanels({
  steps,
  current,
  heading,
  headingRef,
  headingLevel: Heading = 'h3',
}: {
  steps: readonly StepPanel[]
  current: number
  /** The heading text of step `index` ("Step 2 of 3: Address"). */
  heading: (index: number, step: StepPanel) => string
  headingRef: Ref<HTMLHeadingElement>
  headingLevel?: 'h2' | 'h3' | 'h4'
}) {
  return steps.map((step, index) => (
    <div key={step.title} hidden={index !== current} className={styles.step}>
      <Heading
        ref={index === current ? headingRef : undefined}
        tabIndex={-1}
        className={styles.stepHeading}
      >
        {heading(index, step)}
      </Heading>
      {step.content}
    </div>
  ))
}

/**
 * "Next" (or the last step's submit) and "previous". Both post with their `navField` value, so
 * without JavaScript the server moves between the steps; "previous" skips the browser's checks.
 */
export function StepButtons({
  current,
  last,
  busy,
  labels,
}: {
  current: number
  last: number
  busy: boolean
  labels: { next: string; previous: string; submit: string; sending: string }
}) {
  return (
    <div className={styles.steps}>
      {current < last ? (
        <button
          type="submit"
          name={navField}
          value="next"
          className={styles.submit}
          disabled={busy}
          aria-busy={busy}
        >
          {labels.next}
        </button>
      ) : (
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {busy ? labels.sending : labels.submit}
        </button>
      )}
      {current > 0 && (
        <button
          type="submit"
          name={navField}
          value="previous"
          formNoValidate
          className={styles.secondary}
        >
          {labels.previous}
        </button>
      )}
    </div>
  )
}
