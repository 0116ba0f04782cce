import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import styles from './keep.module.css'

/**
 * The listings this browser opened last, filled in by keep-dom.ts from localStorage; hidden while
 * there is none (and always without JavaScript).
 */
export async function RecentlyViewed({ lang }: { lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.recent' })
  return (
    <section hidden data-recent className={styles.recent} aria-labelledby="recently-viewed">
      <h2 id="recently-viewed">{t('title')}</h2>
      <ul data-recent-items />
      <button type="button" data-recent-clear className={styles.clear}>
        {t('clear')}
      </button>
    </section>
  )
}

/** Marks a detail page, which keep-dom.ts records as visited. */
export function RecentVisit({ id, title, href }: { id: string; title: string; href: string }) {
  return <span hidden data-keep-visit data-keep-id={id} data-title={title} data-href={href} />
}
