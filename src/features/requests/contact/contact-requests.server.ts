import 'server-only'
import { type RequestSpec, kitPerson, refuse } from '@/server/requests/process-request.server'
import { personLines, newsletterLine, optionalLine } from '@/server/requests/request-mail.server'
import { contactMeSchema, siteContactSchema } from './contact-schemas'

export const siteContactRequest: RequestSpec<typeof siteContactSchema> = {
  kind: 'site-contact',
  schema: siteContactSchema,
  person: kitPerson,
  data: ({ goal, remark, newsletter }) => ({ goal, remark, newsletter }),
  newsletter: (input) => input.newsletter,
  summary: (input, t) => [
    ...personLines(t, input),
    { label: t('forms.fields.goal'), value: t(`forms.goals.${input.goal}`) },
    ...optionalLine(t('forms.fields.remark'), input.remark),
    newsletterLine(t, input.newsletter),
  ],
}

export const contactMeRequest: RequestSpec<typeof contactMeSchema> = {
  kind: 'contact-me',
  schema: contactMeSchema,
  person: kitPerson,
  data: ({ contactPreference, timeSlot, remark }) => ({ contactPreference, timeSlot, remark }),
  async store(input, { config }) {
    if (input.timeSlot && !config.contactTimeSlots.includes(input.timeSlot)) {
      return refuse({ status: 'invalid', errors: { timeSlot: 'choice' } })
    }
  },
  summary: (input, t) => [
    ...personLines(t, input),
    {
      label: t('contactForms.contactPreference'),
      value: t(`contactForms.preferences.${input.contactPreference}`),
    },
    ...(input.timeSlot
      ? [{ label: t('contactForms.timeSlot'), value: input.timeSlot.replace('-', '–') }]
      : []),
    ...optionalLine(t('forms.fields.remark'), input.remark),
  ],
}
