/**
 * The digest Next gives an error thrown while rendering on the server: the visitor's error page
 * shows it and the server's log line carries it, so the two can be matched.
 */
export function digestOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('digest' in error)) return undefined
  return typeof error.digest === 'string' ? error.digest : undefined
}
