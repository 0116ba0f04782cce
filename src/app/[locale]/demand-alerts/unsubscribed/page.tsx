import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { alternatesFor } from '@/features/cms/alternates'
import { getPathCatalogue } from '@/features/cms/path-catalogue.server'
import { getLanguageSettings, getSiteConfig } from '@/features/config/site-config.server'
import { UnsubscribedPage } from '@/features/demand-alerts/unsubscribed-page'
import { isSupportedLanguage, type Language } from '@/features/i18n/languages'
import { loadShell } from '@/features/shell/load-shell.server'
import { SiteFrame } from '@/features/shell/site-frame'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function pageLanguage(locale: string): Promise<Language | null> {
  const settings = await getLanguageSettings()
  return isSupportedLanguage(locale) && settings.enabled.includes(locale) ? locale : null
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const lang = await pageLanguage((await params).locale)
  if (!lang) return {}
  const t = await getTranslations({ locale: lang, namespace: 'demandAlerts.unsubscribed' })
  const valid = (await searchParams).link !== 'invalid'
  return { title: valid ? t('title') : t('invalidTitle'), robots: { index: false } }
}

/** The result page of the demand-alert unsubscribe link (src/app/api/demand-alerts/unsubscribe). */
export default async function DemandAlertsUnsubscribed({ params, searchParams }: Props) {
  const lang = await pageLanguage((await params).locale)
  if (!lang) notFound()
  setRequestLocale(lang)
  const [settings, config, catalogue] = await Promise.all([
    getLanguageSettings(),
    getSiteConfig(),
    getPathCatalogue(),
  ])
  const alternates = alternatesFor(
    Object.fromEntries(settings.enabled.map((code) => [code, 'demand-alerts/unsubscribed'])),
    settings.enabled,
    settings.defaultLanguage,
  )
  const shell = await loadShell(lang, alternates, false)
  const home = alternatesFor(
    catalogue.get('home')?.slugs ?? {},
    settings.enabled,
    settings.defaultLanguage,
  )
  return (
    <SiteFrame shell={shell}>
      <UnsubscribedPage
        lang={lang}
        valid={(await searchParams).link !== 'invalid'}
        agency={config.agency.name}
        homeHref={home[lang] ?? '/'}
      />
    </SiteFrame>
  )
}
