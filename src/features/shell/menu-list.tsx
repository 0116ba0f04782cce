import { getTranslations } from 'next-intl/server'
import type { MenuItem } from '@/lib/site-config/site-config-schema'
import { localize } from '@/lib/i18n/multilang'
import { SiteLink } from './site-link'
import { SubmenuToggle } from './submenu-toggle'
import type { ShellContext } from './shell-context'
import styles from './header.module.css'

/** A menu from the configuration; each entry links to its page's localized path. */
export async function MenuList({
  items,
  shell,
  idPrefix,
  current,
}: {
  items: MenuItem[]
  shell: ShellContext
  idPrefix: string
  current: string | undefined
}) {
  const t = await getTranslations({ locale: shell.lang, namespace: 'shell' })
  const visible = items.filter((item) => item.status && shell.hrefs(item.page) !== undefined)
  return (
    <ul className={styles.menu}>
      {visible.map((item, index) => {
        const label = localize(item.label, shell.lang, shell.defaultLanguage) || item.page
        const href = shell.hrefs(item.page)
        const children = item.children?.filter((child) => child.status) ?? []
        const submenuId = `${idPrefix}-${index}`
        return (
          <li key={item.page} className={styles.menuItem}>
            <a href={href} aria-current={href === current ? 'page' : undefined}>
              {label}
            </a>
            {children.length > 0 && (
              <>
                <SubmenuToggle label={t('showSubmenu', { name: label })} controls={submenuId} />
                <ul id={submenuId} className={styles.submenu}>
                  {children.map((child) => (
                    <li key={child.page}>
                      <SiteLink target={child.page} hrefs={shell.hrefs} lang={shell.lang}>
                        {localize(child.label, shell.lang, shell.defaultLanguage) || child.page}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}
