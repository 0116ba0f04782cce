import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import { auditLog, staff } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import type { AuditFilters } from '@/features/back-office/staff/staff-schema'

export const auditPerPage = 50

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)

/**
 * The audit log, newest first, filtered by member, action and days (`to` included, in UTC, as
 * the rows are stored), one page at a time, with the total for the pager.
 */
export async function listAudit(database: Database, filters: AuditFilters) {
  const conditions: SQL[] = []
  if (filters.member) conditions.push(eq(auditLog.staffId, filters.member))
  if (filters.action) conditions.push(eq(auditLog.action, filters.action))
  if (filters.from) conditions.push(gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)))
  if (filters.to) conditions.push(lt(auditLog.createdAt, dayAfter(filters.to)))
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [counted]] = await Promise.all([
    database
      .select({
        id: auditLog.id,
        action: auditLog.action,
        subject: auditLog.subject,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
        memberName: staff.name,
        memberEmail: staff.email,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(auditPerPage)
      .offset((filters.page - 1) * auditPerPage),
    database.select({ total: count() }).from(auditLog).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** The actions and members that appear in the log, for the filters. */
export async function auditChoices(database: Database) {
  const [actions, members] = await Promise.all([
    database
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .orderBy(asc(auditLog.action)),
    database.select({ id: staff.id, name: staff.name }).from(staff).orderBy(asc(staff.name)),
  ])
  return { actions: actions.map((row) => row.action), members }
}
