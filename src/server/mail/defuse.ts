/**
 * Text a visitor typed, made safe to echo in an e-mail the agency sends to the address they
 * typed (which may be someone else's): mail clients turn URLs, `www.` names and bare domains into
 * links, which would let anyone send a phishing link in the agency's name. The dots and the
 * scheme's colon are bracketed, the way security reports quote addresses: still readable, no
 * longer a link. Numbers (1.250, 24.11.2026) are left alone.
 */
export function defuseLinks(text: string): string {
  let defused = text.replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
  // A dot between a name and two or more letters: a domain, whatever comes before it.
  for (let pass = 0; pass < 8; pass++) {
    const next = defused.replace(/([\p{L}\p{N}-])\.(\p{L}{2,})/gu, '$1[.]$2')
    if (next === defused) break
    defused = next
  }
  return defused
}

/**
 * A first name fit to greet the visitor with: letters, spaces, apostrophes and hyphens, an
 * initial's dot, at most 40 characters. Anything else (a URL, an address, a sentence) is not
 * written into the greeting, where it would read as the agency's own words.
 */
export function greetableName(name: string | undefined): string | null {
  const trimmed = name?.trim() ?? ''
  if (trimmed.length === 0 || trimmed.length > 40) return null
  if (!/^\p{L}[\p{L}\p{M}'’ -]*(?:\.(?:[ -]?\p{L}[\p{L}\p{M}'’ -]*)?)*$/u.test(trimmed)) return null
  return /\.\p{L}/u.test(trimmed) ? null : trimmed
}
