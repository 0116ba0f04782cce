import type { ReactNode } from 'react'
import { alternatesFor } from '@/lib/routing/alternates'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { loadShell } from './load-shell.server'
import type { ShellContext } from './shell-context'
import styles from './standalone-page.module.css'

/**
 * The shell of a page that is not in the path catalogue (the result of a signed link): the same
 * fixed slug in every enabled language. `search` (the link's token) is kept by the language
 * switcher, so the page in another language still knows its link. Null for a language that is
 * not enabled.
 */
export async function loadStandalonePage(
  locale: string,
  slug: string,
  search = '',
): Promise<{ lang: Language; shell: ShellContext } | null> {
  const settings = await getLanguageSettings()
  if (!isSupportedLanguage(locale) || !settings.enabled.includes(locale)) return null
  const alternates = Object.fromEntries(
    Object.entries(
      alternatesFor(
        Object.fromEntries(settings.enabled.map((code) => [code, slug])),
        settings.enabled,
        settings.defaultLanguage,
      ),
    ).map(([code, url]) => [code, `${url}${search}`]),
  )
  return { lang: locale, shell: await loadShell(locale, alternates, false) }
}

/** The content of such a page: one heading and what it says. */
export function StandalonePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {children}
    </div>
  )
}
