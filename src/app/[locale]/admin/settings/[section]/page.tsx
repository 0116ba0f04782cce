import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  isSettingsSection,
  requireStaff,
  SettingsSectionPage,
} from '@/features/back-office'

type Props = { params: Promise<{ locale: string; section: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, section } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.settings' })
  return backOfficeMetadata(
    locale,
    isSettingsSection(section)
      ? t('pageTitle', { section: t(`sections.${section}`) })
      : t('heading'),
  )
}

export default async function AdminSettingsSectionRoute({ params }: Props) {
  const { locale, section } = await params
  const lang = await backOfficeLanguage(locale)
  const member = await requireStaff(lang, ['admin'])
  if (!isSettingsSection(section)) notFound()
  return <SettingsSectionPage lang={lang} member={member} section={section} />
}
