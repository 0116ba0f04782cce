import { query } from './e2e-database'
import { expect } from './fixtures'

/** The browser solves the ALTCHA proof of work before a form is sent: seconds on a busy machine. */
export const proofOfWork = 20_000

/** A row of form_submissions as the tests read it; `T` is what the form keeps in `data`. */
export type Submission<T = Record<string, unknown>> = {
  id: number
  kind: string
  locale: string
  email: string
  title: string | null
  first_name: string
  last_name: string
  phone: string | null
  property_id: number | null
  project_id: number | null
  antispam: string
  data: T
}

/** Every submission sent from `email` (none when the form was refused). */
export const submissionsOf = <T = Record<string, unknown>>(email: string) =>
  query<Submission<T>>('select * from form_submissions where email = $1 order by id', [email])

/** The one submission sent from `email`. */
export async function submissionOf<T = Record<string, unknown>>(email: string) {
  const rows = await submissionsOf<T>(email)
  expect(rows).toHaveLength(1)
  return rows[0]!
}
