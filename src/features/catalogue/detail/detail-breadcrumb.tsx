import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { breadcrumbJsonLd, type Crumb } from './structured-data'
import { JsonLd } from '@/lib/html/json-ld'
import styles from '@/lib/ui/breadcrumb.module.css'

/** Home › list › this page, as links and as schema.org BreadcrumbList. */
export async function DetailBreadcrumb({
  crumbs,
  lang,
  origin,
}: {
  crumbs: Crumb[]
  lang: Language
  origin: string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'shell' })
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb} data-print="hide">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={index}>
              {crumb.href && !last ? (
                <a href={crumb.href}>{crumb.name}</a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>
              )}
            </li>
          )
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
    </nav>
  )
}
