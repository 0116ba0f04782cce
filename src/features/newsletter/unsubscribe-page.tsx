import { getTranslations } from 'next-intl/server'
import type { Language } from '@/features/i18n/languages'
import { StandalonePage } from '@/features/shell/standalone-page'

/**
 * The page of a newsletter's unsubscribe link. Opening it changes nothing (mail scanners follow
 * links); its button posts to the one-click endpoint, which sends the visitor back here with
 * "you are unsubscribed" (specification §8). It never shows or tells which address it is about.
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
  token: string
  agency: string
  homeHref: string
}) {
  const t = await getTranslations({ locale: lang, namespace: 'newsletter.unsubscribePage' })
  const home = (
    <p>
      <a href={homeHref}>{t('home')}</a>
    </p>
  )
  if (state === 'done') {
    return (
      <StandalonePage title={t('doneTitle')}>
        <p role="status">{t('doneText')}</p>
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
    <StandalonePage title={t('title')}>
      <p>{t('question')}</p>
      <form method="post" action={`/api/newsletter/unsubscribe/?token=${token}`}>
        <input type="hidden" name="lang" value={lang} />
        <button type="submit">{t('button')}</button>
      </form>
    </StandalonePage>
  )
}
