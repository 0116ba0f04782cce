import type { Language } from '@/lib/i18n/languages'
import { parseNumber } from '@/lib/format/number-format'
import { isRegion } from '@/lib/belgium/region'
import { closedStatus } from './price-text'
import { PurchaseCostTable } from './purchase-cost-table'
import type { PropertyView } from './types'

/**
 * The purchase-cost estimate: only for sale listings still on the market with a public price in
 * Belgium; a new build (in a project, or sold under VAT) gets the new-build estimate.
 */
export function PropertyCosts({ property, lang }: { property: PropertyView; lang: Language }) {
  const amount = parseNumber(property.price)
  if (property.goal !== 0 || closedStatus(property) || !property.publishPrice) return null
  if (amount === null || amount <= 0 || !isRegion(property.region)) return null
  const newBuild =
    property.projectId !== null || (property.details.costs?.vatRegime ?? '').startsWith('vat')
  return (
    <PurchaseCostTable
      input={{ price: amount, region: property.region, newBuild }}
      lang={lang}
      headingId="property-purchase-costs"
    />
  )
}
