import 'server-only'
import { getTranslations } from 'next-intl/server'
import { env } from '@/lib/env.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { activeCrmSettings, type CrmProvider } from '@/features/crm/server'

/** The CRM in force and its name, whose id the agent form asks; null without a CRM. */
export async function crmInForce(
  lang: Language,
): Promise<{ provider: CrmProvider; name: string } | null> {
  const [{ settings }, t] = await Promise.all([
    activeCrmSettings(db(), env()),
    getTranslations({ locale: lang, namespace: 'backOffice.connections.providers' }),
  ])
  return settings ? { provider: settings.provider, name: t(settings.provider) } : null
}
