import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import styles from './team.module.css'

/** Links from the team, agent and office pages to the others and to the references. */
export async function RelatedPages({
  lang,
  links,
}: {
  lang: Language
  links: { team?: string; office?: string; references?: string }
}) {
  const t = await getTranslations({ locale: lang, namespace: 'team.related' })
  const items = (['team', 'office', 'references'] as const).flatMap((key) => {
    const href = links[key]
    return href ? [{ key, href }] : []
  })
  if (items.length === 0) return null
  return (
    <nav aria-label={t('label')} className={styles.related}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href}>{t(item.key)}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
