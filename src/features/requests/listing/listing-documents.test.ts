import { describe, expect, it } from 'vitest'
import { documentsFor } from './listing-documents'

const house = 1
const apartment = 2
const land = 3
const garage = 7

describe('documentsFor', () => {
  it('offers a Flemish house for sale every certificate, asbestos included', () => {
    expect(documentsFor({ goal: 0, region: 'Flanders', rootWebId: house })).toEqual([
      'epc',
      'urbanPlanning',
      'soil',
      'electrical',
      'asbestos',
      'floorPlans',
      'cadastre',
    ])
  })

  it('adds the co-ownership documents of an apartment, and no asbestos certificate outside Flanders', () => {
    const brussels = documentsFor({ goal: 0, region: 'Brussels', rootWebId: apartment })
    expect(brussels).toContain('coOwnership')
    expect(brussels).not.toContain('asbestos')
    expect(documentsFor({ goal: 0, region: 'Wallonia', rootWebId: house })).not.toContain(
      'asbestos',
    )
  })

  it('offers land no building certificates, and a garage no EPC', () => {
    expect(documentsFor({ goal: 0, region: 'Flanders', rootWebId: land })).toEqual([
      'urbanPlanning',
      'soil',
      'cadastre',
    ])
    expect(documentsFor({ goal: 0, region: 'Wallonia', rootWebId: garage })).not.toContain('epc')
  })

  it('offers a tenant what a lease comes with', () => {
    expect(documentsFor({ goal: 1, region: 'Brussels', rootWebId: apartment })).toEqual([
      'epc',
      'electrical',
      'floorPlans',
      'leaseDraft',
    ])
    expect(documentsFor({ goal: 1, region: null, rootWebId: garage })).toEqual([
      'electrical',
      'floorPlans',
      'leaseDraft',
    ])
  })
})
