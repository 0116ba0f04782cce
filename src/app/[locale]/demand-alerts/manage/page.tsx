import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { alertFrequencies, listQueryOf, parseAlertSearch } from '@/features/demand-alerts'
import { loadManagedAlert } from '@/features/demand-alerts/manage-alert'
import { managedDemand } from '@/features/demand-alerts/manage-token'
import { alertSearchSummary } from '@/features/demand-alerts/server'
import { typeTree } from '@/features/requests/demand-register/demand-register-section'
import { SiteFrame } from '@/features/shell/site-frame'
import { loadStandalonePage, StandalonePage } from '@/features/shell/standalone-page'
import { formatAmount } from '@/lib/format/price-format'
import { formatNumber } from '@/lib/format/number-format'
import { translatorFor } from '@/lib/i18n/server-translator'
import { db } from '@/server/db/client'
import { noteUncacheablePage } from '@/server/page-cache/render-notes'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { AlertCriteriaForm } from './alert-criteria-form'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const doneTexts = {
  save: 'saved',
  pause: 'pausedDone',
  resume: 'resumedDone',
  criteria: 'criteriaSaved',
} as const

/** The criteria form's refused fields, as the route sends them back (`error=<field>:<code>`). */
function refusedFields(value: string | string[] | undefined): Record<string, string> {
  const pairs = (Array.isArray(value) ? value : value ? [value] : []).map((entry) => {
    const at = entry.indexOf(':')
    return [entry.slice(0, at).split('.')[0]!, entry.slice(at + 1)] as const
  })
  return Object.fromEntries(pairs.filter(([field, code]) => field && /^[a-zA-Z]+$/.test(code)))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'demandAlerts.manage' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The page of an alert's signed edit link (manage-alert.ts): its criteria in words, the
 * frequency, pause or resume, delete. Plain forms posted to /api/demand-alerts/manage/, so it
 * works without JavaScript; opening it changes nothing. It never shows the address.
 */
export default async function ManageAlertPage({ params, searchParams }: Props) {
  // One person's alert behind their signed link: no cached copy, here or in a shared cache.
  noteUncacheablePage()
  const query = await searchParams
  const token = typeof query.token === 'string' ? query.token : ''
  const done = typeof query.done === 'string' ? query.done : undefined
  const id = query.link === 'invalid' ? null : managedDemand(token)
  const demand = id === null ? null : await loadManagedAlert(db(), id)
  const search = demand ? `?token=${encodeURIComponent(token)}` : ''
  const page = await loadStandalonePage((await params).locale, 'demand-alerts/manage', search)
  if (!page) notFound()
  setRequestLocale(page.lang)
  const t = await getTranslations({ locale: page.lang, namespace: 'demandAlerts' })
  const home = (
    <p>
      <a href={page.shell.hrefs('home') ?? '/'}>{t('manage.home')}</a>
    </p>
  )
  if (done === 'delete') {
    return (
      <SiteFrame shell={page.shell}>
        <StandalonePage title={t('manage.deletedTitle')}>
          <p role="status">{t('manage.deletedText')}</p>
          {home}
        </StandalonePage>
      </SiteFrame>
    )
  }
  if (!demand) {
    return (
      <SiteFrame shell={page.shell}>
        <StandalonePage title={t('manage.invalidTitle')}>
          <p>{t('manage.invalidText')}</p>
          {home}
        </StandalonePage>
      </SiteFrame>
    )
  }

  const [all, config] = await Promise.all([translatorFor(page.lang), getSiteConfig()])
  const types = await typeTree(page.lang, config.defaultLanguage)
  const list = page.shell.hrefs(demand.goal === 0 ? 'for-sale' : 'for-rent')
  const criteria = [
    ...(demand.priceMin !== null
      ? [`${all('catalogue.search.filters.minPrice')}: ${formatAmount(demand.priceMin)}`]
      : []),
    ...(demand.priceMax !== null
      ? [`${all('catalogue.search.filters.maxPrice')}: ${formatAmount(demand.priceMax)}`]
      : []),
    ...(demand.bedroomsMin !== null
      ? [`${all('catalogue.search.filters.bedrooms')}: ${formatNumber(demand.bedroomsMin)}`]
      : []),
    ...alertSearchSummary(parseAlertSearch(demand.search), all),
  ]
  const action = `/api/demand-alerts/manage/?token=${encodeURIComponent(token)}`
  const doneText = done && done in doneTexts ? doneTexts[done as keyof typeof doneTexts] : null
  return (
    <SiteFrame shell={page.shell}>
      <StandalonePage title={t('manage.title')}>
        {doneText && <p role="status">{t(`manage.${doneText}`)}</p>}
        <h2>{t('manage.criteria')}</h2>
        {criteria.length > 0 ? (
          <ul>
            {criteria.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>{t('manage.noCriteria')}</p>
        )}
        {list && (
          <p>
            <a href={`${list}?${listQueryOf(demand)}`}>{t('manage.openSearch')}</a>
          </p>
        )}
        {!demand.active ? (
          <p>{t('manage.stopped')}</p>
        ) : (
          <>
            <h2>{t('manage.editCriteria')}</h2>
            <AlertCriteriaForm
              action={action}
              lang={page.lang}
              demand={demand}
              types={types}
              errors={refusedFields(query.error)}
              unknownZones={typeof query.zones === 'string' ? query.zones : ''}
              t={all}
            />
            <h2>{t('form.frequency')}</h2>
            <form method="post" action={action}>
              <input type="hidden" name="lang" value={page.lang} />
              <fieldset>
                <legend>{t('form.frequency')}</legend>
                {alertFrequencies.map((frequency) => (
                  <p key={frequency}>
                    <label>
                      <input
                        type="radio"
                        name="frequency"
                        value={frequency}
                        defaultChecked={demand.frequency === frequency}
                      />{' '}
                      {t(`form.frequencies.${frequency}`)}
                    </label>
                  </p>
                ))}
              </fieldset>
              <button type="submit" name="intent" value="save">
                {t('manage.save')}
              </button>
            </form>
            {demand.pausedAt && <p>{t('manage.paused')}</p>}
            <form method="post" action={action}>
              <input type="hidden" name="lang" value={page.lang} />
              <button type="submit" name="intent" value={demand.pausedAt ? 'resume' : 'pause'}>
                {t(demand.pausedAt ? 'manage.resume' : 'manage.pause')}
              </button>
            </form>
          </>
        )}
        <form method="post" action={action}>
          <input type="hidden" name="lang" value={page.lang} />
          <button type="submit" name="intent" value="delete">
            {t('manage.delete')}
          </button>
        </form>
      </StandalonePage>
    </SiteFrame>
  )
}
