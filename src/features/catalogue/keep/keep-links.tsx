import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { CompareIcon, HeartIcon } from './icons'
import { KeepScript } from './keep-script'
import styles from './keep.module.css'

/**
 * The header's links to the favourites (with their count) and to the comparison, the live region
 * that says when the comparison is full, and the code that drives them all. The links appear once
 * keep-dom.ts has read the browser's lists.
 */
export async function KeepLinks({
  lang,
  favouritesHref,
  compareHref,
}: {
  lang: Language
  /** The pages, when they are published. */
  favouritesHref: string | undefined
  compareHref: string | undefined
}) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.favourites' })
  return (
    <>
      {compareHref && (
        <a
          hidden
          href={compareHref}
          data-href={compareHref}
          data-keep-link="compare"
          className={styles.link}
        >
          <CompareIcon />
          <span className={styles.linkText}>{t('compareLink')}</span>
          <span data-keep-number>0</span>
        </a>
      )}
      {favouritesHref && (
        <a
          hidden
          href={favouritesHref}
          data-href={favouritesHref}
          data-keep-link="favourites"
          className={styles.link}
        >
          <HeartIcon />
          <span className={styles.linkText}>{t('link')}</span>
          <span data-keep-number>0</span>
        </a>
      )}
      {/* A live region without the status role: the page's own status messages (a form's result)
          stay the page's only status. */}
      <p
        aria-live="polite"
        aria-atomic="true"
        className="visually-hidden"
        data-keep-status
        data-full={t('compareFull')}
      />
      <KeepScript />
    </>
  )
}
