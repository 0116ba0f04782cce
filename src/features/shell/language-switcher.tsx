import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import type { ShellContext } from './shell-context'
import { showLanguageSwitcher } from './show-language-switcher'
import styles from './header.module.css'

/** The link to this page in `code`: same query (filters, sort, page, view); see the component. */
export function switchHref(url: string, search: string, code: string, defaultLanguage: string) {
  const query = new URLSearchParams(search)
  query.delete('lng')
  if (code === defaultLanguage) query.set('lng', code)
  const text = query.toString()
  return text ? `${url}?${text}` : url
}

/**
 * Links to this page in the other enabled languages (specification §2: only when more than one is
 * enabled), with the query of this request, so a visitor keeps their search. The default
 * language's link carries ?lng= so the choice overrides a remembered one.
 */
export async function LanguageSwitcher({ shell }: { shell: ShellContext }) {
  if (!showLanguageSwitcher(shell.config, shell.enabled)) return null
  const t = await getTranslations({ locale: shell.lang, namespace: 'shell' })
  const names = await getTranslations({ locale: shell.lang, namespace: 'languages' })
  const search = (await headers()).get('x-search') ?? ''
  return (
    <nav aria-label={t('languageSwitcher')} className={styles.languages}>
      <ul>
        {shell.enabled.map((code) => {
          const url = shell.alternates[code]
          if (!url) return null
          const href = switchHref(url, search, code, shell.defaultLanguage)
          return (
            <li key={code}>
              <a
                href={href}
                hrefLang={code}
                lang={code}
                aria-current={code === shell.lang ? 'true' : undefined}
              >
                {code.toUpperCase()}
                <span className="visually-hidden"> – {names(code)}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
