import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { formatNumber } from '@/lib/format/number-format'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { db } from '@/server/db/client'
import { requireOwner } from '@/features/owner-portal/auth/session.server'
import { portalHref } from '@/features/owner-portal/portal-paths'
import { AccountBar } from './account-bar'
import { listOwnerProperties } from './owner-properties'
import { PortalFrame } from './portal-frame'
import styles from './portal.module.css'

/** The owner's properties to choose from; with a single property, that property's page opens. */
export async function OverviewPage({ lang }: { lang: Language }) {
  const owner = await requireOwner(lang)
  const { defaultLanguage } = await getLanguageSettings()
  const properties = await listOwnerProperties(db(), owner.id)
  const [only] = properties
  if (only && properties.length === 1) redirect(portalHref(lang, defaultLanguage, only.reference))
  const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.portal' })
  return (
    <PortalFrame lang={lang} segments={[]}>
      <h1>{t('welcome', { firstName: owner.firstName })}</h1>
      <AccountBar owner={owner} lang={lang} />
      <section aria-labelledby="portal-properties" className={styles.section}>
        <h2 id="portal-properties">{t('properties')}</h2>
        {properties.length === 0 ? (
          <p>{t('noProperties')}</p>
        ) : (
          <ul className={styles.properties}>
            {properties.map((property) => (
              <li key={property.id} className={styles.property}>
                <h3>
                  <a href={portalHref(lang, defaultLanguage, property.reference)}>
                    {localize(property.title, lang, defaultLanguage) || property.reference}
                  </a>
                </h3>
                <p>
                  {property.zip} {property.city} ·{' '}
                  {t('reference', { reference: property.reference })}
                </p>
                <p>{t('status', { status: property.status })}</p>
                <p>
                  {t('totalViews', {
                    count: property.totalViews,
                    countText: formatNumber(property.totalViews),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PortalFrame>
  )
}
