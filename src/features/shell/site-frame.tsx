import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { ConsentDialog } from '@/features/consent'
import { Footer } from './footer'
import { Header } from './header'
import { RememberLanguage } from './remember-language'
import { ScrollToTop } from './scroll-to-top'
import { TopBar } from './top-bar'
import type { ShellContext } from './shell-context'

/** The page shell of specification §2 around one page's content. */
export async function SiteFrame({
  shell,
  current,
  headerLinks,
  children,
}: {
  shell: ShellContext
  current?: string
  /** Links the header shows on every screen size, beside the menu (the favourites' count). */
  headerLinks?: ReactNode
  children: ReactNode
}) {
  const t = await getTranslations({ locale: shell.lang, namespace: 'shell' })
  return (
    <>
      {/* First, as the page's first question; a first visit's keyboard reaches it first. */}
      <ConsentDialog
        lang={shell.lang}
        config={shell.config}
        policyHref={shell.hrefs('Cookie-policy')}
      />
      <span id="top" tabIndex={-1} />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <TopBar shell={shell} />
      <Header shell={shell} current={current} keepLinks={headerLinks} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer shell={shell} />
      <ScrollToTop label={t('scrollToTop')} />
      <RememberLanguage lang={shell.lang} />
    </>
  )
}
