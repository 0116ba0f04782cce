import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  OutboxPage,
  outboxFiltersSchema,
  requireStaff,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { page } = outboxFiltersSchema.parse(await searchParams)
  const t = await getTranslations({ locale, namespace: 'backOffice.outbox' })
  return backOfficeMetadata(locale, page > 1 ? t('pageTitle', { page }) : t('heading'))
}

export default async function AdminOutboxRoute({ params, searchParams }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang, ['admin'])
  const filters = outboxFiltersSchema.parse(await searchParams)
  return <OutboxPage lang={lang} member={member} filters={filters} />
}
