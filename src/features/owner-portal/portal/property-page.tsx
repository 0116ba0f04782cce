import { getTranslations } from 'next-intl/server'
import { propertyUrl } from '@/lib/routing/property-url'
import { getPathCatalogue } from '@/server/routing/path-catalogue.server'
import { brusselsDay } from '@/lib/belgium/brussels-day'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { hrefsFor } from '@/lib/routing/hrefs'
import { db } from '@/server/db/client'
import { requireOwner } from '@/features/owner-portal/auth/session.server'
import { portalHref } from '@/features/owner-portal/portal-paths'
import { alertCount } from '@/features/demand-alerts/server'
import { AccountBar } from './account-bar'
import { AlertCountSection } from './alert-count-section'
import { Counters } from './counters'
import { historyPage, parseHistoryQuery } from './history'
import { HistoryTable } from './history-table'
import { listOwnerProperties } from './owner-properties'
import { PortalFrame } from './portal-frame'
import { PropertySwitcher } from './property-switcher'
import { ownerPropertyOr404 } from './scoped-property.server'
import { crmViewCounters, dailyFigures, viewCounters } from './statistics'
import { ViewsChart } from './views-chart'
import styles from './portal.module.css'

/**
 * One property of the owner (specification §2 "statistics, history, chart of the last 30 days"):
 * counters, the 30-day chart and the history, all for the Brussels day of the request.
 */
export async function PropertyPage({
  lang,
  reference,
  searchParams,
}: {
  lang: Language
  reference: string
  searchParams: Record<string, string | string[] | undefined>
}) {
  const owner = await requireOwner(lang)
  const property = await ownerPropertyOr404(owner, reference, 'page')
  const { defaultLanguage } = await getLanguageSettings()
  const database = db()
  const today = brusselsDay(new Date())
  const query = parseHistoryQuery(searchParams)
  const [all, counters, crmCounters, days, history, catalogue, t, tChart, alerts] =
    await Promise.all([
      listOwnerProperties(database, owner.id),
      viewCounters(database, property.id, today),
      crmViewCounters(database, property.id),
      dailyFigures(database, property.id, today),
      historyPage(database, property.id, query),
      getPathCatalogue(),
      getTranslations({ locale: lang, namespace: 'ownerPortal.portal' }),
      getTranslations({ locale: lang, namespace: 'ownerPortal.chart' }),
      alertCount(database, property.id, new Date()),
    ])
  const list = hrefsFor(
    catalogue,
    lang,
    defaultLanguage,
  )(property.goal === 0 ? 'for-sale' : 'for-rent')
  const listing =
    list && property.published
      ? propertyUrl(list, { ...property, type: { slug: property.typeSlug } }, lang)
      : null
  const address = [property.street, property.houseNumber].filter(Boolean).join(' ')
  return (
    <PortalFrame lang={lang} segments={[property.reference]}>
      <p className={styles.meta}>
        <a href={portalHref(lang, defaultLanguage)}>{t('allProperties')}</a>
      </p>
      <h1>{localize(property.title, lang, defaultLanguage) || property.reference}</h1>
      <p className={styles.meta}>
        {[address, `${property.zip} ${property.city}`].filter(Boolean).join(', ')} ·{' '}
        {t('reference', { reference: property.reference })} ·{' '}
        {t('status', { status: property.status })}
        {listing && (
          <>
            {' · '}
            <a href={listing}>{t('viewListing')}</a>
          </>
        )}
      </p>
      <AccountBar owner={owner} lang={lang} />
      {all.length > 1 && (
        <PropertySwitcher
          properties={all}
          current={property.reference}
          lang={lang}
          defaultLanguage={defaultLanguage}
        />
      )}
      <Counters counters={counters} crm={crmCounters} lang={lang} />
      <AlertCountSection count={alerts} lang={lang} />
      <section aria-labelledby="chart-title" className={styles.section}>
        <h2 id="chart-title">{tChart('title')}</h2>
        <ViewsChart days={days} lang={lang} />
      </section>
      <HistoryTable
        history={history}
        filter={query.filter}
        basePath={portalHref(lang, defaultLanguage, property.reference)}
        downloadHref={`/api/owner/properties/${encodeURIComponent(property.reference)}/history/?lang=${lang}`}
        lang={lang}
      />
    </PortalFrame>
  )
}
