import { z } from '@/lib/zod'

// The CRM feed sends whatever subset it knows, so every field is optional. Free-text fields hold
// keys ('gas', 'double', 'pvc'…) the UI translates when it knows them and shows as is otherwise.
const amount = z.number().nonnegative()
const count = z.number().int().nonnegative()
const area = z.number().nonnegative()
const year = z.number().int().min(1000).max(2200)
const score = z.number().min(0).max(10)
const floodScore = z.enum(['A', 'B', 'C', 'D'])

export const propertyDetailsSchema = z.object({
  showerRooms: count.optional(),
  toilets: count.optional(),
  garages: count.optional(),
  parkings: count.optional(),
  parkingsExternal: count.optional(),
  floors: count.optional(),
  facades: z.enum(['open', 'half-open', 'closed']).optional(),
  surfaces: z
    .object({
      total: area.optional(),
      terrace: area.optional(),
      garden: area.optional(),
      office: area.optional(),
      store: area.optional(),
    })
    .optional(),
  frontWidth: area.optional(),
  plotWidth: area.optional(),
  constructionYear: year.optional(),
  renovationYear: year.optional(),

  /** Total yearly primary energy in kWh; the per-m² value and its label are real columns. */
  epcTotal: amount.optional(),
  /** kg CO₂/m²·year, mandatory in Brussels listings. */
  co2Emission: amount.optional(),
  epcExpiry: z.iso.date().optional(),
  /** E-level (E-peil / niveau E) of new builds. */
  eLevel: z.number().int().optional(),

  heatingType: z.string().optional(),
  glazing: z.string().optional(),
  windowFrame: z.string().optional(),
  kitchen: z.string().optional(),
  roofMaterial: z.string().optional(),
  roofCondition: z.string().optional(),
  floorCovering: z.string().optional(),
  orientationTerrace: z.string().optional(),
  orientationGarden: z.string().optional(),
  orientationRear: z.string().optional(),

  floodZone: z.boolean().optional(),
  floodRisk: z.string().optional(),
  riverbankZone: z.boolean().optional(),
  gScore: floodScore.optional(),
  pScore: floodScore.optional(),

  asbestos: z.object({ type: z.string().optional(), date: z.iso.date().optional() }).optional(),
  certificates: z
    .object({
      ground: z.string().optional(),
      electricity: z.string().optional(),
      gas: z.string().optional(),
    })
    .optional(),

  hasGas: z.boolean().optional(),
  hasWater: z.boolean().optional(),
  hasCellar: z.boolean().optional(),
  hasAttic: z.boolean().optional(),

  permit: z.boolean().optional(),
  allotmentPermit: z.boolean().optional(),
  summons: z.boolean().optional(),
  preemptiveRights: z.boolean().optional(),
  electricityConnection: z.boolean().optional(),
  drainConnection: z.boolean().optional(),
  /** 0 none, 1 yes, 2 on request (specification §3). */
  judicialDecision: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),

  costs: z
    .object({
      /** The rateable income (kadastraal inkomen / revenu cadastral) the tax is based on. */
      realEstateTax: amount.optional(),
      chargesOwner: amount.optional(),
      chargesRenter: amount.optional(),
      notaryFeesExVat: amount.optional(),
      notaryFeesInclVat: amount.optional(),
      registrationRights: amount.optional(),
      vatValue: amount.optional(),
      vatRegime: z.string().optional(),
      deposit: amount.optional(),
      agencyCost: amount.optional(),
      inventoryCost: amount.optional(),
      totalCost: amount.optional(),
      garagePrice: amount.optional(),
      parkingPrice: amount.optional(),
    })
    .optional(),

  contractType: z.string().optional(),
  availability: z.string().optional(),
  pointsOfInterest: z.array(z.string()).optional(),
  mobiscore: z
    .object({
      shops: score.optional(),
      education: score.optional(),
      health: score.optional(),
      leisure: score.optional(),
      transport: score.optional(),
      services: score.optional(),
      overall: score.optional(),
    })
    .optional(),
  registeredRight: z.string().optional(),

  lifeAnnuity: z
    .object({
      age1: count.optional(),
      age2: count.optional(),
      gender: z.string().optional(),
      type: z.string().optional(),
      indexedRent: amount.optional(),
      survivalAnnuity: z.boolean().optional(),
      /** Years. */
      maxDuration: count.optional(),
    })
    .optional(),

  /** Rentals: the minimum monthly net income and maximum occupants the landlord asks for. */
  minimumIncome: amount.optional(),
  maximumPersons: count.optional(),

  /** A video of the listing (YouTube, Vimeo, Facebook or a video file; see helpers/video-link). */
  videoUrl: z.string().optional(),
  /** A virtual tour (Matterport, Kuula, Nodalview…; see helpers/video-link). */
  virtualTourUrl: z.string().optional(),

  /** CRM display texts that have no column of their own (specification §3 Property). */
  priceUnitText: z.string().optional(),
  marqueeName: z.string().optional(),
  countryName: z.string().optional(),
})

export type PropertyDetails = z.infer<typeof propertyDetailsSchema>
