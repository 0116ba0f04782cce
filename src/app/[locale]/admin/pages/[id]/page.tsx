import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  PageEditPage,
  requireStaff,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.pages' })
  return backOfficeMetadata(locale, t('pageTitle', { name: id }))
}

export default async function AdminPageRoute({ params, searchParams }: Props) {
  const { locale, id } = await params
  const lang = await backOfficeLanguage(locale)
  const member = await requireStaff(lang, ['admin'])
  if (!/^\d{1,9}$/.test(id)) notFound()
  const { notice } = await searchParams
  return (
    <PageEditPage
      lang={lang}
      member={member}
      id={Number(id)}
      notice={typeof notice === 'string' ? notice : undefined}
    />
  )
}
