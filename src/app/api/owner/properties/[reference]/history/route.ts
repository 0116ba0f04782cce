import { getTranslations } from 'next-intl/server'
import { dateFormat } from '@/lib/format/date-format'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import { currentOwner } from '@/features/owner-portal/auth/session.server'
import { allHistoryRows } from '@/features/owner-portal/portal/history'
import { historyCsv } from '@/features/owner-portal/portal/history-csv'
import { subjectText } from '@/features/owner-portal/portal/history-table'
import { ownerPropertyOr404 } from '@/features/owner-portal/portal/scoped-property.server'
import { db } from '@/server/db/client'

const privateResponse = { 'Cache-Control': 'private, no-store' }

/** The history of one of the owner's properties as a CSV download, in the owner's language. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ reference: string }> },
): Promise<Response> {
  const owner = await currentOwner()
  if (!owner) return new Response(null, { status: 401, headers: privateResponse })
  const reference = decodeURIComponent((await params).reference)
  const property = await ownerPropertyOr404(owner, reference, 'api')
  const requested = new URL(request.url).searchParams.get('lang')
  const lang = isSupportedLanguage(requested) ? requested : owner.locale
  const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.history' })
  const date = dateFormat(lang, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  })
  const csv = historyCsv(await allHistoryRows(db(), property.id), {
    headers: [
      t('date'),
      t('type'),
      t('contact'),
      t('subject'),
      t('comment'),
      t('state'),
      t('source'),
    ],
    date: (at) => date.format(at),
    type: (row) => t('typeName', { type: row.type }),
    subject: (row) => subjectText(row, t),
    status: (row) => (row.status ? t('statusName', { status: row.status }) : ''),
    source: (row) => t('sourceName', { source: row.source }),
  })
  return new Response(csv, {
    headers: {
      ...privateResponse,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="history-${property.reference.replace(/[^\w-]/g, '')}.csv"`,
    },
  })
}
