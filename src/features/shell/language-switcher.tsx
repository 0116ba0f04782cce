import { getTranslations } from 'next-intl/server'
import type { ShellContext } from './shell-context'
import { showLanguageSwitcher } from './show-language-switcher'
import styles from './header.module.css'

/**
 * Links to this page in the other enabled languages (specification §2: only when more than one is
 * enabled). The default language's link carries ?lng= so the choice overrides a remembered one.
 */
export async function LanguageSwitcher({ shell }: { shell: ShellContext }) {
  if (!showLanguageSwitcher(shell.config, shell.enabled)) return null
  const t = await getTranslations({ locale: shell.lang, namespace: 'shell' })
  const names = await getTranslations({ locale: shell.lang, namespace: 'languages' })
  return (
    <nav aria-label={t('languageSwitcher')} className={styles.languages}>
      <ul>
        {shell.enabled.map((code) => {
          const url = shell.alternates[code]
          if (!url) return null
          const href = code === shell.defaultLanguage ? `${url}?lng=${code}` : url
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
