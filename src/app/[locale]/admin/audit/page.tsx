import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  auditFiltersSchema,
  AuditPage,
  backOfficeLanguage,
  backOfficeMetadata,
  requireStaff,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { page } = auditFiltersSchema.parse(await searchParams)
  const t = await getTranslations({ locale, namespace: 'backOffice.audit' })
  return backOfficeMetadata(locale, page > 1 ? t('pageTitle', { page }) : t('title'))
}

export default async function AdminAuditRoute({ params, searchParams }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang, ['admin'])
  const filters = auditFiltersSchema.parse(await searchParams)
  return <AuditPage lang={lang} member={member} filters={filters} />
}
