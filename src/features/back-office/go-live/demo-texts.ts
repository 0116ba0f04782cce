import type { SiteConfig } from '@/lib/site-config/site-config-schema'

/** The demo agency's details, as the seed's configuration has them. */
export type DemoAgency = Pick<
  SiteConfig['agency'],
  'name' | 'legalName' | 'street' | 'phone' | 'email'
>

/**
 * What gives the demo away in a text: its name, its domain (e-mail, Facebook page), its phone in
 * both spellings, its street in French and Dutch. A visitor, a search engine or a mail reader sees
 * any text that holds one.
 */
export function demoMarkers(demo: DemoAgency): RegExp {
  const phone = demo.phone.replace(/\s/g, '')
  const domain = demo.email.split('@')[1]!.split('.')[0]!
  const streetNumber = /\d+\w*$/.exec(demo.street)?.[0] ?? ''
  const words = [
    demo.name,
    domain,
    demo.phone,
    phone,
    demo.street,
    // The Dutch name of the demo's street (Louizalaan for Avenue Louise) with its number.
    ...(demo.street.startsWith('Avenue Louise') ? [`Louizalaan ${streetNumber}`] : []),
  ]
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(escaped.join('|'), 'i')
}

/** The dotted paths of the strings in `value` that `markers` finds. */
export function markedPaths(value: unknown, markers: RegExp, at = ''): string[] {
  if (typeof value === 'string') return markers.test(value) ? [at] : []
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => markedPaths(item, markers, `${at}.${index}`))
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      markedPaths(item, markers, at ? `${at}.${key}` : key),
    )
  }
  return []
}

/** `value` with each pair's first text replaced by its second in every string, longest first. */
export function replaceTexts<T>(value: T, pairs: [string, string][]): T {
  const ordered = [...pairs].sort(([a], [b]) => b.length - a.length)
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') {
      return ordered.reduce((text, [from, to]) => text.split(from).join(to), item)
    }
    if (Array.isArray(item)) return item.map(walk)
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]))
    }
    return item
  }
  return walk(value) as T
}

/**
 * The replacements that put the agency's own details where the demo's are, for each detail the
 * agency has changed (an unchanged one stays, and the checklist still shows it).
 */
export function agencyReplacements(demo: DemoAgency, own: DemoAgency): [string, string][] {
  const compact = (phone: string) => phone.replace(/\s/g, '')
  const pairs: [string, string][] = []
  const add = (from: string, to: string) => {
    if (from && to.trim() && from !== to) pairs.push([from, to])
  }
  add(demo.legalName ?? '', own.legalName ?? own.name)
  add(demo.name, own.name)
  add(demo.email, own.email)
  add(demo.phone, own.phone)
  add(compact(demo.phone), compact(own.phone))
  add(demo.street, own.street)
  const number = /\d+\w*$/.exec(demo.street)?.[0]
  if (number && demo.street.startsWith('Avenue Louise')) add(`Louizalaan ${number}`, own.street)
  return pairs
}

/** The agency details still the demo's: the ones the agency enters under Settings → Agency. */
export function unchangedAgencyFields(demo: DemoAgency, own: DemoAgency): (keyof DemoAgency)[] {
  const fields = ['name', 'legalName', 'street', 'phone', 'email'] as const
  return fields.filter((field) => (own[field] ?? '') !== '' && own[field] === demo[field])
}

/** Whether two JSON values are equal whatever the order of their keys (jsonb reorders them). */
export function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([key, inner]) => [key, sorted(inner)]),
          )
        : value
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b))
}
