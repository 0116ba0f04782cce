import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { rootTypes } from '@/features/catalogue/server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { FormMessages } from '@/lib/forms/form-messages'
import { pageHref } from '@/server/routing/page-links.server'
import { templatePageUrls } from '@/server/routing/team-links.server'
import { countryName } from './country-name'
import { ValuationForm } from './deferred-forms'
import { valuationCountries } from './valuation-schemas'

/**
 * The free-valuation form (page contact-demand, module relation contact 9), after a sentence
 * that links to what the agency sold and let when that page is published.
 */
export async function ValuationFormSection({ lang }: { lang: Language }) {
  const [privacyHref, types, config, referencesUrls, t] = await Promise.all([
    pageHref('privacy-statement', lang),
    rootTypes(),
    getSiteConfig(),
    templatePageUrls('references'),
    getTranslations({ locale: lang, namespace: 'references' }),
  ])
  const referencesHref = referencesUrls[lang]
  return (
    <FormMessages namespaces={['valuationForm']}>
      {referencesHref && (
        <p>
          {t.rich('valuationLink', { link: (chunks) => <a href={referencesHref}>{chunks}</a> })}
        </p>
      )}
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
