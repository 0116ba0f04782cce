import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { rootTypes } from '@/features/catalogue/server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { FormMessages } from '@/lib/forms/form-messages'
import { pageHref } from '@/server/routing/page-links.server'
import { countryName } from './country-name'
import { ValuationForm } from './deferred-forms'
import { valuationCountries } from './valuation-schemas'

/** The free-valuation form (page contact-demand, module relation contact 9). */
export async function ValuationFormSection({ lang }: { lang: Language }) {
  const [privacyHref, types, config] = await Promise.all([
    pageHref('privacy-statement', lang),
    rootTypes(),
    getSiteConfig(),
  ])
  return (
    <FormMessages namespaces={['valuationForm']}>
      <ValuationForm
        locale={lang}
        privacyHref={privacyHref}
        propertyTypes={types.map((type) => ({
          value: String(type.id),
          label: localize(type.name, lang, config.defaultLanguage),
        }))}
        countries={valuationCountries.map((code) => ({
          value: code,
          label: countryName(code, lang),
        }))}
      />
    </FormMessages>
  )
}
