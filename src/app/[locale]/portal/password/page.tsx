import type { Metadata } from 'next'
import { PasswordPage, passwordPageTitle } from '@/features/owner-portal/forms/password-page'
import { portalLanguage } from '@/features/owner-portal/portal/portal-frame'
import { portalMetadata } from '@/features/owner-portal/portal/portal-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const token = (await searchParams).token
  const lang = await portalLanguage(locale)
  return portalMetadata(
    locale,
    await passwordPageTitle(lang, typeof token === 'string' ? token : undefined),
  )
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
