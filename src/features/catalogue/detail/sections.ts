import { evaluateCondition, type ConditionRule } from '@/features/catalogue/helpers/condition-rules'

/**
 * The detail page's field sections (specification §3 Property fields), in display order. Which
 * section and field shows is decided by its value and by the rules of `visibilityRules`, so an
 * agency can change them in one place (or, later, from the site configuration).
 */

/** How a value is written; see `format-value.ts`. */
export type FieldFormat =
  | 'text'
  | 'count'
  | 'area'
  | 'length'
  | 'year'
  | 'amount'
  | 'amountPerMonth'
  | 'yesNo'
  | 'key'
  | 'keyList'
  | 'date'
  | 'availability'
  | 'score'
  | 'letter'
  | 'judicial'
  | 'energy'
  | 'energyTotal'
  | 'co2'
  | 'eLevel'
  | 'epcLabel'
  | 'age'
  | 'years'

/** The message group (catalogue.detail.values.<group>) that translates a 'key' value. */
export type ValueGroup =
  | 'contractType'
  | 'facades'
  | 'pointOfInterest'
  | 'availability'
  | 'heatingType'
  | 'glazing'
  | 'windowFrame'
  | 'kitchen'
  | 'floorCovering'
  | 'roofMaterial'
  | 'roofCondition'
  | 'orientation'
  | 'floodRisk'
  | 'asbestos'
  | 'certificate'
  | 'vatRegime'
  | 'gender'
  | 'annuityType'

export type FieldDefinition = {
  /** The label key under catalogue.detail.fields. */
  id: string
  /** Dotted path in the detail record (`details.surfaces.garden`). */
  path: string
  format: FieldFormat
  values?: ValueGroup
}

export const sectionIds = [
  'basics',
  'surfaces',
  'rooms',
  'building',
  'costs',
  'lifeAnnuity',
  'mobiscore',
  'energy',
  'flood',
  'asbestos',
  'certificates',
  'permits',
] as const
export type SectionId = (typeof sectionIds)[number]

/** 'compliance' sections form the Belgian compliance block (decisions.md §7). */
export type SectionDefinition = {
  id: SectionId
  group: 'main' | 'compliance'
  fields: FieldDefinition[]
}

const field = (
  id: string,
  path: string,
  format: FieldFormat,
  values?: ValueGroup,
): FieldDefinition => (values ? { id, path, format, values } : { id, path, format })

export const detailSections: readonly SectionDefinition[] = [
  {
    id: 'basics',
    group: 'main',
    fields: [
      field('reference', 'reference', 'text'),
      field('availability', 'details.availability', 'availability', 'availability'),
      // One field of the feed, labelled as what it is: a lease for rent, the way of sale for sale.
      field('contractType', 'details.contractType', 'key', 'contractType'),
      field('saleContractType', 'details.contractType', 'key', 'contractType'),
      field('constructionYear', 'details.constructionYear', 'year'),
      field('renovationYear', 'details.renovationYear', 'year'),
      field('facades', 'details.facades', 'key', 'facades'),
      field('pointsOfInterest', 'details.pointsOfInterest', 'keyList', 'pointOfInterest'),
      field('registeredRight', 'details.registeredRight', 'text'),
    ],
  },
  {
    id: 'surfaces',
    group: 'main',
    fields: [
      field('livingArea', 'livingArea', 'area'),
      field('totalArea', 'details.surfaces.total', 'area'),
      field('plotArea', 'plotArea', 'area'),
      field('terraceArea', 'details.surfaces.terrace', 'area'),
      field('gardenArea', 'details.surfaces.garden', 'area'),
      field('officeArea', 'details.surfaces.office', 'area'),
      field('storeArea', 'details.surfaces.store', 'area'),
      field('frontWidth', 'details.frontWidth', 'length'),
      field('plotWidth', 'details.plotWidth', 'length'),
    ],
  },
  {
    id: 'rooms',
    group: 'main',
    fields: [
      field('bedrooms', 'bedrooms', 'count'),
      field('bathrooms', 'bathrooms', 'count'),
      field('showerRooms', 'details.showerRooms', 'count'),
      field('toilets', 'details.toilets', 'count'),
      field('floors', 'details.floors', 'count'),
      field('garages', 'details.garages', 'count'),
      field('parkings', 'details.parkings', 'count'),
      field('parkingsExternal', 'details.parkingsExternal', 'count'),
    ],
  },
  {
    id: 'building',
    group: 'main',
    fields: [
      field('heatingType', 'details.heatingType', 'key', 'heatingType'),
      field('glazing', 'details.glazing', 'key', 'glazing'),
      field('windowFrame', 'details.windowFrame', 'key', 'windowFrame'),
      field('kitchen', 'details.kitchen', 'key', 'kitchen'),
      field('floorCovering', 'details.floorCovering', 'key', 'floorCovering'),
      field('roofMaterial', 'details.roofMaterial', 'key', 'roofMaterial'),
      field('roofCondition', 'details.roofCondition', 'key', 'roofCondition'),
      field('orientationTerrace', 'details.orientationTerrace', 'key', 'orientation'),
      field('orientationGarden', 'details.orientationGarden', 'key', 'orientation'),
      field('orientationRear', 'details.orientationRear', 'key', 'orientation'),
      field('hasGas', 'details.hasGas', 'yesNo'),
      field('hasWater', 'details.hasWater', 'yesNo'),
      field('hasCellar', 'details.hasCellar', 'yesNo'),
      field('hasAttic', 'details.hasAttic', 'yesNo'),
      field('hasLift', 'hasLift', 'yesNo'),
      field('hasGarden', 'hasGarden', 'yesNo'),
      field('hasTerrace', 'hasTerrace', 'yesNo'),
      field('hasGarage', 'hasGarage', 'yesNo'),
      field('furnished', 'furnished', 'yesNo'),
    ],
  },
  {
    id: 'costs',
    group: 'main',
    fields: [
      field('realEstateTax', 'details.costs.realEstateTax', 'amount'),
      field('chargesOwner', 'details.costs.chargesOwner', 'amountPerMonth'),
      field('chargesRenter', 'details.costs.chargesRenter', 'amountPerMonth'),
      field('notaryFeesExVat', 'details.costs.notaryFeesExVat', 'amount'),
      field('notaryFeesInclVat', 'details.costs.notaryFeesInclVat', 'amount'),
      field('registrationRights', 'details.costs.registrationRights', 'amount'),
      field('vatRegime', 'details.costs.vatRegime', 'key', 'vatRegime'),
      field('vatValue', 'details.costs.vatValue', 'amount'),
      field('deposit', 'details.costs.deposit', 'amount'),
      field('agencyCost', 'details.costs.agencyCost', 'amount'),
      field('inventoryCost', 'details.costs.inventoryCost', 'amount'),
      field('totalCost', 'details.costs.totalCost', 'amount'),
      field('garagePrice', 'details.costs.garagePrice', 'amount'),
      field('parkingPrice', 'details.costs.parkingPrice', 'amount'),
      field('minimumIncome', 'details.minimumIncome', 'amountPerMonth'),
      field('maximumPersons', 'details.maximumPersons', 'count'),
    ],
  },
  {
    id: 'lifeAnnuity',
    group: 'main',
    fields: [
      field('annuityType', 'details.lifeAnnuity.type', 'key', 'annuityType'),
      field('gender', 'details.lifeAnnuity.gender', 'key', 'gender'),
      field('age1', 'details.lifeAnnuity.age1', 'age'),
      field('age2', 'details.lifeAnnuity.age2', 'age'),
      field('indexedRent', 'details.lifeAnnuity.indexedRent', 'amountPerMonth'),
      field('survivalAnnuity', 'details.lifeAnnuity.survivalAnnuity', 'yesNo'),
      field('maxDuration', 'details.lifeAnnuity.maxDuration', 'years'),
    ],
  },
  {
    id: 'mobiscore',
    group: 'main',
    fields: [
      field('mobiOverall', 'details.mobiscore.overall', 'score'),
      field('mobiShops', 'details.mobiscore.shops', 'score'),
      field('mobiEducation', 'details.mobiscore.education', 'score'),
      field('mobiHealth', 'details.mobiscore.health', 'score'),
      field('mobiLeisure', 'details.mobiscore.leisure', 'score'),
      field('mobiTransport', 'details.mobiscore.transport', 'score'),
      field('mobiServices', 'details.mobiscore.services', 'score'),
    ],
  },
  {
    id: 'energy',
    group: 'compliance',
    fields: [
      field('epcLabel', 'epcLabel', 'epcLabel'),
      field('epcValue', 'epcValue', 'energy'),
      field('epcTotal', 'details.epcTotal', 'energyTotal'),
      field('co2Emission', 'details.co2Emission', 'co2'),
      field('eLevel', 'details.eLevel', 'eLevel'),
      field('epcExpiry', 'details.epcExpiry', 'date'),
    ],
  },
  {
    id: 'flood',
    group: 'compliance',
    fields: [
      field('floodZone', 'details.floodZone', 'yesNo'),
      field('floodRisk', 'details.floodRisk', 'key', 'floodRisk'),
      field('pScore', 'details.pScore', 'letter'),
      field('gScore', 'details.gScore', 'letter'),
      field('riverbankZone', 'details.riverbankZone', 'yesNo'),
    ],
  },
  {
    id: 'asbestos',
    group: 'compliance',
    fields: [
      field('asbestosType', 'details.asbestos.type', 'key', 'asbestos'),
      field('asbestosDate', 'details.asbestos.date', 'date'),
    ],
  },
  {
    id: 'certificates',
    group: 'compliance',
    fields: [
      field('electricityCertificate', 'details.certificates.electricity', 'key', 'certificate'),
      field('gasCertificate', 'details.certificates.gas', 'key', 'certificate'),
      field('groundCertificate', 'details.certificates.ground', 'key', 'certificate'),
    ],
  },
  {
    id: 'permits',
    group: 'compliance',
    fields: [
      field('permit', 'details.permit', 'yesNo'),
      field('allotmentPermit', 'details.allotmentPermit', 'yesNo'),
      field('summons', 'details.summons', 'yesNo'),
      field('preemptiveRights', 'details.preemptiveRights', 'yesNo'),
      field('judicialDecision', 'details.judicialDecision', 'judicial'),
      field('electricityConnection', 'details.electricityConnection', 'yesNo'),
      field('drainConnection', 'details.drainConnection', 'yesNo'),
    ],
  },
]

/** Rules (specification §3 "Condition rules") a section or field must pass to show. */
export type VisibilityRules = {
  sections: Partial<Record<SectionId, unknown>>
  fields: Partial<Record<string, unknown>>
}

const inRegion = (region: string): ConditionRule => ({
  field: 'region',
  logic: 'equals',
  compareWithValue: region,
})
const onlyWhenTrue = (path: string): ConditionRule => ({
  field: path,
  logic: 'equals',
  compareWithValue: true,
})

export const visibilityRules: VisibilityRules = {
  sections: {
    // A life annuity (viager) only exists when the feed sends one.
    lifeAnnuity: { field: 'details.lifeAnnuity', logic: 'isNotEmpty' },
    // The Mobiscore is a Flemish government score.
    mobiscore: inRegion('Flanders'),
  },
  fields: {
    // Brussels listings must show the CO₂ emissions next to the EPC (decisions.md §7).
    co2Emission: inRegion('Brussels'),
    // P-score and G-score and the riverbank zone are Flemish flood mentions (decisions.md §7).
    pScore: inRegion('Flanders'),
    gScore: inRegion('Flanders'),
    riverbankZone: inRegion('Flanders'),
    // The equipment columns default to false; only a true one tells the visitor something.
    hasLift: onlyWhenTrue('hasLift'),
    hasGarden: onlyWhenTrue('hasGarden'),
    hasTerrace: onlyWhenTrue('hasTerrace'),
    hasGarage: onlyWhenTrue('hasGarage'),
    furnished: onlyWhenTrue('furnished'),
    // "0 garages" says nothing a visitor needs; a count of rooms of a kind shows when there are some.
    showerRooms: { field: 'details.showerRooms', logic: 'greaterThan', compareWithValue: 0 },
    garages: { field: 'details.garages', logic: 'greaterThan', compareWithValue: 0 },
    parkings: { field: 'details.parkings', logic: 'greaterThan', compareWithValue: 0 },
    parkingsExternal: {
      field: 'details.parkingsExternal',
      logic: 'greaterThan',
      compareWithValue: 0,
    },
    contractType: { field: 'goal', logic: 'notEquals', compareWithValue: 0 },
    saleContractType: { field: 'goal', logic: 'equals', compareWithValue: 0 },
    // Sale-only and rent-only amounts.
    deposit: { field: 'goal', logic: 'notEquals', compareWithValue: 0 },
    chargesRenter: { field: 'goal', logic: 'notEquals', compareWithValue: 0 },
    minimumIncome: { field: 'goal', logic: 'notEquals', compareWithValue: 0 },
    maximumPersons: { field: 'goal', logic: 'notEquals', compareWithValue: 0 },
    registrationRights: { field: 'goal', logic: 'equals', compareWithValue: 0 },
  },
}

/** Reads a dotted path through own properties only. */
export function readPath(record: unknown, path: string): unknown {
  let value = record
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** No value: nothing, an empty text, an empty list or an object without any value. */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.some(hasValue)
  if (typeof value === 'object') return Object.values(value).some(hasValue)
  return true
}

export type VisibleField = { definition: FieldDefinition; value: unknown }
export type VisibleSection = {
  id: SectionId
  group: SectionDefinition['group']
  fields: VisibleField[]
}

/** A missing rule passes; a rule that fails or cannot be evaluated hides (specification §8). */
function passes(rule: unknown, record: unknown): boolean {
  return rule === undefined || evaluateCondition(rule, record)
}

/**
 * The sections to show for a detail record (a property's columns with `details` and `region`):
 * each visible field has a value and passes its rule; a section shows when it passes its own rule
 * and has at least one visible field.
 */
export function visibleSections(
  record: unknown,
  rules: VisibilityRules = visibilityRules,
  sections: readonly SectionDefinition[] = detailSections,
): VisibleSection[] {
  const visible: VisibleSection[] = []
  for (const section of sections) {
    if (!passes(rules.sections[section.id], record)) continue
    const fields = section.fields.flatMap((definition): VisibleField[] => {
      const value = readPath(record, definition.path)
      if (!hasValue(value)) return []
      if (!passes(rules.fields[definition.id], record)) return []
      return [{ definition, value }]
    })
    if (fields.length > 0) visible.push({ id: section.id, group: section.group, fields })
  }
  return visible
}
