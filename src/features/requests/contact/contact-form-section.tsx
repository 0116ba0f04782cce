import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { FormMessages } from '@/lib/forms/form-messages'
import { pageHref } from '@/server/routing/page-links.server'
import { ContactMeForm, SiteContactForm } from './deferred-forms'

/** The site contact form (home page module, specification §2) or the "contact me" form. */
export async function ContactFormSection({
  form,
  lang,
}: {
  form: 'site-contact' | 'contact-me'
  lang: Language
}) {
  const [privacyHref, config] = await Promise.all([
    pageHref('privacy-statement', lang),
    getSiteConfig(),
  ])
  return (
    <FormMessages namespaces={['contactForms']}>
      {form === 'site-contact' ? (
        <SiteContactForm locale={lang} privacyHref={privacyHref} />
      ) : (
        <ContactMeForm
          locale={lang}
          privacyHref={privacyHref}
          timeSlots={config.contactTimeSlots}
        />
      )}
    </FormMessages>
  )
}
