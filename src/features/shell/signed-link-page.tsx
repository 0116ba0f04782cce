import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SiteFrame } from './site-frame'
import { loadStandalonePage, StandalonePage } from './standalone-page'

/** The message namespaces of signed-link pages: each has the same keys (askTitle, doneText…). */
type Namespace = 'newsletter.unsubscribePage' | 'demandAlerts.unsubscribed'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * The route of an e-mail's signed link (an unsubscribe link): `generateMetadata` and the page.
 * Opening it changes nothing, since mail scanners follow links; its button posts the token to
 * `action`, which acts and sends the visitor back with `?done=1` ("you are unsubscribed",
 * specification §8) or `?link=invalid`. The page never shows which address it is about, and a
 * language switch keeps the token.
 */
export function signedLinkRoute({
  namespace,
  path,
  action,
  verify,
}: {
  namespace: Namespace
  /** The page's key in the path catalogue. */
  path: string
  action: string
  /** Whether the token is one this site signed for this kind of link. */
  verify: (token: string) => boolean
}) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    const t = await getTranslations({ locale, namespace })
    return { title: t('askTitle'), robots: { index: false, follow: false } }
  }

  async function Page({ params, searchParams }: Props) {
    const query = await searchParams
    const token = typeof query.token === 'string' ? query.token : ''
    const state =
      query.done === '1' ? 'done' : query.link !== 'invalid' && verify(token) ? 'ask' : 'invalid'
    const search =
      state === 'ask' ? `?token=${encodeURIComponent(token)}` : state === 'done' ? '?done=1' : ''
    const page = await loadStandalonePage((await params).locale, path, search)
    if (!page) notFound()
    setRequestLocale(page.lang)
    const t = await getTranslations({ locale: page.lang, namespace })
    const home = (
      <p>
        <a href={page.shell.hrefs('home') ?? '/'}>{t('home')}</a>
      </p>
    )
    return (
      <SiteFrame shell={page.shell}>
        {state === 'done' ? (
          <StandalonePage title={t('doneTitle')}>
            <p role="status">{t('doneText')}</p>
            <p>{t('thanks', { agency: page.shell.config.agency.name })}</p>
            {home}
          </StandalonePage>
        ) : state === 'invalid' ? (
          <StandalonePage title={t('invalidTitle')}>
            <p>{t('invalidText')}</p>
            {home}
          </StandalonePage>
        ) : (
          <StandalonePage title={t('askTitle')}>
            <p>{t('askText')}</p>
            <form method="post" action={`${action}?token=${encodeURIComponent(token)}`}>
              <input type="hidden" name="lang" value={page.lang} />
              <button type="submit">{t('button')}</button>
            </form>
          </StandalonePage>
        )}
      </SiteFrame>
    )
  }

  return { generateMetadata, Page }
}
