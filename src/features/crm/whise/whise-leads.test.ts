import { describe, expect, it } from 'vitest'
import type { CrmLead } from '@/features/crm/connector'
import { whiseContactUpsert } from './whise-leads'

const lead = (overrides: Partial<CrmLead>): CrmLead => ({
  id: 'b7e1f0d2-0000-4000-8000-000000000001',
  kind: 'site-contact',
  language: 'de',
  createdAt: '2026-11-24T14:00:00.398Z',
  person: {
    title: null,
    firstName: 'Anna',
    lastName: null,
    email: 'anna@example.com',
    phone: null,
  },
  property: null,
  project: null,
  fields: {},
  ...overrides,
})

describe('Whise contact upsert of a site request', () => {
  it('sends a person with one name as Name only, in the request language', () => {
    expect(whiseContactUpsert(lead({ fields: { remark: 'Hallo' } }), null)).toEqual({
      Name: 'Anna',
      PrivateEmail: 'anna@example.com',
      LanguageId: 'de-DE',
      StatusId: 1,
      CountryId: 1,
      Comments: 'Website request: site-contact\nremark: Hallo',
    })
  })

  it('ties a project contact to the project estate', () => {
    const body = whiseContactUpsert(
      lead({ kind: 'construction-contact', project: { reference: 'NB-104', crmId: '7204510' } }),
      '30512',
    )
    expect(body).toMatchObject({ EstateIds: [7204510], OfficeIds: [30512] })
    expect(body.Comments).toContain('Listing: NB-104')
  })

  it('maps child types to their Whise category and leaves out empty criteria', () => {
    const body = whiseContactUpsert(
      lead({ kind: 'demand-register', fields: { goal: 'buy', types: [11, 14, 31], zips: [] } }),
      null,
    )
    expect(body.SearchCriteria).toEqual([{ PurposeIds: [1], CategoryIds: [1, 3] }])
  })

  it('keeps the CV of a job application on the site', () => {
    const body = whiseContactUpsert(
      lead({ kind: 'job-application', fields: { cv: { name: 'cv.pdf' }, motivation: 'Graag' } }),
      null,
    )
    expect(body.Comments).toBe('Website request: job-application\nmotivation: Graag')
  })
})
