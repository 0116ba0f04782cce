import { useTranslations } from 'next-intl'
import type { FormErrorCode, FormState } from '../form-state'
import { ErrorBanner } from './error-banner'
import styles from './forms.module.css'

/**
 * What every request form starts with: the error banner, the note on required fields (the form
 * points at it with `aria-describedby={formId}-required-note`) and the values the visitor does
 * not type.
 */
export function FormHead({
  formId,
  errors,
  formError,
  labels,
  formErrorMessages,
  hidden = {},
}: {
  formId: string
  errors: FormState['errors']
  formError?: FormErrorCode
  labels: Record<string, string>
  formErrorMessages?: Partial<Record<FormErrorCode, string>>
  hidden?: Record<string, string>
}) {
  const t = useTranslations('forms')
  return (
    <>
      <ErrorBanner
        errors={errors}
        formError={formError}
        labels={labels}
        formId={formId}
        formErrorMessages={formErrorMessages}
      />
      <p id={`${formId}-required-note`} className={styles.requiredNote}>
        {t('requiredNote')}
      </p>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}
