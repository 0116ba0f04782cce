import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import {
  backOfficeLanguage,
  backOfficeMetadata,
  ListingSlotsPage,
  listingKeySchema,
  requireStaff,
} from '@/features/back-office'

type Props = {
  params: Promise<{ locale: string; kind: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const t = await getTranslations({ locale, namespace: 'backOffice.slots' })
  return backOfficeMetadata(locale, t('pageTitle', { reference: `#${id}` }))
}

export default async function AdminListingSlotsRoute({ params, searchParams }: Props) {
  const { locale, kind, id } = await params
  const lang = await backOfficeLanguage(locale)
  const member = await requireStaff(lang)
  const listing = listingKeySchema.safeParse({ kind, id })
  if (!listing.success || !/^\d{1,9}$/.test(id)) notFound()
  const { notice, count } = await searchParams
  return (
    <ListingSlotsPage
      lang={lang}
      member={member}
      listing={listing.data}
      notice={typeof notice === 'string' ? notice : undefined}
      count={typeof count === 'string' && /^\d{1,3}$/.test(count) ? Number(count) : undefined}
    />
  )
}
