import type { Database, Transaction } from '@/server/db/types'
import { forgetSiteConfig } from '@/server/site-config/site-config.server'
import { validateEditedSiteConfig, type EditIssue } from '@/lib/site-config/site-config-edit'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'
import type { AuditAction } from '@/features/back-office/audit/audit-actions'
import { changedSections, pickSection, type SettingsSection } from './settings-sections'
import {
  menuPages,
  readSettings,
  takeLastRevision,
  writeDraft,
  writePublished,
} from './settings-store'

// Only admins change the configuration: the pages and actions check the role (a 404 for an
// agent), and these functions check it again, so no other caller can skip it.
const isAdmin = (member: StaffMember) => member.role === 'admin'

export type DraftResult =
  | { status: 'saved'; token: string }
  | { status: 'invalid'; issues: EditIssue[] }
  | { status: 'conflict' }
  | { status: 'forbidden' }

/**
 * Saves a section's changes as the draft, after validating the whole document; the public site is
 * untouched (the drafts table has no content-version trigger). Menu items must open an existing
 * CMS page. Refused when the draft or the
 * published configuration changed since the form was loaded (`token`).
 */
export async function saveSettingsDraft(
  database: Database,
  member: StaffMember,
  change: { section: SettingsSection; token: string; config: unknown },
): Promise<DraftResult> {
  if (!isAdmin(member)) return { status: 'forbidden' }
  const pages = new Set((await menuPages(database)).map((page) => page.path))
  const checked = validateEditedSiteConfig(change.config, { pages })
  if (!checked.ok) return { status: 'invalid', issues: checked.issues }
  return database.transaction(async (tx) => {
    const current = await readSettings(tx, { lock: true })
    if (current.token !== change.token) return { status: 'conflict' as const }
    await writeDraft(tx, checked.config)
    await recordAudit(tx, {
      staffId: member.id,
      action: 'settings.draft',
      subject: `site-config:${change.section}`,
      before: pickSection(current.draft ?? current.published, change.section),
      after: pickSection(checked.config, change.section),
    })
    return { status: 'saved' as const, token: (await readSettings(tx)).token }
  })
}

export type SettingsResult = 'done' | 'conflict' | 'nothing' | 'forbidden'

/** This instance reads a configuration it just published at once, not after its 5 s copy. */
function published(result: SettingsResult): SettingsResult {
  if (result === 'done') forgetSiteConfig()
  return result
}

/**
 * Publishes the draft in one transaction, keeping the configuration it replaces for a revert;
 * the content version is bumped by the `site_config` trigger. `nothing`: there is no draft.
 */
export async function publishSettingsDraft(
  database: Database,
  member: StaffMember,
  token: string,
): Promise<SettingsResult> {
  if (!isAdmin(member)) return 'forbidden'
  const result = await database.transaction(async (tx): Promise<SettingsResult> => {
    const current = await readSettings(tx, { lock: true })
    if (current.token !== token) return 'conflict'
    if (!current.draft) return 'nothing'
    await writePublished(tx, current.published, current.draft)
    await writeDraft(tx, null)
    await auditSwap(tx, member, 'settings.publish', current.published, current.draft)
    return 'done'
  })
  return published(result)
}

/** Publishes the configuration before the current one again; the draft, if any, is kept. */
export async function revertSettings(
  database: Database,
  member: StaffMember,
  token: string,
): Promise<SettingsResult> {
  if (!isAdmin(member)) return 'forbidden'
  const result = await database.transaction(async (tx): Promise<SettingsResult> => {
    const current = await readSettings(tx, { lock: true })
    if (current.token !== token) return 'conflict'
    const previous = await takeLastRevision(tx)
    if (!previous) return 'nothing'
    await writePublished(tx, current.published, previous)
    // Counted as a draft write too, so a form loaded before the revert is refused.
    await writeDraft(tx, current.draft)
    await auditSwap(tx, member, 'settings.revert', current.published, previous)
    return 'done'
  })
  return published(result)
}

/** Drops the draft; the published configuration stays. */
export async function discardSettingsDraft(
  database: Database,
  member: StaffMember,
  token: string,
): Promise<SettingsResult> {
  if (!isAdmin(member)) return 'forbidden'
  return database.transaction(async (tx) => {
    const current = await readSettings(tx, { lock: true })
    if (current.token !== token) return 'conflict'
    if (!current.draft) return 'nothing'
    await writeDraft(tx, null)
    await auditSwap(tx, member, 'settings.discard', current.draft, current.published)
    return 'done'
  })
}

/** The audit row of a publish, revert or discard: the sections that changed, before and after. */
async function auditSwap(
  tx: Transaction,
  member: StaffMember,
  action: Extract<AuditAction, `settings.${string}`>,
  before: SiteConfig,
  after: SiteConfig,
) {
  const sections = changedSections(before, after)
  await recordAudit(tx, {
    staffId: member.id,
    action,
    subject: 'site-config',
    before: Object.fromEntries(sections.map((s) => [s, pickSection(before, s)])),
    after: Object.fromEntries(sections.map((s) => [s, pickSection(after, s)])),
  })
}
