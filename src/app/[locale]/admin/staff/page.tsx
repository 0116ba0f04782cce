import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  requireStaff,
  StaffPage,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.staff' })
  return backOfficeMetadata(locale, t('title'))
}

export default async function AdminStaffRoute({ params, searchParams }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang, ['admin'])
  const { notice } = await searchParams
  return (
    <StaffPage
      lang={lang}
      member={member}
      notice={typeof notice === 'string' ? notice : undefined}
    />
  )
}
