// The public entry of this feature for other features: modules safe in server and browser code (docs/decisions/026-layers.md).
export * from './detail/format-value'
export * from './detail/price-text'
export * from './detail/project-units'
export * from './detail/text'
export * from './detail/types'
export * from './helpers/description-cleaner'
export {
  heroSrcSet,
  phoneHeroSrcSet,
  phoneMedia,
  photoSource,
  variantUrl,
} from './media/image-variants'
export * from './property-details-schema'
export * from './search/postal-places'
export * from './search/search-params'
