import type { ReactNode } from 'react'
import type { Language } from '@/lib/i18n/languages'
import type { PageModule } from '@/lib/content/page-schema'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import type { Hrefs } from '@/lib/routing/hrefs'
import { FeaturedProperties } from '@/features/catalogue/featured-properties'
import { ContactCard } from '@/features/cms/contact-card'
import { MarketingClaimsList } from '@/features/cms/marketing-claims'
import type { RenderRelation } from '@/features/cms/page-modules'
import { RenovationCalculatorSection } from '@/features/renovation/renovation-calculator-section'
import { ContactFormSection } from '@/features/requests/contact/contact-form-section'
import { DemandRegisterSection } from '@/features/requests/demand-register/demand-register-section'
import { JobApplicationFormSection } from '@/features/requests/job-application/job-application-form-section'
import { ValuationFormSection } from '@/features/requests/valuation/valuation-form-section'
import { TestimonialFormSection } from '@/features/testimonials/testimonial-form-section'
import { TestimonialList } from '@/features/testimonials/testimonial-list'

/** What a module's relation may show on this page. */
type ModuleContext = {
  lang: Language
  config: SiteConfig
  hrefs: Hrefs
  /** The page's query, for a form that a link fills in (the demand register). */
  query: Record<string, string | string[] | undefined>
}

/**
 * The forms a module with relation type `contact` shows, by the relation id its page stores
 * (specification §2; pages.json keeps the numbers). Any other id shows the agency's contact
 * details.
 */
export const contactFormIds = {
  siteContact: 8,
  valuation: 9,
  contactMe: 10,
  testimonial: 14,
  demandRegister: 15,
  jobApplication: 16,
  renovation: 17,
} as const

type ContactForm = keyof typeof contactFormIds

const contactForms: Record<ContactForm, (context: ModuleContext) => ReactNode> = {
  siteContact: ({ lang }) => <ContactFormSection form="site-contact" lang={lang} />,
  valuation: ({ lang }) => <ValuationFormSection lang={lang} />,
  contactMe: ({ lang }) => <ContactFormSection form="contact-me" lang={lang} />,
  testimonial: ({ lang }) => <TestimonialFormSection lang={lang} />,
  // A list page's "e-mail alert for this search" link fills it in through the query.
  demandRegister: ({ lang, query }) => <DemandRegisterSection lang={lang} query={query} />,
  jobApplication: ({ lang }) => <JobApplicationFormSection lang={lang} />,
  renovation: ({ lang }) => <RenovationCalculatorSection lang={lang} />,
}

const formById = new Map(
  (Object.keys(contactFormIds) as ContactForm[]).map((name) => [
    contactFormIds[name] as number,
    contactForms[name],
  ]),
)

/** What each relation type of a module shows after its text and images. */
const relations: Record<
  PageModule['relation']['type'],
  (module: PageModule, context: ModuleContext) => ReactNode
> = {
  none: () => null,
  contact: (module, context) => {
    const form = formById.get(module.relation.id)
    return form ? form(context) : <ContactCard config={context.config} lang={context.lang} />
  },
  properties: (module, { lang, config, hrefs }) => (
    <FeaturedProperties
      limit={module.maxItems || 4}
      lang={lang}
      fallbackLanguage={config.defaultLanguage}
      hrefs={hrefs}
    />
  ),
  claims: (_module, { lang, config }) => (
    <MarketingClaimsList claims={config.marketingClaims} lang={lang} />
  ),
  testimonials: (module, { lang, config }) => (
    <TestimonialList
      lang={lang}
      agencyName={config.agency.name}
      limit={module.maxItems}
      // The module title's level: an h1 title is shown as h2 (the page has its own h1).
      headingLevel={module.titleSize === 'h3' ? 'h3' : 'h2'}
    />
  ),
}

/** The modules' relations of one page, for the CMS page views. */
export function relationRenderer(context: ModuleContext): RenderRelation {
  return (module) => relations[module.relation.type](module, context)
}
