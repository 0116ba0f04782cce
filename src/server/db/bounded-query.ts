import type pg from 'pg'

/** A query's answer within `timeoutMs`, or a rejection saying it took too long. */
export class QueryTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the database did not answer within ${timeoutMs} ms`)
  }
}

/**
 * Runs `text` on the pool and gives up after `timeoutMs`, counting the wait for a connection too.
 * A hung server (stopped, swapping, behind a dropped link) keeps its connections open and never
 * answers, so neither the connection timeout nor a server-side statement timeout ends the wait.
 * pg's own `query_timeout` destroys the connection it hung on, so the pool does not hand it out
 * again; the timer covers the wait for a connection, which that timeout does not.
 */
export function boundedQuery<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  timeoutMs: number,
): Promise<pg.QueryResult<Row>> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QueryTimeoutError(timeoutMs)), timeoutMs)
  })
  // pg reads `query_timeout` from a query's config too; its types list it only for the client.
  const answer = pool.query<Row>({ text, query_timeout: timeoutMs } as pg.QueryConfig)
  // The loser of the race is settled later; it must not count as unhandled.
  answer.catch(() => {})
  return Promise.race([answer, expired]).finally(() => clearTimeout(timer))
}
