import { getTranslations } from 'next-intl/server'
import { localize } from '@/lib/i18n/multilang'
import { Icon } from './icons'
import { SiteLink } from './site-link'
import type { ShellContext } from './shell-context'
import styles from './top-bar.module.css'

export async function TopBar({ shell }: { shell: ShellContext }) {
  const { appBar } = shell.config.header
  if (!appBar.enabled) return null
  const t = await getTranslations({ locale: shell.lang, namespace: 'shell' })
  const side = (links: typeof appBar.left) =>
    links
      .filter((link) => link.status)
      .map((link, index) => (
        <li key={index}>
          <SiteLink target={localize(link.href, shell.lang)} hrefs={shell.hrefs} lang={shell.lang}>
            {link.icon && <Icon name={link.icon} />}
            <span>{localize(link.label, shell.lang, shell.defaultLanguage)}</span>
          </SiteLink>
        </li>
      ))
  return (
    <nav className={styles.bar} aria-label={t('topBar')}>
      <div className={styles.inner}>
        <ul className={styles.links}>{side(appBar.left)}</ul>
        <ul className={styles.links}>{side(appBar.right)}</ul>
      </div>
    </nav>
  )
}
