import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { localize } from '@/lib/i18n/multilang'

/**
 * CMS texts name the agency through tokens such as {agency.name}, so legal pages follow the
 * configuration. Unknown tokens are left as they are.
 */
export function applyAgencyTokens(
  text: string,
  agency: SiteConfig['agency'],
  lang: string,
): string {
  const values: Record<string, string> = {
    name: agency.name,
    legalName: agency.legalName,
    address: `${agency.street}, ${agency.zip} ${localize(agency.city, lang)}, ${localize(agency.country, lang)}`,
    email: agency.email,
    phone: agency.phone,
    vatNumber: agency.vatNumber,
    bivNumber: agency.bivNumber,
  }
  return text.replace(/\{agency\.([a-zA-Z]+)\}/g, (token, key: string) => values[key] ?? token)
}
