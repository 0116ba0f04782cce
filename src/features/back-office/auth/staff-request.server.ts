import 'server-only'
import { headersForAuth } from '@/server/auth/host-cookie'
import { overHttps } from '@/server/auth/auth-cookies.server'
import { db } from '@/server/db/client'
import { staffAuth, staffCookiePrefix } from './staff-auth.server'
import { staffFromHeaders } from './staff-member'

/**
 * Whether a request carries a valid back-office session, for src/proxy.ts, which has the request's
 * headers but no page context: only such a request may see drafts under a preview path.
 */
export async function isStaffRequest(list: Headers): Promise<boolean> {
  if (!list.get('cookie')) return false
  const auth = headersForAuth(list, staffCookiePrefix, overHttps(list))
  return (await staffFromHeaders(db(), staffAuth(), auth)) !== null
}
