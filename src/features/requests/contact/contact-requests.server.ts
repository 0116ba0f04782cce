import 'server-only'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { subscribeToNewsletter } from '@/features/newsletter/server'
import { translatorFor } from '@/lib/i18n/server-translator'
import type { FormState } from '@/lib/forms/form-state'
import { type RequestSpec, kitPerson } from '@/server/requests/process-request.server'
import {
  agencyOf,
  personLines,
  queueRequestMails,
  newsletterLine,
  optionalLine,
} from '@/server/requests/request-mail.server'
import { contactMeSchema, siteContactSchema } from './contact-schemas'

export const siteContactRequest: RequestSpec<typeof siteContactSchema> = {
  kind: 'site-contact',
  schema: siteContactSchema,
  person: kitPerson,
  data: ({ goal, remark, newsletter }) => ({ goal, remark, newsletter }),
  async store(input, { tx, requestId, locale }) {
    if (input.newsletter) await subscribeToNewsletter(tx, input.email, locale)
    await queueRequestMails(tx, {
      kind: 'site-contact',
      requestId,
      locale,
      person: input,
      agency: agencyOf(await getSiteConfig()),
      async summary(lang) {
        const t = await translatorFor(lang)
        return [
          ...personLines(t, input),
          { label: t('forms.fields.goal'), value: t(`forms.goals.${input.goal}`) },
          ...optionalLine(t('forms.fields.remark'), input.remark),
          newsletterLine(t, input.newsletter),
        ]
      },
    })
  },
}

export const contactMeRequest: RequestSpec<typeof contactMeSchema> = {
  kind: 'contact-me',
  schema: contactMeSchema,
  person: kitPerson,
  data: ({ contactPreference, timeSlot, remark }) => ({ contactPreference, timeSlot, remark }),
  async store(input, { tx, requestId, locale }): Promise<FormState | void> {
    const config = await getSiteConfig()
    if (input.timeSlot && !config.contactTimeSlots.includes(input.timeSlot)) {
      return { status: 'invalid', errors: { timeSlot: 'choice' }, values: {} }
    }
    await queueRequestMails(tx, {
      kind: 'contact-me',
      requestId,
      locale,
      person: input,
      agency: agencyOf(config),
      async summary(lang) {
        const t = await translatorFor(lang)
        return [
          ...personLines(t, input),
          {
            label: t('contactForms.contactPreference'),
            value: t(`contactForms.preferences.${input.contactPreference}`),
          },
          ...(input.timeSlot
            ? [{ label: t('contactForms.timeSlot'), value: input.timeSlot.replace('-', '–') }]
            : []),
          ...optionalLine(t('forms.fields.remark'), input.remark),
        ]
      },
    })
  },
}
