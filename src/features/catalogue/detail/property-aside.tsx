import type { ReactNode } from 'react'
import type { Language } from '@/lib/i18n/languages'
import { AgentCard } from './agent-card'
import { PropertyShare } from './property-share'
import type { PropertyView } from './types'
import styles from './detail.module.css'

/** The side column: the contact person, the links to the request forms, share and print. */
export function PropertyAside({
  property,
  lang,
  fallbackLanguage,
  requestLinks,
  url,
  title,
}: {
  property: PropertyView
  lang: Language
  fallbackLanguage: Language
  requestLinks: ReactNode
  /** The page's absolute URL. */
  url: string
  title: string
}) {
  return (
    <aside className={styles.side}>
      {property.agent && (
        <AgentCard
          agent={property.agent}
          lang={lang}
          fallbackLanguage={fallbackLanguage}
          headingId="property-contact"
        />
      )}
      {requestLinks}
      <PropertyShare url={url} title={title} lang={lang} />
    </aside>
  )
}
