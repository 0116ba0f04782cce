import { describe, expect, it } from 'vitest'
import type { CrmLead } from '@/features/crm/connector'
import { typeIds } from '@/server/seed/demo/property-types'
import { leadCall, leadMessage } from './sweepbright-leads'

function lead(overrides: Partial<CrmLead> = {}): CrmLead {
  return {
    id: '5b0f3c5e-8d1a-4c47-9a0e-2f6a1c9d7e31',
    kind: 'visit-request',
    language: 'fr',
    createdAt: '2026-11-24T14:00:00.398Z',
    person: {
      title: 'ms',
      firstName: 'Nora',
      lastName: 'Claes',
      email: 'nora@example.com',
      phone: '0475123456',
    },
    property: { reference: 'MEC-0231', crmId: 'estate-1' },
    project: null,
    fields: {
      request: 'visit',
      days: ['saturday'],
      moments: ['14:00-16:00'],
      remark: 'Nous viendrons à deux.',
    },
    ...overrides,
  }
}

describe('SweepBright leads (§5.4)', () => {
  it('files a request about a listing on its estate, with the whole request in the message', () => {
    const call = leadCall(lead(), 'office-1')
    expect(call.path).toBe('estates/estate-1/contacts')
    expect(call.body).toEqual({
      first_name: 'Nora',
      last_name: 'Claes',
      email: 'nora@example.com',
      phone: '0475123456',
      locale: 'fr',
      message: [
        'Nous viendrons à deux.',
        '',
        'request: visit-request 5b0f3c5e-8d1a-4c47-9a0e-2f6a1c9d7e31',
        'listing: MEC-0231',
        'request: visit',
        'days: saturday',
        'moments: 14:00-16:00',
      ].join('\n'),
    })
  })

  it('files a construction contact on the project estate', () => {
    const call = leadCall(
      lead({
        kind: 'construction-contact',
        property: null,
        project: { reference: 'NB-LEIE', crmId: 'project-9' },
      }),
      null,
    )
    expect(call.path).toBe('estates/project-9/contacts')
  })

  it('sends a listing request without a SweepBright estate as a general contact', () => {
    const call = leadCall(lead({ property: { reference: 'OLD-1', crmId: null } }), 'office-1')
    expect(call.path).toBe('contacts')
    expect(call.body).toMatchObject({
      office_id: 'office-1',
      message: expect.stringContaining('listing: OLD-1'),
    })
  })

  it('sends a valuation to contacts/owners with pronouns', () => {
    const call = leadCall(
      lead({
        kind: 'free-valuation',
        property: null,
        fields: { zip: '2800', city: 'Mechelen', remark: 'Huis' },
      }),
      'office-1',
    )
    expect(call).toMatchObject({
      path: 'contacts/owners',
      body: {
        pronouns: 'female',
        office_id: 'office-1',
        message: expect.stringContaining('zip: 2800'),
      },
    })
    const neutral = leadCall(
      lead({ kind: 'free-valuation', person: { ...lead().person, title: 'mx' } }),
      null,
    )
    expect(neutral.body.pronouns).toBe('neutral')
  })

  it('sends a demand register as a contact with its preferences', () => {
    const call = leadCall(
      lead({
        kind: 'demand-register',
        property: null,
        language: 'de',
        fields: {
          goal: 'rent',
          types: [typeIds.house, typeIds.villa, typeIds.studio],
          priceMin: 800,
          priceMax: 1200,
          bedroomsMin: 2,
          zips: ['2800', '9000'],
        },
      }),
      null,
    )
    expect(call.path).toBe('contacts')
    expect(call.body).toMatchObject({
      locale: 'en',
      preferences: {
        negotiation: 'let',
        types: ['house', 'apartment'],
        min_price: 800,
        max_price: 1200,
        min_rooms: 2,
      },
      location_preference: { country: 'BE', postal_codes: ['2800', '9000'] },
    })
  })

  it('sends a site contact and other kinds as a general contact, leaving out empty values', () => {
    const call = leadCall(
      lead({
        kind: 'site-contact',
        property: null,
        person: { ...lead().person, phone: null },
        fields: { remark: 'Hallo' },
      }),
      null,
    )
    expect(call.path).toBe('contacts')
    expect(call.body).not.toHaveProperty('phone')
    expect(call.body).not.toHaveProperty('office_id')
    expect(leadCall(lead({ kind: 'job-application', property: null }), null).path).toBe('contacts')
  })

  it('flattens nested form fields into the message', () => {
    const message = leadMessage(
      lead({
        kind: 'purchase-offer',
        fields: { amountCents: 30000000, address: { zip: '2800', city: 'Mechelen' } },
      }),
    )
    expect(message).toContain('address.zip: 2800')
    expect(message).toContain('address.city: Mechelen')
  })
})
