import 'server-only'
import { headers } from 'next/headers'

/** The site's absolute origin: PUBLIC_URL when configured, else the request's own host. */
export async function requestOrigin(): Promise<string> {
  if (process.env.PUBLIC_URL) return new URL(process.env.PUBLIC_URL).origin
  const list = await headers()
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost:3000'
  const proto = list.get('x-forwarded-proto') ?? 'http'
  return `${proto}://${host}`
}
