import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  ImportRunPage,
  requireStaff,
} from '@/features/back-office'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.imports' })
  return backOfficeMetadata(locale, t('runTitle', { id }))
}

export default async function AdminImportRunRoute({ params }: Props) {
  const { locale, id } = await params
  const lang = await backOfficeLanguage(locale)
  const member = await requireStaff(lang, ['admin'])
  if (!/^\d{1,9}$/.test(id)) notFound()
  return <ImportRunPage lang={lang} member={member} id={Number(id)} />
}
