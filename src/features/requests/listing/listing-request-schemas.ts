import { z } from '@/lib/zod'
import { brusselsDay } from '@/lib/belgium/brussels-day'
import {
  calendarDate,
  choice,
  emailAddress,
  optionalCount,
  optionalText,
  pageLanguage,
  personSchema,
  requiredCheckbox,
  requiredCount,
  requiredText,
} from '@/lib/forms/fields'
import { documentKinds } from './listing-documents'

/**
 * The forms of a property or project page (fields in the order the form shows them, so the error
 * banner lists them in that order too): information or a visit, documents, send to a friend,
 * rental application (a property) and construction contact (a project). Each runs unchanged in
 * the browser and in the server action; the server then checks them against the listing itself.
 */

/** Cross-field rules run even when another field is refused, so every message shows at once. */
const always = { when: () => true }

/** The property or project the form is about: a hidden field, checked against the database. */
const listingId = () => requiredCount(2_147_483_647)

export const listingRequests = ['info', 'visit'] as const
/** The days a Belgian agency shows homes; Sunday visits are the exception, arranged by phone. */
export const visitDays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
const timeSlotPattern = /^\d{2}:\d{2}-\d{2}:\d{2}$/

/** "Request info" or "request a visit" about a property (the visit preferences only for a visit). */
export const infoVisitSchema = z
  .object({
    locale: pageLanguage(),
    propertyId: listingId(),
    request: choice(listingRequests),
    days: z.array(z.enum(visitDays, { error: 'choice' })).default([]),
    /** The configured time slots (decisions.md §4), e.g. '10:00-13:00'. */
    moments: z.array(z.string().regex(timeSlotPattern, { error: 'choice' })).default([]),
    remark: optionalText(4000),
    ...personSchema.shape,
  })
  .refine((input) => input.request !== 'visit' || (input.days ?? []).length > 0, {
    path: ['days'],
    error: 'atLeastOne',
    ...always,
  })
export type InfoVisitRequest = z.output<typeof infoVisitSchema>

export const documentsSchema = z.object({
  locale: pageLanguage(),
  propertyId: listingId(),
  documents: z
    .array(z.enum(documentKinds, { error: 'choice' }))
    .min(1, { error: 'atLeastOne' })
    .max(documentKinds.length, { error: 'choice' }),
  ...personSchema.shape,
  remark: optionalText(2000),
})
export type DocumentsRequest = z.output<typeof documentsSchema>

/**
 * What a mail program would turn into a link: a scheme, 'www.' or a bare domain name with a
 * common top-level domain. The friend's e-mail carries no link but the property's own.
 */
const linkPattern =
  /[a-z][a-z\d+.-]*:\/\/|\bwww\.|\b[a-z\d-]+\.(?:com|net|org|info|biz|be|nl|fr|de|lu|eu|uk|io|co|me|ly|ru|cn|xyz|top|site|online|link|click|app|shop)\b/i

export const hasLink = (text: string) => linkPattern.test(text)

/** A name that goes into another person's mailbox: one line, no links. */
const plainName = () =>
  requiredText(100)
    .transform((value) => value.replace(/\s+/g, ' '))
    .refine((value) => !hasLink(value), { error: 'noLinks' })

/** Send to a friend (specification §3 "Friend", §5: the friend's e-mail must be valid). */
export const sendToFriendSchema = z.object({
  locale: pageLanguage(),
  propertyId: listingId(),
  firstName: plainName(),
  lastName: plainName(),
  email: emailAddress(),
  friend: z.object({
    firstName: plainName(),
    lastName: plainName(),
    email: emailAddress(),
  }),
  message: optionalText(1000).refine((value) => value === undefined || !hasLink(value), {
    error: 'noLinks',
  }),
})
export type SendToFriendRequest = z.output<typeof sendToFriendSchema>

export const adultCounts = ['1', '2', '3', '4', '5', '6', '7', '8'] as const
export const petAnswers = ['yes', 'no'] as const
const maxChildren = 12
const maxChildAge = 30

/** The children's ages typed as a list ('4, 7, 12'); empty when there are none. */
const childrenAges = () =>
  optionalText(100).transform((text, ctx) => {
    if (text === undefined) return []
    const parts = text.split(/[\s,;/]+/).filter(Boolean)
    const ages = parts.map(Number)
    if (
      parts.length > maxChildren ||
      parts.some((part) => !/^\d{1,2}$/.test(part)) ||
      ages.some((age) => age > maxChildAge)
    ) {
      ctx.addIssue({ code: 'custom', message: 'invalid' })
      return z.NEVER
    }
    return ages
  })

/** A date that is not before today in Belgium. */
const futureDate = () =>
  calendarDate().refine((value) => value >= brusselsDay(new Date()), { error: 'datePast' })

const income = (required: boolean) =>
  required ? requiredCount(1_000_000) : optionalCount(1_000_000)

/** Specification §3 "Rental application" with the confirmation of §9. */
export const rentalApplicationSchema = z
  .object({
    locale: pageLanguage(),
    propertyId: listingId(),
    adults: choice(adultCounts).transform(Number),
    childrenAges: childrenAges(),
    pets: choice(petAnswers),
    petsWhich: optionalText(200),
    movingDate: futureDate(),
    movingReason: optionalText(1000),
    income1: income(true),
    income2: income(false),
    ...personSchema.shape,
    remark: optionalText(4000),
    confirm: requiredCheckbox(),
  })
  .refine((input) => input.pets !== 'yes' || Boolean(input.petsWhich), {
    path: ['petsWhich'],
    error: 'required',
    ...always,
  })
export type RentalApplication = z.output<typeof rentalApplicationSchema>

/** Construction contact about a new-build project, optionally about one unit of its price list. */
export const constructionContactSchema = z.object({
  locale: pageLanguage(),
  projectId: listingId(),
  unitId: optionalCount(2_147_483_647),
  remark: optionalText(4000),
  ...personSchema.shape,
})
export type ConstructionContact = z.output<typeof constructionContactSchema>
