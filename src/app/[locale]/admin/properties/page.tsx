import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  PropertiesPage,
  propertyFiltersSchema,
  requireStaff,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { page } = propertyFiltersSchema.parse(await searchParams)
  const t = await getTranslations({ locale, namespace: 'backOffice.properties' })
  return backOfficeMetadata(locale, page > 1 ? t('pageTitle', { page }) : t('title'))
}

export default async function AdminPropertiesRoute({ params, searchParams }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  const member = await requireStaff(lang)
  const filters = propertyFiltersSchema.parse(await searchParams)
  return <PropertiesPage lang={lang} member={member} filters={filters} />
}
