import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  PagesPage,
  requireStaff,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.pages' })
  return backOfficeMetadata(locale, t('heading'))
}

export default async function AdminPagesRoute({ params, searchParams }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang, ['admin'])
  const { notice } = await searchParams
  return (
    <PagesPage
      lang={lang}
      member={member}
      notice={typeof notice === 'string' ? notice : undefined}
    />
  )
}
