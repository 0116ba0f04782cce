import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  requireStaff,
  TestimonialPage,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.testimonials' })
  return backOfficeMetadata(locale, t('pageTitle', { id }))
}

export default async function AdminTestimonialRoute({ params, searchParams }: Props) {
  const { locale, id } = await params
  const lang = await backOfficeLanguage(locale)
  const member = await requireStaff(lang, ['admin'])
  if (!/^\d{1,9}$/.test(id)) notFound()
  const { notice, error } = await searchParams
  return (
    <TestimonialPage
      lang={lang}
      member={member}
      id={Number(id)}
      notice={typeof notice === 'string' ? notice : undefined}
      error={typeof error === 'string' ? error : undefined}
    />
  )
}
