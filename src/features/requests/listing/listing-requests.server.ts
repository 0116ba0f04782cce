import 'server-only'
import { formatDate } from '@/features/catalogue/detail/format-value'
import { unitStatus } from '@/features/catalogue/detail/project-units'
import { formatAmount } from '@/lib/format/price-format'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { translatorFor } from '@/lib/i18n/server-translator'
import type { FormState } from '@/lib/forms/form-state'
import { enqueueMail } from '@/server/mail/outbox'
import { type RequestSpec, kitPerson } from '@/server/requests/process-request.server'
import * as rateLimit from '@/server/rate-limit'
import {
  agencyOf,
  personLines,
  queueRequestMails,
  optionalLine,
} from '@/server/requests/request-mail.server'
import { documentsFor } from './listing-documents'
import { queueProjectMails, queuePropertyMails } from './listing-request-mail.server'
import { friendMail, pageLink, propertyLines, rentalConditions } from './listing-mail.server'
import {
  constructionContactSchema,
  documentsSchema,
  infoVisitSchema,
  rentalApplicationSchema,
  sendToFriendSchema,
} from './listing-request-schemas'
import {
  listingUnavailable,
  loadProjectTarget,
  loadPropertyTarget,
  propertyPageUrl,
} from './listing-target.server'

/**
 * How often one address may receive a property from a visitor per day. The sender's address is
 * whatever was typed, so the per-address limit of the form kit does not protect the recipient.
 */
export const friendMailsPerDay = 3

/** A choice the schema accepts but this listing does not offer (a document, a unit, a slot). */
const notOffered = (field: string): FormState => ({
  status: 'invalid',
  errors: { [field]: 'choice' },
  values: {},
})

function infoVisitRequest(
  kind: 'info-request' | 'visit-request',
): RequestSpec<typeof infoVisitSchema> {
  return {
    kind,
    schema: infoVisitSchema,
    arrayFields: ['days', 'moments'],
    person: kitPerson,
    about: ({ propertyId }) => ({ propertyId }),
    data: ({ request, days, moments, remark }) =>
      request === 'visit' ? { request, days, moments, remark } : { request, remark },
    async store(input, { tx, requestId, locale }) {
      const property = await loadPropertyTarget(tx, input.propertyId)
      // A sold or rented property can still be asked about, never visited.
      if (!property || (input.request === 'visit' && property.closed)) return listingUnavailable
      const config = await getSiteConfig()
      if (input.moments.some((moment) => !config.contactTimeSlots.includes(moment))) {
        return notOffered('moments')
      }
      const visit = input.request === 'visit'
      await queuePropertyMails(tx, property, {
        kind,
        requestId,
        locale,
        person: input,
        config,
        lines: (t) => [
          {
            label: t('listingForms.contact.request'),
            value: t(`listingForms.contact.requests.${input.request}`),
          },
          ...optionalLine(
            t('listingForms.contact.days'),
            visit ? input.days.map((day) => t(`listingForms.weekdays.${day}`)).join(', ') : '',
          ),
          ...optionalLine(
            t('listingForms.contact.moments'),
            visit ? input.moments.map((slot) => slot.replace('-', '–')).join(', ') : '',
          ),
          ...optionalLine(t('forms.fields.remark'), input.remark),
        ],
      })
    },
  }
}

export const infoRequest = infoVisitRequest('info-request')
export const visitRequest = infoVisitRequest('visit-request')

export const documentsRequest: RequestSpec<typeof documentsSchema> = {
  kind: 'documents',
  schema: documentsSchema,
  arrayFields: ['documents'],
  person: kitPerson,
  about: ({ propertyId }) => ({ propertyId }),
  data: ({ documents, remark }) => ({ documents, remark }),
  async store(input, { tx, requestId, locale }) {
    const property = await loadPropertyTarget(tx, input.propertyId)
    if (!property || property.closed) return listingUnavailable
    const offered = documentsFor(property)
    if (input.documents.some((document) => !offered.includes(document))) {
      return notOffered('documents')
    }
    const config = await getSiteConfig()
    await queuePropertyMails(tx, property, {
      kind: 'documents',
      requestId,
      locale,
      person: input,
      config,
      lines: (t) => [
        {
          label: t('listingForms.documents.which'),
          value: input.documents
            .map((document) => t(`listingForms.documents.kinds.${document}`))
            .join(', '),
        },
        ...optionalLine(t('forms.fields.remark'), input.remark),
      ],
    })
  },
}

export const sendToFriendRequest: RequestSpec<typeof sendToFriendSchema> = {
  kind: 'send-to-friend',
  schema: sendToFriendSchema,
  person: ({ firstName, lastName, email }) => ({ firstName, lastName, email }),
  about: ({ propertyId }) => ({ propertyId }),
  data: ({ friend, message }) => ({ friend, message }),
  async store(input, { tx, requestId, locale }) {
    const property = await loadPropertyTarget(tx, input.propertyId)
    if (!property) return listingUnavailable
    // Counted in the transaction: only a property actually sent uses up the recipient's quota.
    const allowed = await rateLimit.consume(tx, [
      {
        key: `send-to-friend:to:${input.friend.email}`,
        max: friendMailsPerDay,
        windowSeconds: 86_400,
      },
    ])
    if (!allowed) return { status: 'refused', errors: {}, formError: 'rateLimited', values: {} }
    const config = await getSiteConfig()
    const agency = agencyOf(config)
    const url = await propertyPageUrl(property, locale)
    const mail = await friendMail({
      property,
      url,
      lang: locale,
      fallback: config.defaultLanguage,
      sender: input,
      friend: input.friend,
      message: input.message,
      agency,
    })
    await enqueueMail(tx, {
      idempotencyKey: `send-to-friend:${requestId}:friend`,
      kind: 'send-to-friend-recipient',
      to: input.friend.email,
      // Answers go to the agency: the sender's address is unverified.
      replyTo: agency.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      language: locale,
    })
    await queueRequestMails(tx, {
      kind: 'send-to-friend',
      requestId,
      locale,
      person: input,
      agency,
      confirm: false,
      link: pageLink(url, 'property'),
      async summary(lang) {
        const t = await translatorFor(lang)
        return [
          ...(await propertyLines(property, lang, config.defaultLanguage)),
          ...personLines(t, input),
          { label: t('listingForms.friend.friendFirstName'), value: input.friend.firstName },
          { label: t('listingForms.friend.friendLastName'), value: input.friend.lastName },
          { label: t('listingForms.friend.friendEmail'), value: input.friend.email },
          ...optionalLine(t('listingForms.friend.message'), input.message),
        ]
      },
    })
  },
}

const euros = (amount: number | undefined) =>
  amount === undefined ? undefined : formatAmount(amount)

export const rentalApplicationRequest: RequestSpec<typeof rentalApplicationSchema> = {
  kind: 'rental-application',
  schema: rentalApplicationSchema,
  person: kitPerson,
  about: ({ propertyId }) => ({ propertyId }),
  data: (input) => ({
    adults: input.adults,
    childrenAges: input.childrenAges,
    pets: input.pets,
    petsWhich: input.pets === 'yes' ? input.petsWhich : undefined,
    movingDate: input.movingDate,
    movingReason: input.movingReason,
    income1: input.income1,
    income2: input.income2,
    remark: input.remark,
    confirm: input.confirm,
  }),
  async store(input, { tx, requestId, locale }) {
    const property = await loadPropertyTarget(tx, input.propertyId)
    if (!property || property.goal === 0 || property.closed) return listingUnavailable
    const config = await getSiteConfig()
    await queuePropertyMails(tx, property, {
      kind: 'rental-application',
      requestId,
      locale,
      person: input,
      config,
      lines: async (t, lang) => [
        { label: t('listingForms.rental.adults'), value: String(input.adults) },
        {
          label: t('listingForms.rental.childrenAges'),
          value: t('listingMail.children', {
            count: input.childrenAges.length,
            ages: input.childrenAges.join(', '),
          }),
        },
        {
          label: t('listingForms.rental.pets'),
          value:
            input.pets === 'yes'
              ? `${t('listingForms.yes')} (${input.petsWhich ?? ''})`
              : t('listingForms.no'),
        },
        { label: t('listingForms.rental.movingDate'), value: formatDate(input.movingDate, lang) },
        ...optionalLine(t('listingForms.rental.movingReason'), input.movingReason),
        { label: t('listingForms.rental.income1'), value: formatAmount(input.income1) },
        ...optionalLine(t('listingForms.rental.income2'), euros(input.income2)),
        ...optionalLine(t('forms.fields.remark'), input.remark),
        {
          label: t('listingMail.conditionsConfirmed'),
          value: (await rentalConditions(property.details, lang)).join(' '),
        },
      ],
    })
  },
}

export const constructionContactRequest: RequestSpec<typeof constructionContactSchema> = {
  kind: 'construction-contact',
  schema: constructionContactSchema,
  person: kitPerson,
  about: ({ projectId }) => ({ projectId }),
  data: ({ unitId, remark }) => ({ unitId, remark }),
  async store(input, { tx, requestId, locale }) {
    const project = await loadProjectTarget(tx, input.projectId)
    if (!project) return listingUnavailable
    const unit =
      input.unitId === undefined ? undefined : project.units.find((u) => u.id === input.unitId)
    if (input.unitId !== undefined && (!unit || unitStatus(unit.status) === 'sold')) {
      return notOffered('unitId')
    }
    const config = await getSiteConfig()
    await queueProjectMails(tx, project, {
      kind: 'construction-contact',
      requestId,
      locale,
      person: input,
      config,
      lines: (t) => [
        ...optionalLine(t('listingMail.unit'), unit?.name),
        ...optionalLine(t('forms.fields.remark'), input.remark),
      ],
    })
  },
}
