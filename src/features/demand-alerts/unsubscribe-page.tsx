import { getTranslations } from 'next-intl/server'
import type { Language } from '@/features/i18n/languages'
import { StandalonePage } from '@/features/shell/standalone-page'

/**
 * The page of a demand-alert e-mail's unsubscribe link. Opening it changes nothing (mail scanners
 * follow links); its button posts to the one-click endpoint, which sends the visitor back here
 * with "you are unsubscribed" (specification §8). It never shows which address it is about.
 */
export async function UnsubscribePage({
  lang,
  state,
  token,
  agency,
  homeHref,
}: {
  lang: Language
  state: 'ask' | 'done' | 'invalid'
  /** Already encoded for the URL. */
  token: string
  agency: string
  homeHref: string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'demandAlerts.unsubscribed' })
  const home = (
    <p>
      <a href={homeHref}>{t('home')}</a>
    </p>
  )
  if (state === 'done') {
    return (
      <StandalonePage title={t('title')}>
        <p role="status">{t('text')}</p>
        <p>{t('thanks', { agency })}</p>
        {home}
      </StandalonePage>
    )
  }
  if (state === 'invalid') {
    return (
      <StandalonePage title={t('invalidTitle')}>
        <p>{t('invalidText')}</p>
        {home}
      </StandalonePage>
    )
  }
  return (
    <StandalonePage title={t('askTitle')}>
      <p>{t('askText')}</p>
      <form method="post" action={`/api/demand-alerts/unsubscribe/?token=${token}`}>
        <input type="hidden" name="lang" value={lang} />
        <button type="submit">{t('button')}</button>
      </form>
    </StandalonePage>
  )
}
