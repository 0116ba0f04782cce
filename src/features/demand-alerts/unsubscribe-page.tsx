import { getTranslations } from 'next-intl/server'
import type { Language } from '@/features/i18n/languages'
import { SignedLinkPage } from '@/features/shell/signed-link-page'

/** The page of a demand-alert e-mail's unsubscribe link: asks, then says "you are unsubscribed". */
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
  return (
    <SignedLinkPage
      lang={lang}
      state={state}
      action={`/api/demand-alerts/unsubscribe/?token=${token}`}
      homeHref={homeHref}
      texts={{
        askTitle: t('askTitle'),
        askText: t('askText'),
        button: t('button'),
        doneTitle: t('title'),
        doneText: t('text'),
        thanks: t('thanks', { agency }),
        invalidTitle: t('invalidTitle'),
        invalidText: t('invalidText'),
        home: t('home'),
      }}
    />
  )
}
