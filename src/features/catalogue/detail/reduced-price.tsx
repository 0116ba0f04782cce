import { formatAmount } from '@/lib/format/price-format'

/**
 * The price, after the struck-through price it was lowered from when there is one. `<del>` is
 * not read out by every screen reader, so both prices are named in words too.
 */
export function ReducedPrice({
  price,
  previous,
  previousLabel,
  currentLabel,
  delClassName,
}: {
  price: string
  previous: number | null
  previousLabel: string
  currentLabel: string
  delClassName?: string
}) {
  if (previous === null) return <>{price}</>
  return (
    <>
      <del className={delClassName}>
        <span className="visually-hidden">{previousLabel} </span>
        {formatAmount(previous)}
      </del>{' '}
      <span className="visually-hidden">{currentLabel} </span>
      {price}
    </>
  )
}
