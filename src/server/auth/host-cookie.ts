/**
 * Over HTTPS the portal's cookies carry the `__Host-` prefix: the browser then accepts them only
 * with Secure, Path=/ and no Domain, so no subdomain or plain-HTTP page can set or shadow the
 * session (OWASP session management). Over plain HTTP (the local demo) a `__Host-` cookie would be
 * refused, so the name stays bare there; better-auth itself always works with the bare names.
 */
export const hostPrefix = '__Host-'

/** The name a cookie better-auth set gets in the browser. */
export function browserCookieName(name: string, secure: boolean): string {
  return secure ? `${hostPrefix}${name}` : name
}

/**
 * A request's Cookie header over HTTPS as better-auth reads it: the portal's `__Host-` names made
 * bare, and bare portal cookies dropped: over HTTPS only a cookie the browser guarantees came
 * from this origin counts (a sibling subdomain can set `owner.session_token`, never `__Host-…`).
 */
export function cookieHeaderForAuth(header: string, portalPrefix: string): string {
  const bare = `${portalPrefix}.`
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(bare))
    .map((part) => (part.startsWith(`${hostPrefix}${bare}`) ? part.slice(hostPrefix.length) : part))
    .join('; ')
}

/** The request's headers with the Cookie header better-auth reads (unchanged over plain HTTP). */
export function headersForAuth(list: Headers, portalPrefix: string, secure: boolean): Headers {
  const cookie = list.get('cookie')
  if (!secure || !cookie) return list
  const copy = new Headers(list)
  copy.set('cookie', cookieHeaderForAuth(cookie, portalPrefix))
  return copy
}
