import type { Metadata } from 'next'
import { portalLanguage } from '@/features/owner-portal/portal/portal-frame'
import { portalMetadata } from '@/features/owner-portal/portal/portal-metadata'
import { PropertyPage } from '@/features/owner-portal/portal/property-page'

type Props = {
  params: Promise<{ locale: string; reference: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, reference } = await params
  return portalMetadata(locale, decodeURIComponent(reference))
}

/** One of the owner's properties: counters, chart and history. */
export default async function PortalPropertyRoute({ params, searchParams }: Props) {
  const { locale, reference } = await params
  return (
    <PropertyPage
      lang={await portalLanguage(locale)}
      reference={decodeURIComponent(reference)}
      searchParams={await searchParams}
    />
  )
}
