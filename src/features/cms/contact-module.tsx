import type { SiteConfig } from '@/features/config/site-config-schema'
import type { Language } from '@/features/i18n/languages'
import { ContactFormSection } from '@/features/requests/contact/contact-form-section'
import { JobApplicationFormSection } from '@/features/requests/job-application/job-application-form-section'
import { ValuationFormSection } from '@/features/requests/valuation/valuation-form-section'
import { TestimonialFormSection } from '@/features/testimonials/testimonial-form-section'
import { ContactCard } from './contact-card'

/**
 * Which form a module with relation type `contact` shows, by relation id: 8 is the home page's
 * contact form (specification §2), 10 the "contact me" call-back form, 9 the free valuation,
 * 14 the testimonial form and 16 the job application. Other ids show the agency's contact details.
 */
export const contactForms = { 8: 'site-contact', 10: 'contact-me' } as const

export function ContactModule({
  id,
  config,
  lang,
}: {
  id: number
  config: SiteConfig
  lang: Language
}) {
  const form = contactForms[id as keyof typeof contactForms]
  if (form) return <ContactFormSection form={form} lang={lang} />
  if (id === 9) return <ValuationFormSection lang={lang} />
  if (id === 14) return <TestimonialFormSection lang={lang} />
  if (id === 16) return <JobApplicationFormSection lang={lang} />
  return <ContactCard config={config} lang={lang} />
}
