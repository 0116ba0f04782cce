import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { requestScriptNonce } from '@/server/request-nonce.server'
import { localize } from '@/lib/i18n/multilang'
import type { MenuItem } from '@/lib/site-config/site-config-schema'
import { siteLogo } from '@/lib/site-config/branding'
import { LanguageSwitcher } from './language-switcher'
import { MenuList } from './menu-list'
import { MobileDrawer } from './mobile-drawer'
import { headerRoomScript } from './header-room-script'
import { ScrollHeader } from './scroll-header'
import { SiteLink } from './site-link'
import type { ShellContext } from './shell-context'
import styles from './header.module.css'

/** Every page a menu links to, its submenus' included. */
function menuPages(items: MenuItem[]): Set<string> {
  return new Set(
    items
      .filter((item) => item.status)
      .flatMap((item) => [item.page, ...menuPages(item.children ?? [])]),
  )
}

export async function Header({
  shell,
  current,
  keepLinks,
}: {
  shell: ShellContext
  current?: string
  /** Shown on every screen size, outside the drawer. */
  keepLinks?: ReactNode
}) {
  const t = await getTranslations({ locale: shell.lang, namespace: 'shell' })
  const { header } = shell.config
  const logo = siteLogo(shell.config)
  const drawerMenu = [...header.menu, ...header.menuMobile]
  const headerLink = (link: (typeof header.headerLinks)[number], index: number) => (
    <SiteLink
      key={index}
      target={localize(link.href, shell.lang)}
      hrefs={shell.hrefs}
      lang={shell.lang}
      className={styles.cta}
    >
      {localize(link.label, shell.lang, shell.defaultLanguage)}
    </SiteLink>
  )
  const shown = header.headerLinks.filter((link) => link.status)
  const links = shown.map(headerLink)
  // The drawer lists the mobile menu's entries too: a header link to one of its pages would be
  // the same entry twice ("Free valuation" in the demo).
  const inDrawerMenu = menuPages(drawerMenu)
  const drawerLinks = shown
    .filter((entry) => !inDrawerMenu.has(localize(entry.href, shell.lang)))
    .map(headerLink)
  const nonce = await requestScriptNonce()
  return (
    <>
      <ScrollHeader
        fixedOnScroll={header.fixedOnScroll}
        hideLogoUntilScroll={shell.isHome && logo.hiddenOnHomeUntilScroll}
      >
        {/* Without JavaScript the drawer cannot open, so the full menu stays visible instead. */}
        <noscript>
          <style>{`.${styles.desktopNav}{display:block!important}.${styles.menuButton}{display:none!important}`}</style>
        </noscript>
        <div className={styles.inner}>
          <a href={shell.hrefs('home') ?? '/'} className={styles.logo}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the bundled SVG or the uploaded logo, already sized when it was uploaded */}
            <img
              src={logo.src}
              alt={localize(logo.alt, shell.lang, shell.defaultLanguage)}
              width={logo.width}
              height={logo.height}
            />
          </a>
          {/* Before the menu, as they are shown: the menu has the desktop header's second row. */}
          <div className={styles.tools}>
            {links}
            <LanguageSwitcher shell={shell} />
          </div>
          {keepLinks && <div className={styles.links}>{keepLinks}</div>}
          <nav aria-label={t('mainNavigation')} className={styles.desktopNav}>
            <MenuList items={header.menu} shell={shell} idPrefix="menu" current={current} />
          </nav>
          <MobileDrawer
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            title={t('mobileNavigation')}
          >
            <nav aria-label={t('mobileNavigation')} className={styles.drawerNav}>
              <MenuList items={drawerMenu} shell={shell} idPrefix="drawer" current={current} />
            </nav>
            <div className={styles.drawerTools}>
              {drawerLinks}
              <LanguageSwitcher shell={shell} />
            </div>
          </MobileDrawer>
        </div>
      </ScrollHeader>
      {header.fixedOnScroll && (
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headerRoomScript() }} />
      )}
    </>
  )
}
