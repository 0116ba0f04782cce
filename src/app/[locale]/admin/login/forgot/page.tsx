import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { backOfficeLanguage, backOfficeMetadata, StaffForgotPage } from '@/features/back-office'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.forgot' })
  return backOfficeMetadata(locale, t('title'))
}

export default async function AdminForgotRoute({ params }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  return <StaffForgotPage lang={lang} />
}
