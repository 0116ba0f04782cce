import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { isExternalTarget } from '@/lib/routing/localized-url'
import type { Hrefs } from '@/lib/routing/hrefs'

/**
 * A configured link: external targets open in a new tab (specification §2) and say so to screen
 * readers; internal ones are path-catalogue paths localized for the page language. A link to a page
 * that is not published renders nothing rather than a dead link.
 */
export async function SiteLink({
  target,
  hrefs,
  lang,
  className,
  children,
}: {
  target: string
  hrefs: Hrefs
  lang: Language
  className?: string
  children: ReactNode
}) {
  const href = isExternalTarget(target) ? target : hrefs(target)
  if (!href) return null
  if (isExternalTarget(href)) {
    const t = await getTranslations({ locale: lang, namespace: 'shell' })
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {t('opensInNewTab')}</span>
      </a>
    )
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}
