import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  requireStaff,
  SettingsPage,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.settings' })
  return backOfficeMetadata(locale, t('heading'))
}

export default async function AdminSettingsRoute({ params, searchParams }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang, ['admin'])
  const { notice } = await searchParams
  return (
    <SettingsPage
      lang={lang}
      member={member}
      notice={typeof notice === 'string' ? notice : undefined}
    />
  )
}
