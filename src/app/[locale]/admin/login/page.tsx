import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { backOfficeLanguage, backOfficeMetadata, StaffLoginPage } from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.login' })
  return backOfficeMetadata(locale, t('title'))
}

export default async function AdminLoginRoute({ params, searchParams }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const { notice } = await searchParams
  return <StaffLoginPage lang={lang} notice={typeof notice === 'string' ? notice : undefined} />
}
