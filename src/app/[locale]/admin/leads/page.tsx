import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  leadFiltersSchema,
  LeadsPage,
  requireStaff,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { page } = leadFiltersSchema.parse(await searchParams)
  const t = await getTranslations({ locale, namespace: 'backOffice.leads' })
  return backOfficeMetadata(locale, page > 1 ? t('pageTitle', { page }) : t('title'))
}

export default async function AdminLeadsRoute({ params, searchParams }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang)
  const filters = leadFiltersSchema.parse(await searchParams)
  return <LeadsPage lang={lang} member={member} filters={filters} />
}
