import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  NewPagePage,
  requireStaff,
} from '@/features/back-office'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.pages' })
  return backOfficeMetadata(locale, t('newTitle'))
}

export default async function AdminNewPageRoute({ params }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang, ['admin'])
  return <NewPagePage lang={lang} member={member} />
}
