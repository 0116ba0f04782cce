import 'server-only'
import { headersForAuth } from '@/server/auth/host-cookie'
import { overHttps } from '@/server/auth/auth-cookies.server'
import { db } from '@/server/db/client'
import { staffAuth, staffCookiePrefix } from './staff-auth.server'
import { staffFromHeaders } from './staff-member'

/**
 * Whether a request carries the back-office session of an admin, for src/proxy.ts, which has the
 * request's headers but no page context: only such a request may see drafts under a preview path.
 * Content and configuration are admins' work (decision 030); an agent sees what a visitor sees.
 */
export async function mayPreviewDrafts(list: Headers): Promise<boolean> {
  if (!list.get('cookie')) return false
  const auth = headersForAuth(list, staffCookiePrefix, overHttps(list))
  return (await staffFromHeaders(db(), staffAuth(), auth))?.role === 'admin'
}
