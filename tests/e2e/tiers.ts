import { languages, type Lang } from './site-pages'

/**
 * The browser tests' two tiers (docs/decisions/058-test-gate.md). The gate (`npm test`, CI) opens
 * every public template, back-office screen and portal page in one language per layout: German on
 * the phone, whose long compounds break narrow layouts first, and Dutch on the desktop, the
 * agency's first language after the default. `npm run test:sweep` sets E2E_SWEEP=1 and opens them
 * in all four. Fixed choices, never a random one: a failing run can be run again as it was.
 */
export const sweep = process.env.E2E_SWEEP === '1'

export type LayoutKind = 'phone' | 'desktop'

const gateLanguage: Record<LayoutKind, Lang> = { phone: 'de', desktop: 'nl' }

/** The languages a matrix opens a page in, for one layout. */
export function matrixLanguages(kind: LayoutKind): readonly Lang[] {
  return sweep ? languages : [gateLanguage[kind]]
}
