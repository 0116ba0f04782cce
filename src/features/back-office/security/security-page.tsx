import { getTranslations } from 'next-intl/server'
import { renderSVG } from 'uqr'
import { getLanguageSettings, getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import styles from '@/features/back-office/frame/back-office.module.css'
import { CodeForm } from './code-form'
import { EnrolForm } from './enrol-form'
import { enrolment, hasSecondFactor, secondFactorRequired } from './second-factor'
import { disableSecondFactorAction } from './security-actions'
import { reportActionResult } from '@/features/back-office/frame/action-result'

/**
 * The member's own second factor: set it up (QR code and key, a first code, then the backup
 * codes) or turn it off with a code. While an admin requires it and the member has none, this is
 * the only page their session opens.
 */
export async function SecurityPage({
  lang,
  member,
  notice,
}: {
  lang: Language
  member: StaffMember
  notice?: string
}) {
  const [t, { defaultLanguage }, config, enrolled, required] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.security' }),
    getLanguageSettings(),
    getSiteConfig(),
    hasSecondFactor(db(), member.id),
    secondFactorRequired(db()),
  ])
  const pending = enrolled ? null : await enrolment(db(), member, config.agency.name)
  const errors = {
    invalid: t('errors.invalid'),
    limited: t('errors.limited'),
    required: t('errors.required'),
  }
  if (notice === 'disabled')
    reportActionResult({ text: t('disabled'), role: 'status', error: false })
  return (
    <>
      <h1>{t('heading')}</h1>
      {required && !enrolled && (
        <p className={styles.notice} role="status">
          {t('required')}
        </p>
      )}
      <p>{enrolled ? t('on') : t('off')}</p>
      <EnrolForm
        continueHref={adminHref(lang, defaultLanguage, 'leads')}
        setup={
          pending && (
            <>
              <h2 id="enrol-heading">{t('enrolHeading')}</h2>
              <p>{t('scan')}</p>
              <div
                className={styles.qr}
                role="img"
                aria-label={t('qrLabel')}
                dangerouslySetInnerHTML={{ __html: renderSVG(pending.uri, { border: 2 }) }}
              />
              <p>{t('manual')}</p>
              <p>
                <code className={styles.secret} data-testid="totp-secret">
                  {pending.secret}
                </code>
              </p>
            </>
          )
        }
        texts={{
          enterCode: t('enterCode'),
          codeLabel: t('codeLabel'),
          confirm: t('confirm'),
          backupHeading: t('backupHeading'),
          backupIntro: t('backupIntro'),
          continue: t('continue'),
          errors,
        }}
      />
      {enrolled && !required && (
        <section className={styles.panel} aria-labelledby="disable-heading">
          <h2 id="disable-heading">{t('disableHeading')}</h2>
          <p>{t('disableIntro')}</p>
          <CodeForm
            id="disable-code"
            action={disableSecondFactorAction}
            texts={{ label: t('codeLabel'), submit: t('disableSubmit'), errors }}
          />
        </section>
      )}
    </>
  )
}
