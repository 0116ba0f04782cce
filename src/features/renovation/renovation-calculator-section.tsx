import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { FormMessages } from '@/lib/forms/form-messages'
import { pageHref } from '@/server/routing/page-links.server'
import { RenovationCalculator } from './deferred-forms'

/** The renovation-cost calculator (page renovation-calculator, module relation contact 17). */
export async function RenovationCalculatorSection({ lang }: { lang: Language }) {
  const [privacyHref, config] = await Promise.all([
    pageHref('privacy-statement', lang),
    getSiteConfig(),
  ])
  return (
    <FormMessages namespaces={['renovation', 'renovationCalculator']}>
      <RenovationCalculator
        locale={lang}
        privacyHref={privacyHref}
        timeSlots={config.contactTimeSlots}
      />
    </FormMessages>
  )
}
