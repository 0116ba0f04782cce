import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  OwnersPage,
  requireStaff,
} from '@/features/back-office'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.owners' })
  return backOfficeMetadata(locale, t('title'))
}

export default async function AdminOwnersRoute({ params }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang, ['admin'])
  return <OwnersPage lang={lang} member={member} />
}
