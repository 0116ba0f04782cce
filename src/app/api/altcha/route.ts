import { newChallenge } from '@/server/requests/altcha.server'

export const dynamic = 'force-dynamic'

/** A fresh signed proof-of-work challenge for the forms' ALTCHA widget. */
export async function GET() {
  return Response.json(await newChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
