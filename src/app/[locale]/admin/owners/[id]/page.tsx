import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  OwnerPage,
  requireStaff,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.owners' })
  return backOfficeMetadata(locale, `${t('title')} ${id}`)
}

export default async function AdminOwnerRoute({ params, searchParams }: Props) {
  const { locale, id } = await params
  const lang = await backOfficeLanguage(locale)
  const member = await requireStaff(lang, ['admin'])
  if (!/^\d{1,9}$/.test(id)) notFound()
  const { notice, reference } = await searchParams
  return (
    <OwnerPage
      lang={lang}
      member={member}
      id={Number(id)}
      notice={typeof notice === 'string' ? notice : undefined}
      reference={typeof reference === 'string' ? reference.slice(0, 40) : undefined}
    />
  )
}
