import { and, asc, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm'
import { auditLog, staff } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import type { AuditFilters } from './audit-schema'

export const auditPerPage = 50

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)

/**
 * The audit log, newest first, filtered by member, kind, account and days (`to` included, in
 * UTC, as the rows are stored), one page at a time, with the total for the pager. An account is
 * the address typed at a sign-in or the e-mail address of the member who acted.
 */
export async function listAudit(database: Database, filters: AuditFilters) {
  const conditions: (SQL | undefined)[] = []
  if (filters.member) conditions.push(eq(auditLog.staffId, filters.member))
  if (filters.action) conditions.push(eq(auditLog.action, filters.action))
  if (filters.account) {
    conditions.push(or(eq(auditLog.account, filters.account), eq(staff.email, filters.account)))
  }
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
        account: auditLog.account,
        address: auditLog.address,
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
    database
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** The members to filter by. */
export async function auditMembers(database: Database) {
  return database.select({ id: staff.id, name: staff.name }).from(staff).orderBy(asc(staff.name))
}
