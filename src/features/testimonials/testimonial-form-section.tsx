import type { Language } from '@/lib/i18n/languages'
import { FormMessages } from '@/lib/forms/form-messages'
import { pageHref } from '@/server/routing/page-links.server'
import { TestimonialForm } from './deferred-forms'

/** The testimonial form (testimonials page, module relation contact 14). */
export async function TestimonialFormSection({ lang }: { lang: Language }) {
  return (
    <FormMessages namespaces={['testimonialForm']}>
      <TestimonialForm locale={lang} privacyHref={await pageHref('privacy-statement', lang)} />
    </FormMessages>
  )
}
