import type { getTranslations } from 'next-intl/server'
import type { ListingId } from '@/lib/keep/listing-ids'
import { CompareIcon, HeartIcon } from './icons'
import styles from './keep.module.css'

/** The `catalogue.favourites` messages, which the caller reads once for all its cards. */
export type KeepTexts = Awaited<ReturnType<typeof getTranslations<'catalogue.favourites'>>>

/**
 * The heart (and, for a property, "compare") of a card or a detail page. Hidden until keep-dom.ts
 * shows them: without JavaScript they could do nothing.
 */
export function KeepButtons({
  id,
  title,
  t,
  compare = true,
  className,
}: {
  id: ListingId
  /** The listing's title, which names the buttons for screen readers. */
  title: string
  t: KeepTexts
  /** False where comparing makes no sense (a withdrawn listing). */
  compare?: boolean
  className?: string
}) {
  return (
    <div className={`${styles.buttons} ${className ?? ''}`}>
      <button
        type="button"
        hidden
        className={styles.button}
        data-keep="favourites"
        data-keep-id={id}
        aria-pressed="false"
        aria-label={t('toggle', { title })}
      >
        <HeartIcon />
      </button>
      {compare && id.startsWith('property-') && (
        <button
          type="button"
          hidden
          className={styles.button}
          data-keep="compare"
          data-keep-id={id}
          aria-pressed="false"
          aria-label={t('compareToggle', { title })}
        >
          <CompareIcon />
          {t('compare')}
        </button>
      )}
    </div>
  )
}
