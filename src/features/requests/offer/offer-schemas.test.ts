import { describe, expect, it } from 'vitest'
import { brusselsDay } from '@/lib/belgium/brussels-day'
import { fieldErrors } from '@/lib/forms/field-errors'
import { formValues, nestValues } from '@/lib/forms/form-values'
import { advanceCents, missingPersonBFields, offerSchema } from './offer-schemas'

/** Parses fields the way the form and the server action do: FormData → values → schema. */
function parse(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  const result = offerSchema.safeParse(nestValues(formValues(data)))
  return result.success
    ? { data: result.data as Record<string, unknown>, errors: {} }
    : { data: null, errors: fieldErrors(result.error) }
}

const day = (offset: number) => brusselsDay(new Date(Date.now() + offset * 86_400_000))
const emptyPersonB = {
  'personB.firstName': '',
  'personB.lastName': '',
  'personB.email': '',
  'personB.phone': '',
}
const valid = {
  locale: 'nl',
  propertyId: '12',
  amount: '250.000',
  amountInWords: 'tweehonderdvijftigduizend euro',
  validFrom: day(1),
  validUntil: day(15),
  place: 'Gent',
  signDate: day(0),
  conditions: 'Onder voorbehoud van een lening van € 200.000.',
  title: 'ms',
  firstName: 'Lena',
  lastName: 'Peeters',
  email: 'Lena@Example.com',
  phone: '0475 12 34 56',
  street: 'Veldstraat',
  houseNumber: '12',
  box: '',
  zip: '9000',
  city: 'Gent',
  country: 'België',
  ...emptyPersonB,
  advance: 'on',
}

describe('purchase offer schema', () => {
  it('accepts an offer by one buyer, the amount in cents and the second buyer empty', () => {
    const { data } = parse(valid)
    expect(data).toMatchObject({
      propertyId: 12,
      amount: 25_000_000,
      amountInWords: 'tweehonderdvijftigduizend euro',
      financing: false,
      email: 'lena@example.com',
      box: undefined,
      advance: true,
      personB: {},
    })
    expect(parse({ ...valid, financing: 'on', conditions: '' }).data).toMatchObject({
      financing: true,
      conditions: undefined,
    })
  })

  it('accepts a second buyer with every field', () => {
    const { data } = parse({
      ...valid,
      'personB.title': 'mr',
      'personB.firstName': 'Tom',
      'personB.lastName': 'Claes',
      'personB.email': 'Tom@Example.com',
      'personB.phone': '0476 11 22 33',
    })
    expect(data?.personB).toEqual({
      title: 'mr',
      firstName: 'Tom',
      lastName: 'Claes',
      email: 'tom@example.com',
      phone: '0476 11 22 33',
    })
  })

  it('needs the amount in figures: present, a euro amount, above zero, below 100 million', () => {
    expect(parse({ ...valid, amount: '' }).errors).toEqual({ amount: 'required' })
    expect(parse({ ...valid, amount: 'a lot' }).errors).toEqual({ amount: 'amount' })
    expect(parse({ ...valid, amount: '0' }).errors).toEqual({ amount: 'amount' })
    expect(parse({ ...valid, amount: '-5000' }).errors).toEqual({ amount: 'amount' })
    expect(parse({ ...valid, amount: '150.000.000' }).errors).toEqual({
      amount: 'amountTooLarge',
    })
  })

  it('needs the amount in words, of a sensible length', () => {
    expect(parse({ ...valid, amountInWords: '  ' }).errors).toEqual({ amountInWords: 'required' })
    expect(parse({ ...valid, amountInWords: 'x'.repeat(301) }).errors).toEqual({
      amountInWords: 'tooLong',
    })
  })

  it('needs complete and valid start, end and sign dates (specification §5)', () => {
    expect(parse({ ...valid, validFrom: '' }).errors).toEqual({ validFrom: 'required' })
    expect(parse({ ...valid, validUntil: '2099-02' }).errors).toEqual({
      validUntil: 'dateInvalid',
    })
    expect(parse({ ...valid, validUntil: '2099-02-30' }).errors).toEqual({
      validUntil: 'dateInvalid',
    })
    expect(parse({ ...valid, signDate: '31/12/2099' }).errors).toEqual({
      signDate: 'dateInvalid',
    })
  })

  it('refuses a start date in the past, and an end date not after the start', () => {
    expect(parse({ ...valid, validFrom: day(-2) }).errors).toEqual({ validFrom: 'datePast' })
    expect(parse({ ...valid, validFrom: day(0), validUntil: day(0) }).data).toBeNull()
    expect(parse({ ...valid, validUntil: valid.validFrom }).errors).toEqual({
      validUntil: 'dateOrder',
    })
    expect(parse({ ...valid, validFrom: day(10), validUntil: day(3) }).errors).toEqual({
      validUntil: 'dateOrder',
    })
  })

  it('checks the order of the dates also when another field is refused', () => {
    expect(parse({ ...valid, place: '', validUntil: day(0) }).errors).toEqual({
      place: 'required',
      validUntil: 'dateOrder',
    })
  })

  it('needs the place, the buyer and the buyer’s address', () => {
    expect(
      parse({ ...valid, place: '', firstName: '', email: 'lena@', street: '', zip: '' }).errors,
    ).toEqual({
      place: 'required',
      firstName: 'required',
      email: 'email',
      street: 'required',
      zip: 'required',
    })
  })

  it('needs the 10 % advance notice acknowledged (specification §9)', () => {
    const unticked = Object.fromEntries(
      Object.entries(valid).filter(([name]) => name !== 'advance'),
    )
    expect(parse(unticked).errors).toEqual({ advance: 'consent' })
  })

  it('wants the second buyer all or nothing', () => {
    expect(parse({ ...valid, 'personB.firstName': 'Tom' }).errors).toEqual({
      'personB.title': 'required',
      'personB.lastName': 'required',
      'personB.email': 'required',
      'personB.phone': 'required',
    })
    expect(
      parse({ ...valid, 'personB.title': 'mr', 'personB.email': 'tom@', amount: '' }).errors,
    ).toEqual({
      amount: 'required',
      'personB.email': 'email',
      'personB.firstName': 'required',
      'personB.lastName': 'required',
      'personB.phone': 'required',
    })
    expect(missingPersonBFields({ firstName: ' ', lastName: '' })).toEqual([])
  })

  it('computes the advance as 10 % of the amount, to the cent', () => {
    expect(advanceCents(25_000_000)).toBe(2_500_000)
    expect(advanceCents(12_345_678)).toBe(1_234_568)
  })
})
