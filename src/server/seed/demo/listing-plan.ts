import { ownerIds, projectIds } from './ids'
import { typeIds as t } from './property-types'

/**
 * The fixed skeleton of the 60 demo listings: what is sold where, and the special cases the site
 * must show (sold, hidden price, "starting from", project units…). Sizes, prices, texts and
 * details are drawn from the seed, so every seed still covers every case.
 */
export type ListingPlan = {
  goal: 'sale' | 'rent'
  typeId: number
  zip: string
  /** When the postal code has several localities and the main one is not meant. */
  locality?: string
  luxembourg?: boolean
  reference?: string
  status?: 'option' | 'sold' | 'rented'
  projectId?: number
  owner?: number
  hidePrice?: boolean
  startingFrom?: boolean
  hideAddress?: boolean
  unpublished?: boolean
  /** A Flemish home with label E or F, which the renovation-obligation notice is about. */
  poorEnergy?: boolean
  lifeAnnuity?: boolean
  /** The demo's floor plan, a video and a 360° tour: one listing at least shows each. */
  floorPlan?: boolean
  video?: boolean
  virtualTour?: boolean
}

const sale = (typeId: number, zip: string, extra: Partial<ListingPlan> = {}): ListingPlan => ({
  goal: 'sale',
  typeId,
  zip,
  ...extra,
})
const rent = (typeId: number, zip: string, extra: Partial<ListingPlan> = {}): ListingPlan => ({
  goal: 'rent',
  typeId,
  zip,
  ...extra,
})

export const listingPlan: readonly ListingPlan[] = [
  // Flanders
  sale(t.semiDetachedHouse, '9000', {
    owner: ownerIds.sophieClaes,
    floorPlan: true,
    virtualTour: true,
  }),
  rent(t.apartment, '9000', { owner: ownerIds.sophieClaes }),
  sale(t.apartment, '9000', { projectId: projectIds.gent }),
  sale(t.penthouse, '9000', { projectId: projectIds.gent }),
  sale(t.apartment, '2000'),
  rent(t.duplex, '2000', { status: 'option' }),
  sale(t.terracedHouse, '2600', { poorEnergy: true }),
  sale(t.villa, '2930', { hideAddress: true }),
  rent(t.apartment, '3000', { status: 'rented' }),
  rent(t.studio, '3000'),
  sale(t.terracedHouse, '3001', { video: true }),
  sale(t.house, '8000', { poorEnergy: true, status: 'option' }),
  sale(t.penthouse, '8300', { hidePrice: true }),
  sale(t.buildingPlot, '9800'),
  sale(t.bungalow, '3500', { status: 'sold' }),
  rent(t.house, '2800'),
  sale(t.office, '2800'),
  sale(t.terracedHouse, '8500', { poorEnergy: true }),
  sale(t.warehouse, '9300'),
  sale(t.apartment, '8400'),
  rent(t.garageBox, '2000'),
  sale(t.agriculturalLand, '3090', { unpublished: true }),
  sale(t.semiDetachedHouse, '9100', { status: 'sold' }),
  rent(t.apartment, '1930'),
  sale(t.buildingPlot, '2300'),
  sale(t.shop, '3500'),
  // Brussels
  sale(t.apartment, '1050', { reference: '4521' }),
  rent(t.apartment, '1050'),
  sale(t.apartment, '1040', { projectId: projectIds.etterbeek }),
  sale(t.villa, '1180', { hidePrice: true }),
  rent(t.penthouse, '1180', { status: 'rented' }),
  sale(t.apartment, '1060', { owner: ownerIds.marcDubois }),
  sale(t.terracedHouse, '1030', { status: 'option' }),
  rent(t.studio, '1000'),
  sale(t.officeBuilding, '1000'),
  rent(t.practice, '1150'),
  sale(t.house, '1170', { status: 'sold' }),
  rent(t.groundFloorApartment, '1190'),
  sale(t.parkingSpace, '1040'),
  rent(t.restaurant, '1060'),
  rent(t.duplex, '1200', { status: 'option' }),
  rent(t.apartment, '1080', { unpublished: true }),
  // Wallonia
  sale(t.apartment, '5000', { projectId: projectIds.namur }),
  sale(t.duplex, '5000', { projectId: projectIds.namur }),
  sale(t.villa, '1410', { hideAddress: true }),
  sale(t.house, '1300', { status: 'option' }),
  sale(t.semiDetachedHouse, '1400'),
  rent(t.apartment, '1348', { locality: 'Louvain-la-Neuve' }),
  sale(t.house, '4000', { lifeAnnuity: true }),
  rent(t.duplex, '4000', { status: 'rented' }),
  sale(t.buildingPlot, '1380', { startingFrom: true }),
  sale(t.terracedHouse, '7000'),
  sale(t.workshop, '6000'),
  rent(t.house, '6700'),
  sale(t.bungalow, '4800', { status: 'sold' }),
  sale(t.buildingPlot, '7500', { startingFrom: true }),
  rent(t.garageBox, '5100', { locality: 'Jambes' }),
  // Luxembourg
  sale(t.apartment, '1118', { luxembourg: true }),
  rent(t.apartment, '4001', { luxembourg: true }),
  sale(t.house, '9001', { luxembourg: true }),
]
