import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { backOfficeLanguage, backOfficeMetadata, StaffPasswordPage } from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.password' })
  return backOfficeMetadata(locale, t('title'))
}

export default async function AdminPasswordRoute({ params, searchParams }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const { token } = await searchParams
  return <StaffPasswordPage lang={lang} token={typeof token === 'string' ? token : ''} />
}
