import type { Language } from '@/lib/i18n/languages'
import { FormMessages } from '@/lib/forms/form-messages'
import { pageHref } from '@/server/routing/page-links.server'
import { JobApplicationForm } from './deferred-forms'

/** The job application form (page jobs, module relation contact 16). */
export async function JobApplicationFormSection({ lang }: { lang: Language }) {
  return (
    <FormMessages namespaces={['jobApplication', 'upload']}>
      <JobApplicationForm locale={lang} privacyHref={await pageHref('privacy-statement', lang)} />
    </FormMessages>
  )
}
