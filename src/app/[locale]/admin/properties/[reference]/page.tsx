import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  PropertyHistoryPage,
  requireStaff,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string; reference: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, reference } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.properties' })
  return backOfficeMetadata(locale, t('historyTitle', { reference: reference.slice(0, 64) }))
}

export default async function AdminPropertyRoute({ params, searchParams }: Props) {
  const { locale, reference } = await params
  const lang = await backOfficeLanguage(locale)
  const member = await requireStaff(lang)
  // A feed's references are letters, digits, dots, dashes and underscores (docs/feed-format.md).
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(reference)) notFound()
  const { notice } = await searchParams
  return (
    <PropertyHistoryPage
      lang={lang}
      member={member}
      reference={reference}
      notice={typeof notice === 'string' ? notice : undefined}
    />
  )
}
