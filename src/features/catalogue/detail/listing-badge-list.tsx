import styles from './listing-badge-list.module.css'

/**
 * The badges of a listing as words (sold, under option, new, price reduced), never a colour
 * alone; `badgeClassName` gives each the look of the card or of the property page.
 */
export function ListingBadgeList({
  badges,
  badgeClassName,
}: {
  badges: { kind: string; text: string }[]
  badgeClassName: string | undefined
}) {
  if (badges.length === 0) return null
  return (
    <ul className={styles.badges}>
      {badges.map((badge) => (
        <li key={badge.kind} className={badgeClassName} data-badge={badge.kind}>
          {badge.text}
        </li>
      ))}
    </ul>
  )
}
