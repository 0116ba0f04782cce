import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { noteUncacheablePage } from '@/server/page-cache/render-notes'
import { db } from '@/server/db/client'
import { formatSlotWhen } from './slot-format'
import { visitForCancelLink } from './visit-cancel.server'
import styles from './visit-cancel.module.css'

/**
 * What the "cancel my visit" link of a booking's confirmation opens: the visit and one button
 * that cancels it with POST (a GET changes nothing: mail scanners follow links). Afterwards, and
 * for a visit already cancelled or started, a sentence says so.
 */
export async function VisitCancellation({
  lang,
  token,
  done,
  agency,
}: {
  lang: Language
  token: string
  /** The page shown after this link's own POST cancelled the visit. */
  done: boolean
  agency: { name: string; email: string }
}) {
  // The page depends on its token: no cached copy may serve another visitor's visit.
  noteUncacheablePage()
  const t = await getTranslations({ locale: lang, namespace: 'visitCancel' })
  const visit = await visitForCancelLink(db(), token)
  if (!visit) {
    return (
      <p className={styles.message} role="alert">
        {t('invalid', { agency: agency.name, email: agency.email })}
      </p>
    )
  }
  return (
    <section aria-labelledby="visit-cancel-heading">
      <h2 id="visit-cancel-heading">{t('heading')}</h2>
      <dl className={styles.details}>
        <dt>{t('listing')}</dt>
        <dd>
          {visit.reference}, {visit.city}
        </dd>
        <dt>{t('when')}</dt>
        <dd>{formatSlotWhen(visit.startsAt, visit.endsAt, lang)}</dd>
        {visit.name && (
          <>
            <dt>{t('name')}</dt>
            <dd>{visit.name}</dd>
          </>
        )}
      </dl>
      {visit.state === 'confirmed' && (
        <form method="post" action={`/api/visits/cancel/?token=${encodeURIComponent(token)}`}>
          <input type="hidden" name="lang" value={lang} />
          <p>{t('intro')}</p>
          <button type="submit">{t('button')}</button>
        </form>
      )}
      {visit.state === 'cancelled' && (
        <p className={styles.message} role="status">
          {t(done ? 'cancelled' : 'alreadyCancelled')}
        </p>
      )}
      {visit.state === 'past' && (
        <p className={styles.message} role="status">
          {t('past', { agency: agency.name, email: agency.email })}
        </p>
      )}
    </section>
  )
}
