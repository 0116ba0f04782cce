import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ModerationPage } from '@/features/testimonials/moderation-page'
import { testimonialForModeration } from '@/features/testimonials/moderation.server'
import { loadStandalonePage } from '@/features/shell/standalone-page'
import { SiteFrame } from '@/features/shell/site-frame'
import { db } from '@/server/db/client'
import { noteUncacheablePage } from '@/server/page-cache/render-notes'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'testimonialModeration' })
  return { title: t('pageTitle'), robots: { index: false, follow: false } }
}

/** The page behind the "publish" and "reject" links of a testimonial's agency e-mail. */
export default async function TestimonialModeration({ params, searchParams }: Props) {
  // A visitor's testimonial before the agency publishes it: no cached copy, here or in a shared
  // cache.
  noteUncacheablePage()
  const token = (await searchParams).token
  const tokenText = typeof token === 'string' ? token : ''
  const page = await loadStandalonePage(
    (await params).locale,
    'testimonials/moderate',
    `?token=${encodeURIComponent(tokenText)}`,
  )
  if (!page) notFound()
  setRequestLocale(page.lang)
  const found = await testimonialForModeration(db(), tokenText)
  return (
    <SiteFrame shell={page.shell}>
      <ModerationPage
        lang={page.lang}
        token={encodeURIComponent(tokenText)}
        found={found}
        testimonialsHref={page.shell.hrefs('services/testimonial-1') ?? '/'}
      />
    </SiteFrame>
  )
}
