import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { UnsubscribePage } from '@/features/newsletter/unsubscribe-page'
import { unsubscribeAddress } from '@/features/newsletter/unsubscribe-token'
import { loadStandalonePage } from '@/features/shell/standalone-page'
import { SiteFrame } from '@/features/shell/site-frame'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'newsletter.unsubscribePage' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The newsletter's unsubscribe page: asks, then says "you are unsubscribed". */
export default async function NewsletterUnsubscribe({ params, searchParams }: Props) {
  const query = await searchParams
  const token = typeof query.token === 'string' ? query.token : ''
  const state = query.done === '1' ? 'done' : unsubscribeAddress(token) ? 'ask' : 'invalid'
  const search = state === 'done' ? '?done=1' : `?token=${encodeURIComponent(token)}`
  const page = await loadStandalonePage((await params).locale, 'newsletter/unsubscribe', search)
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
