import type { Language } from '@/lib/i18n/languages'
import { parseNumber } from '@/lib/format/number-format'
import { currentPurchaseCostPeriod } from '@/lib/belgium/purchase-cost-periods'
import { isRegion } from '@/lib/belgium/region'
import { closedStatus } from './price-text'
import { MonthlyCost } from './monthly-cost'
import { PurchaseCostTable, purchaseCostColumns } from './purchase-cost-table'
import type { PropertyView } from './types'

/**
 * The purchase-cost estimate: only for sale listings still on the market with a public price in
 * Belgium; a new build (in a project, or sold under VAT) gets the new-build estimate. Then the
 * monthly cost of a loan for the price and the costs of the buyer's own home (the first column).
 * The rules are those of the period that applies today on Belgian calendars.
 */
export function PropertyCosts({
  property,
  lang,
  query,
  pageUrl,
}: {
  property: PropertyView
  lang: Language
  /** The page's query string: the monthly-cost form's values. */
  query: Record<string, string | string[] | undefined>
  pageUrl: string
}) {
  const amount = parseNumber(property.price)
  if (property.goal !== 0 || closedStatus(property) || !property.publishPrice) return null
  if (amount === null || amount <= 0 || !isRegion(property.region)) return null
  const newBuild =
    property.projectId !== null || (property.details.costs?.vatRegime ?? '').startsWith('vat')
  const period = currentPurchaseCostPeriod()
  if (!period) return null
  const input = { price: amount, region: property.region, newBuild, period }
  const [ownHome] = purchaseCostColumns(input)
  return (
    <>
      <PurchaseCostTable input={input} lang={lang} headingId="property-purchase-costs" />
      {ownHome && (
        <MonthlyCost
          price={amount}
          purchaseCosts={ownHome.estimate.total}
          query={query}
          pageUrl={pageUrl}
          lang={lang}
          headingId="property-monthly-cost"
        />
      )}
    </>
  )
}
