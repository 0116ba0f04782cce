import { getTranslations } from 'next-intl/server'
import type { Language } from '@/features/i18n/languages'
import { SignedLinkPage } from '@/features/shell/signed-link-page'

/** The page of a newsletter's unsubscribe link: asks, then says "you are unsubscribed". */
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
  const t = await getTranslations({ locale: lang, namespace: 'newsletter.unsubscribePage' })
  return (
    <SignedLinkPage
      lang={lang}
      state={state}
      action={`/api/newsletter/unsubscribe/?token=${token}`}
      homeHref={homeHref}
      texts={{
        askTitle: t('title'),
        askText: t('question'),
        button: t('button'),
        doneTitle: t('doneTitle'),
        doneText: t('doneText'),
        thanks: t('thanks', { agency }),
        invalidTitle: t('invalidTitle'),
        invalidText: t('invalidText'),
        home: t('home'),
      }}
    />
  )
}
