import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import type { CatalogueEntry } from '@/server/routing/path-catalogue.server'
import styles from '@/lib/ui/breadcrumb.module.css'

/** The entry's breadcrumb (specification §3 path catalogue), as links and as schema.org data. */
export async function Breadcrumb({
  entry,
  lang,
  hrefs,
  origin,
}: {
  entry: CatalogueEntry
  lang: Language
  hrefs: (path: string) => string | undefined
  origin: string
}) {
  if (entry.breadcrumb.length === 0) return null
  const t = await getTranslations({ locale: lang, namespace: 'shell' })
  const items = entry.breadcrumb.map((crumb, index) => ({
    name: localize(crumb.name, lang),
    href: index < entry.breadcrumb.length - 1 && crumb.path ? hrefs(crumb.path) : undefined,
  }))
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.href ? { item: new URL(item.href, origin).toString() } : {}),
    })),
  }
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            {item.href ? (
              <a href={item.href}>{item.name}</a>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        // JSON.stringify output with '<' escaped cannot close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </nav>
  )
}
