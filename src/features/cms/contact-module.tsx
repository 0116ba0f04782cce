import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import type { Language } from '@/lib/i18n/languages'
import { RenovationCalculatorSection } from '@/features/renovation/renovation-calculator-section'
import { ContactFormSection } from '@/features/requests/contact/contact-form-section'
import { DemandRegisterSection } from '@/features/requests/demand-register/demand-register-section'
import { JobApplicationFormSection } from '@/features/requests/job-application/job-application-form-section'
import { ValuationFormSection } from '@/features/requests/valuation/valuation-form-section'
import { TestimonialFormSection } from '@/features/testimonials/testimonial-form-section'
import { ContactCard } from './contact-card'

/**
 * Which form a module with relation type `contact` shows, by relation id: 8 is the home page's
 * contact form (specification §2), 10 the "contact me" call-back form, 9 the free valuation, 14
 * the testimonial form, 15 the demand register (its page's query may carry a list page's
 * search), 16 the job application and 17 the renovation-cost calculator. Other ids show the
 * agency's contact details.
 */
export const contactForms = { 8: 'site-contact', 10: 'contact-me' } as const

export function ContactModule({
  id,
  config,
  lang,
  query,
}: {
  id: number
  config: SiteConfig
  lang: Language
  query?: Record<string, string | string[] | undefined>
}) {
  const form = contactForms[id as keyof typeof contactForms]
  if (form) return <ContactFormSection form={form} lang={lang} />
  if (id === 9) return <ValuationFormSection lang={lang} />
  if (id === 14) return <TestimonialFormSection lang={lang} />
  if (id === 15) return <DemandRegisterSection lang={lang} query={query} />
  if (id === 16) return <JobApplicationFormSection lang={lang} />
  if (id === 17) return <RenovationCalculatorSection lang={lang} />
  return <ContactCard config={config} lang={lang} />
}
