import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  DashboardPage,
  requireStaff,
} from '@/features/back-office'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.dashboard' })
  return backOfficeMetadata(locale, t('title'))
}

/** The back office's entry: the dashboard, or the login page without a session. */
export default async function AdminRoute({ params }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang)
  return <DashboardPage lang={lang} member={member} />
}
