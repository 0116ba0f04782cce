import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  InvitePage,
  requireStaff,
} from '@/features/back-office'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.owners' })
  return backOfficeMetadata(locale, t('inviteTitle'))
}

export default async function AdminInviteOwnerRoute({ params }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang, ['admin'])
  return <InvitePage lang={lang} member={member} />
}
