/**
 * What the demo leaves in a new agency's site, in the order the checklist shows and removes it:
 * listings before the projects and agents they point to, staff last but one (a first real admin
 * must exist), and the texts once the agency's own details are entered.
 */
export const demoKinds = [
  'listings',
  'projects',
  'agents',
  'owners',
  'testimonials',
  'staff',
  'texts',
  'branding',
] as const
export type DemoKind = (typeof demoKinds)[number]

export const isDemoKind = (value: unknown): value is DemoKind =>
  typeof value === 'string' && (demoKinds as readonly string[]).includes(value)

/** Why a kind cannot be removed now; the screen and the command say what to do first. */
export type RemovalProblem =
  /** Staff: no active admin of the agency's own beside the demo's. */
  | 'noOwnAdmin'
  /** Staff: the member acting is one of the demo's staff. */
  | 'signedInAsDemo'
  /** Texts: the agency's name or e-mail address is still the demo's. */
  | 'agencyUnchanged'
  /** Branding: the logo is a file, replaced under Settings, not removed. */
  | 'notRemovable'
  /** Agents: the agent chosen to take the demo agents' listings is not one of the agency's. */
  | 'unknownAgent'
  /** Nothing of this kind is left. */
  | 'nothingLeft'
