import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  requireStaff,
  SlotsPage,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.slots' })
  return backOfficeMetadata(locale, t('heading'))
}

export default async function AdminSlotsRoute({ params, searchParams }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang)
  const { q, notice } = await searchParams
  return (
    <SlotsPage
      lang={lang}
      member={member}
      q={typeof q === 'string' ? q.slice(0, 100) : ''}
      notice={typeof notice === 'string' ? notice : undefined}
    />
  )
}
