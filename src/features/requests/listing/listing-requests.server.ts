import 'server-only'
import { formatDate, isUnitSold } from '@/features/catalogue'
import { formatAmount } from '@/lib/format/price-format'
import { enqueueMail } from '@/server/mail/outbox'
import * as rateLimit from '@/server/rate-limit'
import { type RequestSpec, kitPerson, refuse } from '@/server/requests/process-request.server'
import { personLines, optionalLine } from '@/server/requests/request-mail.server'
import { documentsFor } from './listing-documents'
import {
  projectMail,
  projectRequestLines,
  propertyMail,
  propertyRequestLines,
} from './listing-request-mail.server'
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
  type ProjectTarget,
  type PropertyTarget,
} from './listing-target.server'

/**
 * How often one address may receive a property from a visitor per day. The sender's address is
 * whatever was typed, so the per-address limit of the form kit does not protect the recipient.
 */
export const friendMailsPerDay = 3

/** A choice the schema accepts but this listing does not offer (a document, a unit, a slot). */
const notOffered = (field: string) => refuse({ status: 'invalid', errors: { [field]: 'choice' } })

function infoVisitRequest(
  kind: 'info-request' | 'visit-request',
): RequestSpec<typeof infoVisitSchema, PropertyTarget> {
  return {
    kind,
    schema: infoVisitSchema,
    arrayFields: ['days', 'moments'],
    person: kitPerson,
    about: ({ propertyId }) => ({ propertyId }),
    data: ({ request, days, moments, remark }) =>
      request === 'visit' ? { request, days, moments, remark } : { request, remark },
    async store(input, { tx, config }) {
      const property = await loadPropertyTarget(tx, input.propertyId)
      // A sold or rented property can still be asked about, never visited.
      if (!property || (input.request === 'visit' && property.closed)) {
        return refuse(listingUnavailable)
      }
      if (input.moments.some((moment) => !config.contactTimeSlots.includes(moment))) {
        return notOffered('moments')
      }
      return property
    },
    summary(input, t, context) {
      const visit = input.request === 'visit'
      return propertyRequestLines(context.found, input, t, context, [
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
      ])
    },
    mail: (_input, { found, locale }) => propertyMail(found, locale),
  }
}

export const infoRequest = infoVisitRequest('info-request')
export const visitRequest = infoVisitRequest('visit-request')

export const documentsRequest: RequestSpec<typeof documentsSchema, PropertyTarget> = {
  kind: 'documents',
  schema: documentsSchema,
  arrayFields: ['documents'],
  person: kitPerson,
  about: ({ propertyId }) => ({ propertyId }),
  data: ({ documents, remark }) => ({ documents, remark }),
  async store(input, { tx }) {
    const property = await loadPropertyTarget(tx, input.propertyId)
    if (!property || property.closed) return refuse(listingUnavailable)
    const offered = documentsFor(property)
    if (input.documents.some((document) => !offered.includes(document))) {
      return notOffered('documents')
    }
    return property
  },
  summary: (input, t, context) =>
    propertyRequestLines(context.found, input, t, context, [
      {
        label: t('listingForms.documents.which'),
        value: input.documents
          .map((document) => t(`listingForms.documents.kinds.${document}`))
          .join(', '),
      },
      ...optionalLine(t('forms.fields.remark'), input.remark),
    ]),
  mail: (_input, { found, locale }) => propertyMail(found, locale),
}

export const sendToFriendRequest: RequestSpec<
  typeof sendToFriendSchema,
  { property: PropertyTarget; url: string }
> = {
  kind: 'send-to-friend',
  schema: sendToFriendSchema,
  person: ({ firstName, lastName, email }) => ({ firstName, lastName, email }),
  about: ({ propertyId }) => ({ propertyId }),
  data: ({ friend, message }) => ({ friend, message }),
  /** The friend's e-mail, sent with the request. */
  async store(input, { tx, requestId, locale, config, agency }) {
    const property = await loadPropertyTarget(tx, input.propertyId)
    if (!property) return refuse(listingUnavailable)
    // Counted in the transaction: only a property actually sent uses up the recipient's quota.
    const allowed = await rateLimit.consume(tx, [
      {
        key: `send-to-friend:to:${input.friend.email}`,
        max: friendMailsPerDay,
        windowSeconds: 86_400,
      },
    ])
    if (!allowed) return refuse({ status: 'refused', errors: {}, formError: 'rateLimited' })
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
    return { property, url }
  },
  summary: async (input, t, { lang, found, config }) => [
    ...(await propertyLines(found.property, lang, config.defaultLanguage)),
    ...personLines(t, input),
    { label: t('listingForms.friend.friendFirstName'), value: input.friend.firstName },
    { label: t('listingForms.friend.friendLastName'), value: input.friend.lastName },
    { label: t('listingForms.friend.friendEmail'), value: input.friend.email },
    ...optionalLine(t('listingForms.friend.message'), input.message),
  ],
  // The friend got the property; the sender gets no confirmation.
  mail: (_input, { found }) => ({ confirm: false, link: pageLink(found.url, 'property') }),
}

const euros = (amount: number | undefined) =>
  amount === undefined ? undefined : formatAmount(amount)

export const rentalApplicationRequest: RequestSpec<typeof rentalApplicationSchema, PropertyTarget> =
  {
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
    async store(input, { tx }) {
      const property = await loadPropertyTarget(tx, input.propertyId)
      if (!property || property.goal === 0 || property.closed) return refuse(listingUnavailable)
      return property
    },
    summary: async (input, t, context) =>
      propertyRequestLines(context.found, input, t, context, [
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
        {
          label: t('listingForms.rental.movingDate'),
          value: formatDate(input.movingDate, context.lang),
        },
        ...optionalLine(t('listingForms.rental.movingReason'), input.movingReason),
        { label: t('listingForms.rental.income1'), value: formatAmount(input.income1) },
        ...optionalLine(t('listingForms.rental.income2'), euros(input.income2)),
        ...optionalLine(t('forms.fields.remark'), input.remark),
        {
          label: t('listingMail.conditionsConfirmed'),
          value: (await rentalConditions(context.found, context.lang)).join(' '),
        },
      ]),
    mail: (_input, { found, locale }) => propertyMail(found, locale),
  }

export const constructionContactRequest: RequestSpec<
  typeof constructionContactSchema,
  { project: ProjectTarget; unitName: string | undefined }
> = {
  kind: 'construction-contact',
  schema: constructionContactSchema,
  person: kitPerson,
  about: ({ projectId }) => ({ projectId }),
  data: ({ unitId, remark }) => ({ unitId, remark }),
  async store(input, { tx }) {
    const project = await loadProjectTarget(tx, input.projectId)
    if (!project) return refuse(listingUnavailable)
    const unit =
      input.unitId === undefined ? undefined : project.units.find((u) => u.id === input.unitId)
    if (input.unitId !== undefined && (!unit || isUnitSold(unit.status))) {
      return notOffered('unitId')
    }
    return { project, unitName: unit?.name }
  },
  summary: (input, t, context) =>
    projectRequestLines(context.found.project, input, t, context, [
      ...optionalLine(t('listingMail.unit'), context.found.unitName),
      ...optionalLine(t('forms.fields.remark'), input.remark),
    ]),
  mail: (_input, { found, locale }) => projectMail(found.project, locale),
}
