import type { Metadata } from 'next'
import { PasswordPage } from '@/features/owner-portal/forms/password-page'
import { portalLanguage } from '@/features/owner-portal/portal/portal-frame'
import { portalMetadata } from '@/features/owner-portal/portal/portal-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata((await params).locale)
}

/** Forgotten password, and the page of reset and invitation links (`?token=`). */
export default async function PortalPasswordRoute({ params, searchParams }: Props) {
  const token = (await searchParams).token
  return (
    <PasswordPage
      lang={await portalLanguage((await params).locale)}
      token={typeof token === 'string' ? token : undefined}
    />
  )
}
