import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { UnsubscribePage } from '@/features/demand-alerts/unsubscribe-page'
import { unsubscribeDigest } from '@/features/demand-alerts/unsubscribe'
import { loadStandalonePage } from '@/features/shell/standalone-page'
import { SiteFrame } from '@/features/shell/site-frame'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'demandAlerts.unsubscribed' })
  return { title: t('askTitle'), robots: { index: false, follow: false } }
}

/** The demand alerts' unsubscribe page: asks, then says "you are unsubscribed". */
export default async function DemandAlertsUnsubscribe({ params, searchParams }: Props) {
  const query = await searchParams
  const token = typeof query.token === 'string' ? query.token : ''
  const state =
    query.done === '1'
      ? 'done'
      : query.link !== 'invalid' && unsubscribeDigest(token)
        ? 'ask'
        : 'invalid'
  const search =
    state === 'ask' ? `?token=${encodeURIComponent(token)}` : query.done === '1' ? '?done=1' : ''
  const page = await loadStandalonePage((await params).locale, 'demand-alerts/unsubscribe', search)
  if (!page) notFound()
  setRequestLocale(page.lang)
  return (
    <SiteFrame shell={page.shell}>
      <UnsubscribePage
        lang={page.lang}
        state={state}
        token={encodeURIComponent(token)}
        agency={page.shell.config.agency.name}
        homeHref={page.shell.hrefs('home') ?? '/'}
      />
    </SiteFrame>
  )
}
