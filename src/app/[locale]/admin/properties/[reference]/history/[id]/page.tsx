import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  HistoryRowPage,
  requireStaff,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string; reference: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, reference } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.properties' })
  return backOfficeMetadata(locale, t('editTitle', { reference: reference.slice(0, 64) }))
}

export default async function AdminHistoryRowRoute({ params, searchParams }: Props) {
  const { locale, reference, id } = await params
  const lang = await backOfficeLanguage(locale)
  const member = await requireStaff(lang)
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(reference) || !/^\d{1,9}$/.test(id)) notFound()
  const { notice } = await searchParams
  return (
    <HistoryRowPage
      lang={lang}
      member={member}
      reference={reference}
      id={Number(id)}
      notice={typeof notice === 'string' ? notice : undefined}
    />
  )
}
