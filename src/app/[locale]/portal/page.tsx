import type { Metadata } from 'next'
import { OverviewPage } from '@/features/owner-portal/portal/overview-page'
import { portalLanguage } from '@/features/owner-portal/portal/portal-frame'
import { portalMetadata } from '@/features/owner-portal/portal/portal-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale)
}

/** The owner portal's start: the owner's properties (specification §2). */
export default async function PortalRoute({ params }: Props) {
  return <OverviewPage lang={await portalLanguage((await params).locale)} />
}
