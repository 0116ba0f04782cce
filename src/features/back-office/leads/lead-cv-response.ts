import { db } from '@/server/db/client'
import { objectStore } from '@/server/storage/shared-store.server'
import { currentStaff } from '@/features/back-office/auth/staff-session.server'
import { leadCv } from './lead-cv'

const privateResponse = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

/**
 * A lead's CV as a download: 401 without a staff session, 404 for a lead the member may not see
 * or without a CV. Always a download, never shown inline: the file is the visitor's.
 */
export async function leadCvResponse(id: string): Promise<Response> {
  const member = await currentStaff()
  if (!member) return new Response(null, { status: 401, headers: privateResponse })
  const found = /^\d{1,9}$/.test(id) ? await leadCv(db(), objectStore(), member, Number(id)) : null
  if (!found) return new Response(null, { status: 404, headers: privateResponse })
  const { cv, file } = found
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      ...privateResponse,
      'Content-Type': cv.contentType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(cv.filename)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
