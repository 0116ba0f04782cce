import { getTranslations } from 'next-intl/server'
import { env } from '@/lib/env.server'
import type { Language } from '@/lib/i18n/languages'
import { siteOrigin } from '@/lib/site-origin.server'
import { ActionForm } from '@/lib/forms/components/action-form'
import { db } from '@/server/db/client'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import {
  crmErrorMessageCodes,
  defaultBaseUrls,
  sweepBrightWebhookPath,
} from '@/features/crm/server'
import { adminHref } from '@/features/back-office/admin-paths'
import { reportActionResult } from '@/features/back-office/frame/action-result'
import styles from '@/features/back-office/frame/back-office.module.css'
import { DataTable } from '@/features/back-office/frame/data-table'
import { issueLine, originText } from '@/features/back-office/imports/issue-line'
import { leadDateTime } from '@/features/back-office/leads/lead-format'
import { syncNowAction, testConnectionAction } from './connection-actions'
import { ConnectionForm } from './connection-form'
import { keptSecrets, recentSyncs, savedConnection } from './connection-queries'
import {
  connectionProviders,
  type ConnectionProvider,
  type ConnectionValues,
} from './connection-schema'
import { settingsInForce } from './connection-test'
import own from './connections.module.css'

const notices = ['saved', 'tested', 'sync-started', 'sync-locked', 'push'] as const

const pullProviders: readonly string[] = ['omnicasa', 'whise']

const isProvider = (value: string): value is ConnectionProvider =>
  (connectionProviders as readonly string[]).includes(value)

/**
 * The agency's CRM (issue #29, docs/crm/): the connection in force and where it comes from, a
 * test of it, a sync started by hand, SweepBright's webhook address, the form that sets it (over
 * the environment's CRM_* values), and the last syncs with a link to each one's report.
 */
export async function ConnectionsPage({
  lang,
  notice,
  problem,
}: {
  lang: Language
  notice?: string
  problem?: string
}) {
  const environment = env()
  const [t, imports, { defaultLanguage }, row, kept, syncs, inForce] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.connections' }),
    getTranslations({ locale: lang, namespace: 'backOffice.imports' }),
    getLanguageSettings(),
    savedConnection(db()),
    keptSecrets(db(), environment),
    recentSyncs(db()),
    settingsInForce(db(), environment),
  ])
  const shown = notices.find((value) => value === notice)
  // The CRM's failures, said as a failed sync says them (backOffice.imports.issues).
  const failed = crmErrorMessageCodes.find((value) => value === problem)
  if (failed) {
    const { text } = issueLine(imports, { code: failed, params: {}, text: '' })
    reportActionResult({ text, role: 'alert', error: true })
  } else if (shown) {
    const error = shown === 'sync-locked' || shown === 'push'
    reportActionResult({ text: t(`notice.${shown}`), role: 'status', error })
  }

  // What is in force, secrets as "set" only: the saved row, else the environment.
  const current: ConnectionValues & { provider: ConnectionProvider } = row
    ? {
        provider: isProvider(row.provider) ? row.provider : 'none',
        baseUrl: row.baseUrl ?? '',
        username: row.username ?? '',
        clientId: row.clientId ?? '',
        officeId: row.officeId ?? '',
      }
    : {
        provider: environment.CRM_PROVIDER ?? 'none',
        baseUrl: environment.CRM_BASE_URL ?? '',
        username: environment.CRM_USERNAME ?? '',
        clientId: environment.CRM_CLIENT_ID ?? '',
        officeId: environment.CRM_OFFICE_ID ?? '',
      }
  const source = row ? 'screen' : environment.CRM_PROVIDER ? 'environment' : 'none'
  const provider = current.provider
  const configured = provider !== 'none'
  const unreadable = configured && 'problem' in inForce
  const setOrNot = (value: boolean | string) => (value ? t('set') : t('notSet'))
  // runSync names its run `<provider> full|incremental`.
  const syncKind = (name: string) => {
    const [, crm = '', kind] = /^(\w+) (full|incremental)$/.exec(name) ?? []
    if (!isProvider(crm) || !kind) return name
    return t(`kinds.${kind as 'full' | 'incremental'}`, { crm: t(`providers.${crm}`) })
  }
  const runHref = (id: number) => adminHref(lang, defaultLanguage, 'imports', String(id))

  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <section className={styles.panel} aria-labelledby="crm-current">
        <h2 id="crm-current">{t('current')}</h2>
        <dl className={styles.details}>
          <dt>{t('provider')}</dt>
          <dd>{t(`providers.${provider}`)}</dd>
          <dt>{t('source')}</dt>
          <dd>{t(`sources.${source}`)}</dd>
          {configured && (
            <>
              <dt>{t('labels.baseUrl')}</dt>
              <dd className={own.address}>
                {current.baseUrl || t('vendorRoot', { url: defaultBaseUrls[provider] })}
              </dd>
              {provider !== 'sweepbright' && (
                <>
                  <dt>{t('labels.username')}</dt>
                  <dd>{current.username || t('notSet')}</dd>
                  <dt>{t('labels.password')}</dt>
                  <dd>{setOrNot(kept.password)}</dd>
                </>
              )}
              {provider !== 'omnicasa' && (
                <>
                  <dt>{t('labels.clientId')}</dt>
                  <dd>{current.clientId || t('notSet')}</dd>
                </>
              )}
              {provider === 'sweepbright' && (
                <>
                  <dt>{t('labels.clientSecret')}</dt>
                  <dd>{setOrNot(kept.clientSecret)}</dd>
                </>
              )}
              <dt>{t('labels.officeId')}</dt>
              <dd>{current.officeId || t('notSet')}</dd>
            </>
          )}
        </dl>
        {unreadable && (
          <p className={styles.error}>
            {issueLine(imports, { code: 'crmNotConfigured', params: {}, text: '' }).text}
          </p>
        )}
        {configured && (
          <ActionForm action={testConnectionAction}>
            <p>{t('testHint')}</p>
            <button type="submit" className={styles.button}>
              {t('test')}
            </button>
          </ActionForm>
        )}
        {pullProviders.includes(provider) && (
          <ActionForm action={syncNowAction}>
            <p>{t('syncHint')}</p>
            <button type="submit" className={styles.button}>
              {t('sync')}
            </button>
          </ActionForm>
        )}
        {provider === 'sweepbright' && (
          <>
            <h3>{t('webhook')}</h3>
            <p>{t('webhookHint')}</p>
            <p>
              <code className={own.address}>
                {new URL(sweepBrightWebhookPath, siteOrigin()).href}
              </code>
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="crm-settings">
        <h2 id="crm-settings">{row ? t('change') : t('setUp')}</h2>
        <ConnectionForm
          current={current}
          kept={kept}
          placeholders={defaultBaseUrls}
          texts={{
            provider: t('provider'),
            providerNames: Object.fromEntries(
              connectionProviders.map((name) => [name, t(`providers.${name}`)]),
            ) as Record<ConnectionProvider, string>,
            needs: t('needs'),
            labels: {
              baseUrl: t('labels.baseUrl'),
              username: t('labels.username'),
              password: t('labels.password'),
              clientId: t('labels.clientId'),
              clientSecret: t('labels.clientSecret'),
              officeId: t('labels.officeId'),
            },
            hints: {
              baseUrl: t('hints.baseUrl'),
              username: t('hints.username'),
              password: kept.password ? t('hints.passwordKeep') : t('hints.password'),
              clientId: t('hints.clientId'),
              clientSecret: kept.clientSecret
                ? t('hints.clientSecretKeep')
                : t('hints.clientSecret'),
              officeId: t('hints.officeId'),
            },
            save: t('save'),
            errorSummary: t('errorSummary'),
            errors: {
              providerRequired: t('errors.providerRequired'),
              baseUrlInvalid: t('errors.baseUrlInvalid'),
              baseUrlNotHttps: t('errors.baseUrlNotHttps'),
              usernameRequired: t('errors.usernameRequired'),
              passwordRequired: t('errors.passwordRequired'),
              clientIdRequired: t('errors.clientIdRequired'),
              clientSecretRequired: t('errors.clientSecretRequired'),
              valueInvalid: t('errors.valueInvalid'),
              officeIdInvalid: t('errors.officeIdInvalid'),
            },
          }}
        />
      </section>

      <h2 id="crm-syncs">{t('syncs')}</h2>
      {syncs.length === 0 ? (
        <p>{t('noSyncs')}</p>
      ) : (
        <DataTable
          labelledBy="crm-syncs"
          columns={[
            imports('started'),
            imports('startedBy'),
            t('kind'),
            imports('status'),
            imports('outcome.created'),
            imports('outcome.updated'),
            imports('outcome.unchanged'),
            imports('outcome.unpublished'),
            imports('outcome.failed'),
          ]}
        >
          <tbody>
            {syncs.map((run) => (
              <tr key={run.id}>
                <td>
                  <a href={runHref(run.id)}>{leadDateTime(lang, run.startedAt)}</a>
                </td>
                <td>{originText({ ...run, origin: 'crm' }, imports)}</td>
                <td>{syncKind(run.fileName)}</td>
                <td>{imports('statusName', { status: run.status })}</td>
                <td>{run.created}</td>
                <td>{run.updated}</td>
                <td>{run.unchanged}</td>
                <td>{run.unpublished}</td>
                <td>{run.failed}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <p>
        <a href={adminHref(lang, defaultLanguage, 'imports')}>{t('allImports')}</a>
      </p>
    </>
  )
}
