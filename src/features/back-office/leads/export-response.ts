import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { recordAudit } from '@/features/back-office/audit/audit'
import { currentStaff, staffClientAddress } from '@/features/back-office/auth/staff-session.server'
import { exportLimit, listLeads } from './lead-queries'
import { leadFiltersSchema } from './lead-schema'
import { leadsCsv } from './leads-csv'

const privateResponse = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

/** The CSV answer: 401 without a staff session, 404 for a language the site does not have. */
export async function exportLeadsResponse(request: Request, locale: string): Promise<Response> {
  const member = await currentStaff()
  if (!member) return new Response(null, { status: 401, headers: privateResponse })
  const { enabled } = await getLanguageSettings()
  if (!isSupportedLanguage(locale) || !enabled.includes(locale)) {
    return new Response(null, { status: 404, headers: privateResponse })
  }
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const filters = leadFiltersSchema.parse(query)
  const { rows } = await listLeads(db(), member, filters, { limit: exportLimit, offset: 0 })
  // Bulk personal data leaves the site: who took it, with which filter, and how many leads.
  const filter = Object.entries(filters).filter(
    ([key, value]) => key !== 'page' && value !== undefined,
  )
  await recordAudit(db(), {
    staffId: member.id,
    action: 'leads.export',
    subject: 'leads',
    after: { ...Object.fromEntries(filter), rows: rows.length },
    account: member.email,
    address: staffClientAddress(request.headers),
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(await leadsCsv(locale, rows), {
    headers: {
      ...privateResponse,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
    },
  })
}
