import type { OpeningException } from './site-config-schema'

/** The last day of an exception: its `until`, or its first day alone. */
export const lastDay = (exception: OpeningException) => exception.until ?? exception.from

/** Whether the office is closed for the whole exception (no hours given). */
export const isClosure = (exception: OpeningException) =>
  exception.opens === undefined || exception.closes === undefined

/**
 * The exception that applies on `day` ('YYYY-MM-DD', the Brussels calendar), from its first to
 * its last day included; when two overlap, the one listed first.
 */
export function exceptionOn(
  exceptions: readonly OpeningException[],
  day: string,
): OpeningException | undefined {
  return exceptions.find((exception) => exception.from <= day && day <= lastDay(exception))
}

/** The exceptions not yet over on `day`, by their first day: the ones a visitor may still need. */
export function comingExceptions(
  exceptions: readonly OpeningException[],
  day: string,
): OpeningException[] {
  return exceptions
    .filter((exception) => lastDay(exception) >= day)
    .sort((a, b) => a.from.localeCompare(b.from))
}
