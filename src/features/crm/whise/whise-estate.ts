import { z } from '@/lib/zod'

// The members of an estate the connector reads (§2.4). Whise leaves out members without a value
// (§2.7), so all but the id are optional, and members it does not read are kept as they come.

const idObject = z.object({ id: z.number() }).optional()
const texts = z
  .array(z.object({ languageId: z.string(), content: z.string().nullish() }))
  .optional()
const count = z.number().nullish()

export const whisePictureSchema = z.looseObject({
  id: z.number(),
  order: z.number().nullish(),
  urlSmall: z.string().nullish(),
  urlLarge: z.string().nullish(),
  urlXXL: z.string().nullish(),
  urlOriginal: z.string().nullish(),
})
export type WhisePicture = z.infer<typeof whisePictureSchema>

export const whiseDetailSchema = z.looseObject({
  id: z.number(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  enum: z.object({ id: z.number() }).nullish(),
})

export const whiseEstateSchema = z.looseObject({
  id: z.number(),
  referenceNumber: z.string().nullish(),
  name: z.string().nullish(),
  category: idObject,
  subCategory: idObject,
  purpose: idObject,
  purposeStatus: idObject,
  status: idObject,
  displayStatusId: z.number().nullish(),
  availability: idObject,
  availabilityDateTime: z.string().nullish(),
  address: z.string().nullish(),
  number: z.union([z.string(), z.number()]).nullish(),
  box: z.union([z.string(), z.number()]).nullish(),
  zip: z.union([z.string(), z.number()]).nullish(),
  city: z.string().nullish(),
  country: idObject,
  displayAddress: z.boolean().nullish(),
  displayPrice: z.boolean().nullish(),
  price: count,
  area: count,
  groundArea: count,
  gardenArea: count,
  rooms: count,
  bathRooms: count,
  fronts: count,
  floor: z.union([z.string(), z.number()]).nullish(),
  garage: count,
  garden: count,
  terrace: count,
  furnished: count,
  energyClass: z.string().nullish(),
  energyValue: z.union([z.string(), z.number()]).nullish(),
  shortDescription: texts,
  longDescription: texts,
  sms: texts,
  pictures: z.array(whisePictureSchema).optional(),
  details: z.array(whiseDetailSchema).optional(),
  parentId: z.number().nullish(),
  canHaveChildren: z.boolean().nullish(),
  estateOrder: z.number().nullish(),
  link3DModel: z.string().nullish(),
  linkVirtualVisit: z.string().nullish(),
  updateDateTime: z.string().nullish(),
  representatives: z.array(z.unknown()).nullish(),
})
export type WhiseEstate = z.infer<typeof whiseEstateSchema>
