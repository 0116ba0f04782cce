import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  ImportsPage,
  requireStaff,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.imports' })
  return backOfficeMetadata(locale, t('title'))
}

export default async function AdminImportsRoute({ params, searchParams }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang, ['admin'])
  const { error } = await searchParams
  return (
    <ImportsPage
      lang={lang}
      member={member}
      error={typeof error === 'string' ? error : undefined}
    />
  )
}
