import styles from './back-office.module.css'

/** A list's filter form ends here: apply the filters, or go back to the unfiltered list. */
export function FilterActions({
  resetHref,
  apply,
  reset,
}: {
  resetHref: string
  apply: string
  reset: string
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.button}>
        {apply}
      </button>
      <a href={resetHref}>{reset}</a>
    </div>
  )
}
