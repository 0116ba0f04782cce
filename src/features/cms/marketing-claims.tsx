import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { formatNumber, formatPercent } from '@/lib/format/number-format'
import type { MarketingClaims } from '@/lib/site-config/site-config-schema'
import styles from './marketing-claims.module.css'

type Claim = keyof MarketingClaims

const order: Claim[] = ['yearsInBusiness', 'clients', 'soldWithinTwoWeeks', 'monthlyVisitors']

/** How a figure is written: '50+', '1.000+', '75%' ('75 %' in fr and de), '25.000'. */
function figure(claim: Claim, value: number, lang: Language): string {
  switch (claim) {
    case 'soldWithinTwoWeeks':
      return formatPercent(value, lang, 0)
    case 'monthlyVisitors':
      return formatNumber(value)
    default:
      return `${formatNumber(value)}+`
  }
}

/**
 * The agency's figures (specification §9) as a description list, each figure with what it counts;
 * only those the agency set, nothing when it set none.
 */
export async function MarketingClaimsList({
  claims,
  lang,
}: {
  claims: MarketingClaims
  lang: Language
}) {
  const set = order.flatMap((claim) => {
    const value = claims[claim]
    return value === undefined ? [] : [{ claim, value }]
  })
  if (set.length === 0) return null
  const t = await getTranslations({ locale: lang, namespace: 'marketingClaims' })
  return (
    <dl className={styles.claims}>
      {set.map(({ claim, value }) => (
        <div key={claim} className={styles.claim} data-claim={claim}>
          <dt>{t(claim)}</dt>
          <dd>{figure(claim, value, lang)}</dd>
        </div>
      ))}
    </dl>
  )
}
