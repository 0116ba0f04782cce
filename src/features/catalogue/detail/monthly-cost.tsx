import { getTranslations } from 'next-intl/server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { formatNumber } from '@/lib/format/number-format'
import { localize } from '@/lib/i18n/multilang'
import { brusselsWallClock } from '@/lib/belgium/brussels-clock'
import { estimateLoan } from '@/lib/belgium/mortgage'
import { formatDate } from './format-value'
import { defaultContribution, loanLimits, loanParams, parseLoanQuery } from './loan-query'
import detail from './detail.module.css'
import styles from './monthly-cost.module.css'

/** An amount always to the cent: an instalment reads '€ 1.184,00'. */
const euros = (value: number) =>
  `€ ${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/**
 * The monthly cost of a loan for a sale listing, beside its purchase-cost estimate: the price and
 * the estimated purchase costs, less the buyer's own contribution, repaid over the chosen years
 * at the chosen rate (src/lib/belgium/mortgage.ts). A plain GET form: the page works it out on
 * the server, so it needs no script. The rate starts at the site configuration's, shown with its
 * source and date; a site without one, or whose rate's last day (`until`) has passed on the
 * Brussels calendar, shows no monthly cost.
 */
export async function MonthlyCost({
  price,
  purchaseCosts,
  query,
  pageUrl,
  lang,
  headingId,
}: {
  price: number
  /** The purchase-cost estimate's total for the buyer's own home. */
  purchaseCosts: number
  query: Record<string, string | string[] | undefined>
  /** The page's path, where the form sends its values. */
  pageUrl: string
  lang: Language
  headingId: string
}) {
  const [t, config] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.detail.monthlyCost' }),
    getSiteConfig(),
  ])
  const rate = config.loanEstimate
  if (!rate || (rate.until && rate.until < brusselsWallClock(new Date()).day)) return null
  const values = parseLoanQuery(query, {
    ownContribution: defaultContribution(price, purchaseCosts),
    years: rate.years,
    ratePercent: rate.ratePercent,
  })
  const loan = estimateLoan({
    price,
    purchaseCosts,
    ownContribution: values.ownContribution,
    yearlyRatePercent: values.ratePercent,
    years: values.years,
  })
  const labels = { contribution: t('contribution'), years: t('years'), rate: t('rate') }
  const field = (key: keyof typeof loanParams, label: string, value: number, step: string) => (
    <label>
      {label}
      <input
        type="number"
        name={loanParams[key]}
        defaultValue={value}
        min={loanLimits[key].min}
        max={loanLimits[key].max}
        step={step}
        inputMode="decimal"
        required
      />
    </label>
  )
  return (
    <section className={detail.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('title')}</h2>
      <p className={detail.muted}>{t('intro')}</p>
      <form method="get" action={`${pageUrl}#${headingId}`} className={styles.form}>
        {field('contribution', labels.contribution, values.ownContribution, '0.01')}
        {field('years', labels.years, values.years, '1')}
        {field('rate', labels.rate, values.ratePercent, '0.01')}
        <button type="submit">{t('calculate')}</button>
      </form>
      {values.invalid.length > 0 && (
        <p role="alert">
          {t('usedDefaults', {
            fields: values.invalid.map((key) => labels[key]).join(', '),
          })}
        </p>
      )}
      <dl className={styles.result}>
        <div>
          <dt>{t('price')}</dt>
          <dd>{euros(price)}</dd>
        </div>
        <div>
          <dt>{t('purchaseCosts')}</dt>
          <dd>+ {euros(purchaseCosts)}</dd>
        </div>
        <div>
          <dt>{t('ownContribution')}</dt>
          <dd>− {euros(values.ownContribution)}</dd>
        </div>
        <div>
          <dt>{t('amount')}</dt>
          <dd>{euros(loan.amount)}</dd>
        </div>
        <div className={styles.monthly}>
          <dt>{t('monthly', { years: values.years, rate: formatNumber(values.ratePercent) })}</dt>
          <dd data-testid="monthly-cost">{euros(loan.monthly)}</dd>
        </div>
        <div>
          <dt>{t('interest')}</dt>
          <dd>{euros(loan.interest)}</dd>
        </div>
      </dl>
      <p className={detail.muted}>
        {t('rateSource', {
          rate: formatNumber(rate.ratePercent),
          source: localize(rate.source, lang, config.defaultLanguage),
          date: formatDate(rate.date, lang),
        })}
        {rate.url && (
          <>
            {' '}
            <a href={rate.url} rel="noopener noreferrer">
              {t('rateLink')}
            </a>
          </>
        )}
      </p>
      <p className={detail.muted}>{t('disclaimer')}</p>
    </section>
  )
}
