import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  InviteStaffPage,
  requireStaff,
} from '@/features/back-office'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.staff' })
  return backOfficeMetadata(locale, t('inviteTitle'))
}

export default async function AdminInviteStaffRoute({ params }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang, ['admin'])
  return <InviteStaffPage lang={lang} member={member} />
}
