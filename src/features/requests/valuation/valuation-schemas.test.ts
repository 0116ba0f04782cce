import { describe, expect, it } from 'vitest'
import { fieldErrors } from '@/lib/forms/field-errors'
import {
  addressStepSchema,
  personStepSchema,
  propertyStepSchema,
  valuationSchema,
} from './valuation-schemas'

const property = {
  propertyType: '1',
  bedrooms: '3',
  livingArea: '145',
  condition: 'good',
  goal: 'sell',
  remark: '',
}
const address = {
  street: 'Rue du Bailli',
  houseNumber: '12',
  box: '',
  zip: '1050',
  city: 'Ixelles',
  country: 'BE',
}
const person = {
  locale: 'fr',
  title: 'ms',
  firstName: 'Chloé',
  lastName: 'Lambert',
  email: 'chloe@example.be',
  phone: '0475 12 34 56',
}

const refused = (schema: { safeParse: (input: unknown) => { error?: unknown } }, input: object) => {
  const result = schema.safeParse(input)
  return result.error ? fieldErrors(result.error as Parameters<typeof fieldErrors>[0]) : {}
}

describe('free valuation schema', () => {
  it('accepts a complete request and reads numbers as numbers', () => {
    const parsed = valuationSchema.parse({ ...property, ...address, ...person, newsletter: 'on' })
    expect(parsed).toMatchObject({
      propertyType: 1,
      bedrooms: 3,
      livingArea: 145,
      goal: 'sell',
      box: undefined,
      remark: undefined,
      newsletter: true,
      email: 'chloe@example.be',
    })
  })

  it('step 1: type and goal are required, counts are whole numbers, choices from the list', () => {
    expect(refused(propertyStepSchema, { ...property, propertyType: '', goal: '' })).toEqual({
      propertyType: 'required',
      goal: 'required',
    })
    expect(
      refused(propertyStepSchema, {
        ...property,
        bedrooms: '2,5',
        livingArea: 'big',
        condition: 'ruin',
        goal: 'buy',
      }),
    ).toEqual({ bedrooms: 'integer', livingArea: 'number', condition: 'choice', goal: 'required' })
    expect(refused(propertyStepSchema, { ...property, bedrooms: '51' })).toEqual({
      bedrooms: 'positive',
    })
    expect(refused(propertyStepSchema, { ...property, remark: 'x'.repeat(4001) })).toEqual({
      remark: 'tooLong',
    })
  })

  it('step 2: the address is required (specification §5); a Belgian postal code has 4 digits', () => {
    const empty = { street: '', houseNumber: '', box: '', zip: '', city: '', country: '' }
    expect(refused(addressStepSchema, empty)).toEqual({
      street: 'required',
      houseNumber: 'required',
      zip: 'required',
      city: 'required',
      country: 'required',
    })
    expect(refused(addressStepSchema, { ...address, zip: '105' })).toEqual({ zip: 'invalid' })
    expect(refused(addressStepSchema, { ...address, zip: 'L-1234', country: 'LU' })).toEqual({})
    expect(refused(addressStepSchema, { ...address, country: 'US' })).toEqual({
      country: 'required',
    })
    expect(refused(valuationSchema, { ...property, ...address, ...person, zip: '10500' })).toEqual({
      zip: 'invalid',
    })
  })

  it('step 3: the person of specification §3 with a valid e-mail and phone', () => {
    expect(
      refused(personStepSchema, { ...person, title: '', email: 'chloe@', phone: '12' }),
    ).toEqual({ title: 'required', email: 'email', phone: 'phone' })
    expect(refused(personStepSchema, { ...person, firstName: ' ', lastName: '' })).toEqual({
      firstName: 'required',
      lastName: 'required',
    })
  })
})
