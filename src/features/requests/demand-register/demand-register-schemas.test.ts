import { describe, expect, it } from 'vitest'
import { fieldErrors } from '@/lib/forms/field-errors'
import { demandRegisterSchema } from './demand-register-schemas'
import { demandQueryFor, prefillFromQuery } from './demand-prefill'

const demand = {
  locale: 'nl',
  goal: 'buy',
  priceMin: '200.000',
  priceMax: '350000',
  bedroomsMin: '2',
  bedroomsMax: '',
  garagesMin: '',
  garagesMax: '',
  parkingsMin: '1',
  parkingsMax: '1',
  bathroomsMin: '',
  bathroomsMax: '',
  types: ['1', '6'],
  zones: ['9000', '44021'],
  title: 'ms',
  firstName: 'Lotte',
  lastName: 'Peeters',
  email: 'Lotte@Example.be',
  phone: '',
}

const refused = (input: object) => {
  const result = demandRegisterSchema.safeParse(input)
  return result.error ? fieldErrors(result.error) : {}
}

describe('demand register schema', () => {
  it('accepts a complete demand: numbers as numbers, empty bounds unset, phone optional', () => {
    expect(demandRegisterSchema.parse({ ...demand, newsletter: 'on' })).toMatchObject({
      goal: 'buy',
      priceMin: 200_000,
      priceMax: 350_000,
      bedroomsMin: 2,
      bedroomsMax: undefined,
      parkingsMin: 1,
      parkingsMax: 1,
      types: [1, 6],
      zones: ['9000', '44021'],
      email: 'lotte@example.be',
      phone: undefined,
      newsletter: true,
    })
  })

  it('reads the zones typed in one field without JavaScript', () => {
    expect(
      demandRegisterSchema.parse({ ...demand, zones: ['9000, Leuven; Ixelles'] }).zones,
    ).toEqual(['9000', 'Leuven', 'Ixelles'])
  })

  it('needs buy or rent', () => {
    expect(refused({ ...demand, goal: '' })).toEqual({ goal: 'required' })
    expect(refused({ ...demand, goal: 'sell' })).toEqual({ goal: 'required' })
  })

  it('needs at least one property type (specification §5), given as ids', () => {
    expect(refused({ ...demand, types: [] })).toEqual({ types: 'atLeastOneType' })
    expect(refused({ ...demand, types: undefined })).toEqual({ types: 'atLeastOneType' })
    expect(refused({ ...demand, types: ['house'] })).toEqual({ 'types.0': 'choice' })
  })

  it('needs at least one zone (specification §5), and not too many', () => {
    expect(refused({ ...demand, zones: [] })).toEqual({ zones: 'atLeastOneZone' })
    expect(refused({ ...demand, zones: [' , '] })).toEqual({ zones: 'atLeastOneZone' })
    const many = Array.from({ length: 61 }, (_, i) => String(1000 + i))
    expect(refused({ ...demand, zones: many })).toEqual({ zones: 'tooLong' })
  })

  it('needs the e-mail address the alerts go to (specification §5), valid', () => {
    expect(refused({ ...demand, email: '' })).toEqual({ email: 'required' })
    expect(refused({ ...demand, email: 'lotte@' })).toEqual({ email: 'email' })
  })

  it('needs the person: title, first and last name; a phone, when given, must be one', () => {
    expect(refused({ ...demand, title: '', firstName: ' ', lastName: '' })).toEqual({
      title: 'required',
      firstName: 'required',
      lastName: 'required',
    })
    expect(refused({ ...demand, phone: '12' })).toEqual({ phone: 'phone' })
  })

  it('takes whole, non-negative numbers within bounds for prices and counts', () => {
    expect(refused({ ...demand, priceMin: 'cheap' })).toEqual({ priceMin: 'number' })
    expect(refused({ ...demand, bedroomsMin: '1,5' })).toEqual({ bedroomsMin: 'integer' })
    expect(refused({ ...demand, garagesMin: '-1' })).toEqual({ garagesMin: 'positive' })
    expect(refused({ ...demand, bathroomsMax: '51' })).toEqual({ bathroomsMax: 'positive' })
    expect(refused({ ...demand, priceMax: '3000000000' })).toEqual({ priceMax: 'positive' })
  })

  it('refuses each maximum below its minimum, on the maximum', () => {
    expect(
      refused({
        ...demand,
        priceMin: '400000',
        priceMax: '300000',
        bedroomsMin: '3',
        bedroomsMax: '2',
        garagesMin: '2',
        garagesMax: '1',
        parkingsMin: '2',
        parkingsMax: '0',
        bathroomsMin: '2',
        bathroomsMax: '1',
      }),
    ).toEqual({
      priceMax: 'range',
      bedroomsMax: 'range',
      garagesMax: 'range',
      parkingsMax: 'range',
      bathroomsMax: 'range',
    })
    // A single bound, or equal bounds, is fine.
    expect(refused({ ...demand, bedroomsMin: '3', bedroomsMax: '3', priceMin: '' })).toEqual({})
  })

  it('refuses a page language the site does not have', () => {
    expect(refused({ ...demand, locale: 'es' })).toEqual({ locale: 'invalid' })
  })
})

describe('a list search carried over to the demand form', () => {
  it('becomes the query the demand page reads back, with every place as a zone', () => {
    const query = demandQueryFor(1, {
      type: [1, 6],
      min: 800,
      max: 1200,
      beds: 2,
      place: ['1050', 'Gent'],
      features: ['garden'],
      epc: [],
      sort: 'newest',
      page: 3,
      view: 'grid',
    })
    expect(query).toBe(
      // The filters the form does not edit travel whole, as the list's own query.
      'goal=rent&types=1&types=6&priceMin=800&priceMax=1200&bedroomsMin=2&zones=1050&zones=Gent&search=features%3Dgarden',
    )
    const params = new URLSearchParams(query)
    expect(
      prefillFromQuery({
        goal: params.get('goal')!,
        types: params.getAll('types'),
        priceMin: params.get('priceMin')!,
        priceMax: params.get('priceMax')!,
        bedroomsMin: params.get('bedroomsMin')!,
        zones: params.getAll('zones'),
        search: params.get('search')!,
      }),
    ).toEqual({
      search: 'features=garden',
      values: {
        goal: 'rent',
        types: ['1', '6'],
        priceMin: '800',
        priceMax: '1200',
        bedroomsMin: '2',
      },
      zones: ['1050', 'Gent'],
    })
  })

  it('leaves out what it does not understand', () => {
    expect(
      prefillFromQuery({ goal: 'steal', types: ['x', '2'], priceMin: '1e9', zones: ' ' }),
    ).toEqual({ values: { types: ['2'] }, zones: [], search: '' })
  })
})
