/**
 * The owner history row's rules (specification §3 "Owner history row"), shared by the feed import
 * and the back office's form so the two accept the same rows.
 */
export const ownerHistoryTypes = ['visit', 'communication', 'online_media'] as const
export type OwnerHistoryType = (typeof ownerHistoryTypes)[number]

/** The states the owner portal names in the owner's language; the feed may send others as text. */
export const ownerHistoryStatuses = [
  'new',
  'received',
  'answered',
  'confirmed',
  'done',
  'cancelled',
  'published',
  'updated',
  'removed',
] as const

/** Longest texts, in characters. */
export const ownerHistoryLimits = {
  contact: 200,
  subject: 300,
  comment: 2000,
  status: 40,
  source: 100,
} as const

/** The source of a row the agency adds itself; the portal names it "Agency". */
export const agencySource = 'agency'
