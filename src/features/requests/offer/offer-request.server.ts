import 'server-only'
import { formatDate } from '@/features/catalogue'
import type { Language } from '@/lib/i18n/languages'
import type { Translator } from '@/lib/i18n/server-translator'
import { type RequestSpec, kitPerson, refuse } from '@/server/requests/process-request.server'
import { personLines, phoneLine, type MailLine } from '@/server/requests/request-mail.server'
import { propertyMail } from '@/features/requests/listing/listing-request-mail.server'
import { propertyLines } from '@/features/requests/listing/listing-mail.server'
import {
  listingUnavailable,
  loadPropertyTarget,
  type PropertyTarget,
} from '@/features/requests/listing/listing-target.server'
import {
  advanceCents,
  formatCents as euros,
  offerSchema,
  type PurchaseOffer,
} from './offer-schemas'

/** Offers are made on properties for sale that are still on the market (not sold, not rented). */
export const takesOffers = (property: Pick<PropertyTarget, 'goal' | 'closed'>) =>
  property.goal === 0 && property.closed === null

/** The buyer's address on one line, as a Belgian letter writes it. */
const addressText = (input: PurchaseOffer, box: (box: string) => string) =>
  [
    [input.street, input.houseNumber, input.box ? box(input.box) : ''].filter(Boolean).join(' '),
    `${input.zip} ${input.city}`,
    input.country,
  ].join(', ')

/** Every field of the offer, labelled in `lang`, as both e-mails show it. */
async function offerLines(
  input: PurchaseOffer,
  property: PropertyTarget,
  t: Translator,
  lang: Language,
  fallback: Language,
): Promise<MailLine[]> {
  const yesNo = (value: boolean) => t(value ? 'offerForm.yes' : 'offerForm.no')
  const { personB } = input
  const lines: MailLine[] = [
    ...(await propertyLines(property, lang, fallback)),
    { label: t('offerAmount.amount'), value: euros(input.amount) },
    { label: t('offerAmount.words'), value: input.amountInWords },
    { label: t('offerForm.validFrom'), value: formatDate(input.validFrom, lang) },
    { label: t('offerForm.validUntil'), value: formatDate(input.validUntil, lang) },
    { label: t('offerForm.place'), value: input.place },
    { label: t('offerForm.signDate'), value: formatDate(input.signDate, lang) },
    { label: t('offerForm.financing'), value: yesNo(input.financing) },
    ...(input.conditions ? [{ label: t('offerForm.conditions'), value: input.conditions }] : []),
    ...personLines(t, input).map((line) => ({
      ...line,
      label: `${t('offerForm.mail.buyerA')} – ${line.label}`,
    })),
    {
      label: `${t('offerForm.mail.buyerA')} – ${t('offerForm.address')}`,
      value: addressText(input, (box) => t('catalogue.detail.box', { box })),
    },
  ]
  if (personB.email) {
    const b = {
      title: personB.title,
      firstName: personB.firstName,
      lastName: personB.lastName,
      email: personB.email,
    }
    lines.push(
      ...personLines(t, b).map((line) => ({
        ...line,
        label: `${t('offerForm.mail.buyerB')} – ${line.label}`,
      })),
    )
    if (personB.phone) {
      lines.push(
        phoneLine(`${t('offerForm.mail.buyerB')} – ${t('forms.fields.phone')}`, personB.phone),
      )
    }
  }
  lines.push({
    label: t('offerForm.mail.advance'),
    value: t('offerForm.mail.advanceValue', { amount: euros(advanceCents(input.amount)) }),
  })
  return lines
}

export const offerRequest: RequestSpec<typeof offerSchema, PropertyTarget> = {
  kind: 'purchase-offer',
  schema: offerSchema,
  person: kitPerson,
  about: ({ propertyId }) => ({ propertyId }),
  data: (input) => ({
    amountCents: input.amount,
    amountInWords: input.amountInWords,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    place: input.place,
    signDate: input.signDate,
    financing: input.financing,
    conditions: input.conditions,
    address: {
      street: input.street,
      houseNumber: input.houseNumber,
      box: input.box,
      zip: input.zip,
      city: input.city,
      country: input.country,
    },
    personB: input.personB.email ? input.personB : undefined,
    advanceCents: advanceCents(input.amount),
    advance: input.advance,
  }),
  async store(input, { tx }) {
    const property = await loadPropertyTarget(tx, input.propertyId)
    if (!property || !takesOffers(property)) return refuse(listingUnavailable)
    return property
  },
  summary: (input, t, { lang, found: property, config }) =>
    offerLines(input, property, t, lang, config.defaultLanguage),
  mail: async (_input, { found: property, locale, visitorT }) => ({
    ...(await propertyMail(property, locale)),
    visitorNotes: [visitorT('offerForm.mail.next')],
  }),
}
