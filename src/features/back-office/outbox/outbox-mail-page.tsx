import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { leadDateTime } from '@/features/back-office/leads/lead-format'
import { closeOutboxMail, correctOutboxMail, retryOutboxMail } from './outbox-actions'
import { FailedMailForm } from './failed-mail-form'
import { findMail } from './outbox-queries'
import type { MailStatus } from './outbox-schema'
import { ActionForm } from '@/lib/forms/components/action-form'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const notices = ['queued', 'not-failed', 'test-queued', 'corrected', 'closed'] as const

/** A webhook's JSON body, indented for reading (the stored bytes are what was signed and sent). */
function indented(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}

/**
 * One outbox message: its delivery, then an e-mail's text as sent and its HTML version, or a
 * webhook's JSON payload. The HTML is shown as
 * its source, as text: it never becomes markup of the back office's page. (A sandboxed srcdoc
 * frame without scripts would render it, but axe and the browser tests cannot look into such a
 * frame; the text version shows the same content rendered.)
 */
export async function OutboxMailPage({
  lang,
  id,
  notice,
}: {
  lang: Language
  id: number
  notice?: string
}) {
  const mail = await findMail(db(), id)
  if (!mail) notFound()
  const [t, languages, { defaultLanguage }] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
  ])
  const shown = notices.find((value) => value === notice)
  const errors = {
    addressInvalid: t('outbox.addressInvalid'),
    reasonEmpty: t('outbox.reasonEmpty'),
  }
  const webhook = mail.channel === 'webhook'
  const when = (at: Date | null) => (at ? leadDateTime(lang, at) : '—')
  if (shown) {
    const text =
      webhook && (shown === 'queued' || shown === 'not-failed')
        ? t(`outbox.webhookNotice.${shown}`)
        : t(`outbox.notice.${shown}`)
    reportActionResult({ text, role: 'status', error: false })
  }
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'outbox')}>{t('outbox.back')}</a>
      </p>
      <h1>{t(webhook ? 'outbox.webhookTitle' : 'outbox.title', { subject: mail.subject })}</h1>
      <section className={styles.panel} aria-labelledby="mail-delivery">
        <h2 id="mail-delivery">{t('outbox.delivery')}</h2>
        <dl className={styles.details}>
          <dt>{t('outbox.status')}</dt>
          <dd>{t(`lead.mailStatus.${mail.status as MailStatus}`)}</dd>
          <dt>{t('outbox.kind')}</dt>
          <dd>{mail.kind}</dd>
          <dt>{webhook ? t('outbox.url') : t('lead.to')}</dt>
          <dd>{mail.toAddress}</dd>
          {webhook && (
            <>
              <dt>{t('outbox.webhookId')}</dt>
              <dd>
                <code>{mail.messageId}</code>
              </dd>
            </>
          )}
          {mail.replyTo && (
            <>
              <dt>{t('outbox.replyTo')}</dt>
              <dd>{mail.replyTo}</dd>
            </>
          )}
          <dt>{t('lead.language')}</dt>
          <dd>{isSupportedLanguage(mail.language) ? languages(mail.language) : mail.language}</dd>
          <dt>{t('outbox.attempts')}</dt>
          <dd>{mail.attempts}</dd>
          {mail.lastError && (
            <>
              <dt>{t('outbox.lastError')}</dt>
              <dd>{mail.lastError}</dd>
            </>
          )}
          <dt>{t('outbox.created')}</dt>
          <dd>{when(mail.createdAt)}</dd>
          {mail.closedReason && (
            <>
              <dt>{t('outbox.closedReason')}</dt>
              <dd>{mail.closedReason}</dd>
            </>
          )}
          {(mail.status === 'pending' || mail.status === 'sending') && (
            <>
              <dt>{t('outbox.nextAttempt')}</dt>
              <dd>{when(mail.nextAttemptAt)}</dd>
            </>
          )}
          <dt>{t('outbox.sent')}</dt>
          <dd>{when(mail.sentAt)}</dd>
          {mail.attachments.length > 0 && (
            <>
              <dt>{t('outbox.attachments')}</dt>
              <dd>{mail.attachments.map((file) => file.filename).join(', ')}</dd>
            </>
          )}
        </dl>
        {mail.status === 'failed' && (
          <ActionForm action={retryOutboxMail}>
            <input type="hidden" name="id" value={mail.id} />
            <p>{t(webhook ? 'outbox.retryHintWebhook' : 'outbox.retryHint')}</p>
            <button type="submit" className={styles.button}>
              {t('outbox.retry')}
            </button>
          </ActionForm>
        )}
        {mail.status === 'failed' && !webhook && (
          <>
            <FailedMailForm
              action={correctOutboxMail}
              mailId={mail.id}
              hint={t('outbox.correctHint')}
              field={{ name: 'to', id: 'mail-correct-to', label: t('outbox.newAddress') }}
              button={t('outbox.correct')}
              errors={errors}
            />
            <FailedMailForm
              action={closeOutboxMail}
              mailId={mail.id}
              hint={t('outbox.closeHint')}
              field={{ name: 'reason', id: 'mail-close-reason', label: t('outbox.reason') }}
              button={t('outbox.close')}
              errors={errors}
            />
          </>
        )}
      </section>
      {webhook ? (
        <section className={styles.panel} aria-labelledby="webhook-payload">
          <h2 id="webhook-payload">{t('outbox.payload')}</h2>
          <pre className={styles.mailSource} tabIndex={0}>
            {indented(mail.textBody)}
          </pre>
        </section>
      ) : (
        <section className={styles.panel} aria-labelledby="mail-text">
          <h2 id="mail-text">{t('outbox.text')}</h2>
          <pre className={styles.mailText} lang={mail.language}>
            {mail.textBody}
          </pre>
        </section>
      )}
      {mail.htmlBody && (
        <section className={styles.panel} aria-labelledby="mail-html">
          <h2 id="mail-html">{t('outbox.html')}</h2>
          <details>
            <summary>{t('outbox.htmlSource')}</summary>
            <pre className={styles.mailSource} tabIndex={0}>
              {mail.htmlBody}
            </pre>
          </details>
        </section>
      )}
    </>
  )
}
