/** The visitor's explicit language choice (decisions.md §3), mirrored in localStorage under the same key. */
export const languageCookie = { name: 'lng', maxAgeDays: 365 } as const

/** The Set-Cookie value that remembers `lang`, as the proxy sets it (src/proxy.ts). */
export function languageCookieHeader(lang: string, secure: boolean): string {
  const maxAge = languageCookie.maxAgeDays * 24 * 60 * 60
  return `${languageCookie.name}=${lang}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}
