import { describe, expect, it } from 'vitest'
import type { z } from '@/lib/zod'
import { brusselsDay } from '@/lib/belgium/brussels-day'
import { fieldErrors } from '@/lib/forms/field-errors'
import { formValues, nestValues } from '@/lib/forms/form-values'
import {
  constructionContactSchema,
  documentsSchema,
  hasLink,
  infoVisitSchema,
  rentalApplicationSchema,
  sendToFriendSchema,
} from './listing-request-schemas'

/** Parses fields the way the form and the server action do: FormData → values → schema. */
function parse(
  schema: z.ZodType,
  fields: Record<string, string | string[]>,
  arrayFields: string[] = [],
) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item)
  }
  const result = schema.safeParse(nestValues(formValues(data, arrayFields)))
  return result.success
    ? { data: result.data as Record<string, unknown>, errors: {} }
    : { data: null, errors: fieldErrors(result.error) }
}

const person = {
  title: 'ms',
  firstName: 'Lena',
  lastName: 'Peeters',
  email: 'Lena@Example.com',
  phone: '0475 12 34 56',
}
const listing = { locale: 'nl', propertyId: '12' }

describe('info or visit request', () => {
  const arrays = ['days', 'moments']
  const valid = { ...listing, ...person, request: 'info' }

  it('accepts a question without visit preferences', () => {
    expect(parse(infoVisitSchema, valid, arrays).data).toMatchObject({
      propertyId: 12,
      request: 'info',
      days: [],
      moments: [],
      email: 'lena@example.com',
    })
  })

  it('asks what the visitor wants', () => {
    expect(parse(infoVisitSchema, { ...valid, request: '' }, arrays).errors).toEqual({
      request: 'required',
    })
  })

  it('needs at least one day for a visit, also when other fields are refused', () => {
    expect(parse(infoVisitSchema, { ...valid, request: 'visit' }, arrays).errors).toEqual({
      days: 'atLeastOne',
    })
    expect(
      parse(infoVisitSchema, { ...valid, firstName: '', request: 'visit' }, arrays).errors,
    ).toEqual({ firstName: 'required', days: 'atLeastOne' })
    expect(
      parse(
        infoVisitSchema,
        { ...valid, request: 'visit', days: ['saturday'], moments: ['10:00-13:00'] },
        arrays,
      ).data,
    ).toMatchObject({ days: ['saturday'], moments: ['10:00-13:00'] })
  })

  it('refuses a day or a time that is not one of the options', () => {
    const visit = { ...valid, request: 'visit' }
    expect(parse(infoVisitSchema, { ...visit, days: ['sunday'] }, arrays).errors).toEqual({
      'days.0': 'choice',
    })
    expect(
      parse(infoVisitSchema, { ...visit, days: ['monday'], moments: ['morning'] }, arrays).errors,
    ).toEqual({ 'moments.0': 'choice' })
  })

  it('needs the person and the property', () => {
    expect(
      parse(infoVisitSchema, { ...valid, email: 'nope', phone: '12', propertyId: '' }, arrays)
        .errors,
    ).toEqual({ email: 'email', phone: 'phone', propertyId: 'required' })
  })
})

describe('document request', () => {
  const valid = { ...listing, ...person, documents: ['epc', 'soil'] }

  it('accepts the chosen documents', () => {
    expect(parse(documentsSchema, valid, ['documents']).data).toMatchObject({
      documents: ['epc', 'soil'],
    })
  })

  it('needs at least one document, and only known ones', () => {
    expect(parse(documentsSchema, { ...valid, documents: [] }, ['documents']).errors).toEqual({
      documents: 'atLeastOne',
    })
    expect(
      parse(documentsSchema, { ...valid, documents: ['passport'] }, ['documents']).errors,
    ).toEqual({ 'documents.0': 'choice' })
  })
})

describe('send to a friend', () => {
  const valid = {
    ...listing,
    firstName: 'Lena',
    lastName: 'Peeters',
    email: 'lena@example.com',
    'friend.firstName': 'Tom',
    'friend.lastName': 'Claes',
    'friend.email': 'Tom@Example.be',
    message: 'Look at this garden!',
  }

  it('accepts a friend with a valid address and a plain message', () => {
    expect(parse(sendToFriendSchema, valid).data).toMatchObject({
      friend: { firstName: 'Tom', lastName: 'Claes', email: 'tom@example.be' },
      message: 'Look at this garden!',
    })
  })

  it('refuses an empty or invalid friend e-mail (specification §5)', () => {
    expect(parse(sendToFriendSchema, { ...valid, 'friend.email': '' }).errors).toEqual({
      'friend.email': 'required',
    })
    expect(parse(sendToFriendSchema, { ...valid, 'friend.email': 'tom@' }).errors).toEqual({
      'friend.email': 'email',
    })
  })

  it("needs the friend's first and last name and the sender's name and address", () => {
    expect(
      parse(sendToFriendSchema, {
        ...valid,
        'friend.firstName': ' ',
        'friend.lastName': '',
        lastName: '',
        email: 'lena',
      }).errors,
    ).toEqual({
      lastName: 'required',
      email: 'email',
      'friend.firstName': 'required',
      'friend.lastName': 'required',
    })
  })

  it('refuses links in the message and the names, and keeps names on one line', () => {
    expect(
      parse(sendToFriendSchema, { ...valid, message: 'Cheap pills at www.example.org' }).errors,
    ).toEqual({ message: 'noLinks' })
    expect(
      parse(sendToFriendSchema, { ...valid, firstName: 'Visit https://spam.test' }).errors,
    ).toEqual({ firstName: 'noLinks' })
    expect(parse(sendToFriendSchema, { ...valid, 'friend.lastName': 'bit.ly' }).errors).toEqual({
      'friend.lastName': 'noLinks',
    })
    expect(
      parse(sendToFriendSchema, { ...valid, lastName: 'Peeters\r\nBcc: x' }).data,
    ).toMatchObject({ lastName: 'Peeters Bcc: x' })
    expect(parse(sendToFriendSchema, { ...valid, message: 'x'.repeat(1001) }).errors).toEqual({
      message: 'tooLong',
    })
  })

  it('tells links from ordinary sentences', () => {
    expect(hasLink('Rendez-vous à 14h. Merci!')).toBe(false)
    expect(hasLink('The garden, e.g. the terrace.')).toBe(false)
    expect(hasLink('see immo-horizon.be')).toBe(true)
    expect(hasLink('ftp://files')).toBe(true)
  })
})

describe('rental application', () => {
  const tomorrow = brusselsDay(new Date(Date.now() + 36 * 3600 * 1000))
  const valid = {
    ...listing,
    ...person,
    adults: '2',
    childrenAges: '4, 7',
    pets: 'yes',
    petsWhich: 'A cat',
    movingDate: tomorrow,
    movingReason: 'Closer to work',
    income1: '2.800',
    income2: '',
    confirm: 'on',
  }

  it('accepts a household with its children, pets, move and incomes', () => {
    expect(parse(rentalApplicationSchema, valid).data).toMatchObject({
      adults: 2,
      childrenAges: [4, 7],
      pets: 'yes',
      movingDate: tomorrow,
      income1: 2800,
      income2: undefined,
      confirm: true,
    })
    expect(parse(rentalApplicationSchema, { ...valid, childrenAges: '' }).data).toMatchObject({
      childrenAges: [],
    })
  })

  it('needs the number of adults, one of the offered counts', () => {
    expect(parse(rentalApplicationSchema, { ...valid, adults: '' }).errors).toEqual({
      adults: 'required',
    })
    expect(parse(rentalApplicationSchema, { ...valid, adults: '0' }).errors).toEqual({
      adults: 'required',
    })
  })

  it('refuses children ages that are not a list of ages', () => {
    for (const ages of ['four', '4, -1', '4, 31', Array(13).fill('3').join(',')]) {
      expect(parse(rentalApplicationSchema, { ...valid, childrenAges: ages }).errors).toEqual({
        childrenAges: 'invalid',
      })
    }
  })

  it('asks about pets, and which ones when there are', () => {
    expect(parse(rentalApplicationSchema, { ...valid, pets: '' }).errors).toEqual({
      pets: 'required',
    })
    expect(parse(rentalApplicationSchema, { ...valid, petsWhich: '' }).errors).toEqual({
      petsWhich: 'required',
    })
    expect(parse(rentalApplicationSchema, { ...valid, pets: 'no', petsWhich: '' }).errors).toEqual(
      {},
    )
  })

  it('needs a valid moving date that is not in the past', () => {
    expect(parse(rentalApplicationSchema, { ...valid, movingDate: '' }).errors).toEqual({
      movingDate: 'required',
    })
    expect(parse(rentalApplicationSchema, { ...valid, movingDate: '2031-02-30' }).errors).toEqual({
      movingDate: 'dateInvalid',
    })
    expect(parse(rentalApplicationSchema, { ...valid, movingDate: '2020-06-01' }).errors).toEqual({
      movingDate: 'datePast',
    })
    const today = brusselsDay(new Date())
    expect(parse(rentalApplicationSchema, { ...valid, movingDate: today }).errors).toEqual({})
  })

  it('needs the first income as a whole number; the second is optional', () => {
    expect(parse(rentalApplicationSchema, { ...valid, income1: '' }).errors).toEqual({
      income1: 'required',
    })
    expect(parse(rentalApplicationSchema, { ...valid, income1: 'a lot' }).errors).toEqual({
      income1: 'number',
    })
    expect(parse(rentalApplicationSchema, { ...valid, income2: '1500,50' }).errors).toEqual({
      income2: 'integer',
    })
  })

  it('needs the conditions confirmed', () => {
    const unconfirmed: Record<string, string> = { ...valid }
    delete unconfirmed.confirm
    expect(parse(rentalApplicationSchema, unconfirmed).errors).toEqual({ confirm: 'consent' })
  })
})

describe('construction contact', () => {
  const valid = { locale: 'fr', projectId: '3', ...person }

  it('accepts a request about the project or one unit', () => {
    const general = parse(constructionContactSchema, valid).data
    expect(general).toMatchObject({ projectId: 3 })
    expect(general!.unitId).toBeUndefined()
    expect(parse(constructionContactSchema, { ...valid, unitId: '41' }).data).toMatchObject({
      unitId: 41,
    })
  })

  it('refuses a unit that is not a number and a missing project', () => {
    expect(
      parse(constructionContactSchema, { ...valid, unitId: 'A.1.2', projectId: '' }).errors,
    ).toEqual({ projectId: 'required', unitId: 'number' })
  })
})
