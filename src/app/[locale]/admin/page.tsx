import { redirect } from 'next/navigation'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { adminHref, backOfficeLanguage, requireStaff } from '@/features/back-office'

type Props = { params: Promise<{ locale: string }> }

/** The back office's entry: the leads inbox, or the login page without a session. */
export default async function AdminRoute({ params }: Props) {
  const lang = await backOfficeLanguage((await params).locale)
  await requireStaff(lang)
  const { defaultLanguage } = await getLanguageSettings()
  redirect(adminHref(lang, defaultLanguage, 'leads'))
}
