'use client'
import { useTranslations } from 'next-intl'
import type { FieldErrorParams, FormErrorCode, FormState } from '@/lib/forms/form-state'
import { useFieldErrorText } from './field-error-text'
import { formErrorId } from './form-context'
import styles from './forms.module.css'

/**
 * Specification §5: the banner asks to check the fields marked red, and lists them. It takes the
 * focus when it appears, so the visitor lands on it.
 */
export function ErrorBanner({
  errors,
  formError,
  labels,
  formId,
  formErrorMessages = {},
  errorParams = {},
}: {
  errors: FormState['errors']
  errorParams?: FieldErrorParams
  formError?: FormErrorCode
  labels: Record<string, string>
  formId: string
  /** A form's own wording of a refusal ("error requesting documents", "Testimonial NOT sent"). */
  formErrorMessages?: Partial<Record<FormErrorCode, string>>
}) {
  const t = useTranslations('forms')
  const fieldErrorText = useFieldErrorText()
  const refused = Object.entries(errors).filter(([, code]) => code)
  if (refused.length === 0 && !formError) return <div role="alert" className={styles.silent} />
  return (
    // autoFocus brings a browser without JavaScript, whose refused form comes back as a new page
    // scrolled to the top, to the banner; with JavaScript the form then focuses the first field.
    <div role="alert" className={styles.banner} tabIndex={-1} data-form-banner autoFocus>
      {formError ? (
        <p id={formErrorId(formId)} className={styles.bannerTitle}>
          {formErrorMessages[formError] ?? t(`formErrors.${formError}`)}
        </p>
      ) : (
        <>
          <p className={styles.bannerTitle}>{t('banner', { count: refused.length })}</p>
          <ul>
            {refused.map(([name, code]) => (
              <li key={name}>
                <a href={`#${formId}-${name.replace(/\W/g, '-')}`}>
                  {fieldErrorText(code!, labels[name] ?? name, errorParams[name])}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
