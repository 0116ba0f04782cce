import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { loadShell } from '@/features/shell/server'
import { SiteFrame } from '@/features/shell'
import { noteUncacheablePage } from '@/server/page-cache/render-notes'
import { portalHref } from '@/features/owner-portal/portal-paths'
import styles from './portal.module.css'

/** The language of a portal URL, or a 404 for one the site does not have. */
export async function portalLanguage(locale: string): Promise<Language> {
  const { enabled } = await getLanguageSettings()
  if (!isSupportedLanguage(locale) || !enabled.includes(locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/**
 * A portal page inside the site shell; the language switcher leads to the same portal page in the
 * other languages. The page cache never keeps it (src/server/page-cache/render-notes.ts).
 */
export async function PortalFrame({
  lang,
  segments,
  children,
}: {
  lang: Language
  segments: string[]
  children: ReactNode
}) {
  noteUncacheablePage()
  const { enabled, defaultLanguage } = await getLanguageSettings()
  const alternates = Object.fromEntries(
    enabled.map((code) => [code, portalHref(code, defaultLanguage, ...segments)]),
  )
  const shell = await loadShell(lang, alternates, false)
  return (
    <SiteFrame shell={shell}>
      <div className={styles.container}>{children}</div>
    </SiteFrame>
  )
}
