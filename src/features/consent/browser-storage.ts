/** localStorage with a first-party cookie mirror (specification §7: expiry in days, path /). */

export function setCookie(name: string, value: string, days: number) {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString()
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`
}

export function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null
}

export function deleteCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`
}

export function storeValue(key: string, value: string, days: number) {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Storage may be disabled; the cookie below still carries the choice.
  }
  setCookie(key, value, days)
}

export function readValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? readCookie(key)
  } catch {
    return readCookie(key)
  }
}

export function removeValue(key: string) {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing stored there when storage is disabled.
  }
  deleteCookie(key)
}
