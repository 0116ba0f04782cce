import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { webhookEvents, type WebhookEvent } from '@/server/db/schema'
import { readableWebhookSecret } from '@/server/webhooks/webhook-secret'
import { readWebhookSettings } from '@/server/webhooks/webhook-settings'
import { ActionForm } from '@/lib/forms/components/action-form'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { rotateWebhookSecret, sendWebhookTest } from './webhook-actions'
import { WebhookForm } from './webhook-form'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const notices = ['saved', 'rotated', 'not-set'] as const

// A dot in a message key opens a nested key: the event `request.accepted` is named by
// `events.request-accepted`.
const eventKeys = {
  'request.accepted': 'request-accepted',
  'booking.created': 'booking-created',
  'booking.cancelled': 'booking-cancelled',
} as const satisfies Record<WebhookEvent, string>

/** The secret as the page shows it by default: its prefix and last four characters. */
const masked = (secret: string) =>
  `${secret.startsWith('whsec_') ? 'whsec_' : ''}••••••••${secret.slice(-4)}`

/**
 * The CRM webhook (docs/webhooks.md): where accepted requests, bookings and cancellations are
 * posted, the signing secret (masked, shown on demand, rotated), which events, on or off, and a
 * test event that goes through the outbox like the others.
 */
export async function WebhookPage({ lang, notice }: { lang: Language; notice?: string }) {
  const [t, { defaultLanguage }, settings] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.webhook' }),
    getLanguageSettings(),
    readWebhookSettings(db()),
  ])
  const secret = settings && readableWebhookSecret(settings.secret)
  const shown = notices.find((value) => value === notice)
  const eventNames = Object.fromEntries(
    webhookEvents.map((event) => [event, t(`events.${eventKeys[event]}`)]),
  )
  const outbox = `${adminHref(lang, defaultLanguage, 'outbox')}?channel=webhook`
  if (shown) {
    const error = shown === 'not-set'
    reportActionResult({ text: t(`notice.${shown}`), role: 'status', error })
  }
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      {settings && (
        <section className={styles.panel} aria-labelledby="webhook-current">
          <h2 id="webhook-current">{t('current')}</h2>
          <dl className={styles.details}>
            <dt>{t('url')}</dt>
            <dd>{settings.url}</dd>
            <dt>{t('state')}</dt>
            <dd>{settings.enabled ? t('on') : t('off')}</dd>
            <dt>{t('eventsLabel')}</dt>
            <dd>{settings.events.map((event) => eventNames[event]).join(', ')}</dd>
            <dt>{t('secret')}</dt>
            <dd>
              {secret === null ? (
                <p className={styles.error}>{t('secretUnreadable')}</p>
              ) : (
                <>
                  <code>{masked(secret)}</code>
                  <details>
                    <summary>{t('showSecret')}</summary>
                    <code className={styles.secret}>{secret}</code>
                  </details>
                </>
              )}
            </dd>
          </dl>
          <ActionForm action={rotateWebhookSecret}>
            <p>{t('rotateHint')}</p>
            <button type="submit" className={styles.button}>
              {t('rotate')}
            </button>
          </ActionForm>
          <ActionForm action={sendWebhookTest}>
            <p>{t('testHint')}</p>
            <button type="submit" className={styles.button}>
              {t('test')}
            </button>
          </ActionForm>
          <p>
            <a href={outbox}>{t('deliveries')}</a>
          </p>
        </section>
      )}
      <section aria-labelledby="webhook-settings">
        <h2 id="webhook-settings">{settings ? t('change') : t('setUp')}</h2>
        <WebhookForm
          events={webhookEvents}
          current={{
            url: settings?.url ?? '',
            events: settings?.events ?? [...webhookEvents],
            enabled: settings?.enabled ?? true,
          }}
          version={settings ? String(settings.updatedAt.getTime()) : ''}
          texts={{
            url: t('url'),
            urlHint: t('urlHint'),
            secret: t('secret'),
            secretHint: settings ? t('secretHintKeep') : t('secretHintNew'),
            events: t('eventsLabel'),
            eventNames,
            enabled: t('enabled'),
            save: t('save'),
            errorSummary: t('errorSummary'),
            stale: t('stale'),
            errors: {
              urlInvalid: t('errors.urlInvalid'),
              urlNotHttps: t('errors.urlNotHttps'),
              urlNotPublic: t('errors.urlNotPublic'),
              secretInvalid: t('errors.secretInvalid'),
              eventsRequired: t('errors.eventsRequired'),
            },
          }}
        />
      </section>
    </>
  )
}
