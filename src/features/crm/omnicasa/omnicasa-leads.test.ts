import { describe, expect, it } from 'vitest'
import type { CrmLead } from '@/features/crm/connector'
import { leadCall, leadContent } from './omnicasa-leads'

const lead = (change: Partial<CrmLead>): CrmLead => ({
  id: '5b0f3c5e-8d1a-4c47-9a0e-2f6a1c9d7e31',
  kind: 'visit-request',
  language: 'fr',
  createdAt: '2026-11-24T14:00:00.398Z',
  person: {
    title: 'ms',
    firstName: 'Nora',
    lastName: 'Claes',
    email: 'nora.claes@example.com',
    phone: '0475123456',
  },
  property: { reference: '90455', crmId: '90455' },
  project: null,
  fields: { request: 'visit', days: ['saturday'], remark: 'Nous viendrons à deux.' },
  ...change,
})

describe('a site request as an Omnicasa call (reference §5.4)', () => {
  it('a request on a listing is ContactOnMe on its Omnicasa id, from the agency website', () => {
    expect(leadCall(lead({}), 'Demande de visite')).toEqual({
      operation: 'ContactOnMe',
      params: {
        Name: 'Claes',
        FirstName: 'Nora',
        AddressTitle: 5,
        Email: 'nora.claes@example.com',
        PhoneNumber: '0475123456',
        SourceId: 5,
        LanguageId: 2,
        LanguageIdFromParameter: 2,
        Subject: 'Demande de visite – 90455',
        Content: 'Nous viendrons à deux.\nrequest: visit\ndays: saturday\nreference: 90455',
        ObjectID: 90455,
      },
    })
  })

  it('a project contact is ContactOnMeProject with ProjectIDs', () => {
    const call = leadCall(
      lead({
        kind: 'construction-contact',
        property: null,
        project: { reference: '31', crmId: '31' },
      }),
      'Contact',
    )
    expect(call.operation).toBe('ContactOnMeProject')
    expect(call.params).toMatchObject({ ProjectIDs: '31', Subject: 'Contact – 31' })
    expect(call.params).not.toHaveProperty('ObjectID')
  })

  it('a search alert is DemandRegister with goal, ranges, zips and mapped types', () => {
    const call = leadCall(
      lead({
        kind: 'demand-register',
        property: null,
        fields: {
          goal: 'rent',
          priceMin: 800,
          priceMax: 1200,
          bedroomsMin: 2,
          types: [2, 21, 1],
          zips: ['9000', '9050'],
          newsletter: true,
        },
      }),
      'Alerte',
    )
    expect(call).toMatchObject({
      operation: 'DemandRegister',
      params: {
        Goal: 1,
        PriceMin: 800,
        PriceMax: 1200,
        MinRooms: 2,
        TypeOfPropertyIDs: '1,139',
        Zips: '9000,9050',
        IsReceivedEmail: true,
        SourceId: 5,
      },
    })
  })

  it('a newsletter sign-up registers the person', () => {
    expect(leadCall(lead({ kind: 'newsletter', property: null, fields: {} }), 'x')).toEqual({
      operation: 'RegisterPerson',
      params: expect.objectContaining({ Email: 'nora.claes@example.com', IsReceivedEmail: true }),
    })
  })

  it('a valuation is ContactOnMe without a listing, with the address to value', () => {
    const call = leadCall(
      lead({
        kind: 'free-valuation',
        property: null,
        fields: {
          street: 'Kerkstraat',
          houseNumber: '3',
          zip: '9000',
          city: 'Gent',
          remark: 'Vite',
        },
      }),
      'Estimation',
    )
    expect(call.operation).toBe('ContactOnMe')
    expect(call.params).toMatchObject({ Address: 'Kerkstraat 3', Zip: '9000', City: 'Gent' })
    expect(call.params).not.toHaveProperty('ObjectID')
  })

  it('a listing the sync never recorded is a contact without ObjectID, naming the reference', () => {
    const call = leadCall(lead({ property: { reference: 'X-1', crmId: null } }), 'Visite')
    expect(call.params).not.toHaveProperty('ObjectID')
    expect(call.params.Content).toContain('reference: X-1')
  })

  it('cuts a long message to what a URL can carry', () => {
    const content = leadContent(lead({ fields: { remark: 'a'.repeat(5000) } }))
    expect(content).toHaveLength(1500)
    expect(content.endsWith('…')).toBe(true)
  })

  it('a person without a last name is named by the first name (Name is required)', () => {
    const call = leadCall(lead({ person: { ...lead({}).person, lastName: null } }), 'x')
    expect(call.params).toMatchObject({ Name: 'Nora' })
    expect(call.params.FirstName).toBeUndefined()
  })
})
