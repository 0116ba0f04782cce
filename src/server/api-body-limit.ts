import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The API routes take small forms (a token and a choice): nothing near this. Without a limit a
 * single large POST is read into memory whole (a 150 MB body took the process from 395 to 778 MB).
 */
export const apiBodyLimitBytes = 16 * 1024

const answer = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' })
  res.end(JSON.stringify(body))
}

/**
 * Refuses a body sent to `/api/…` above `apiBodyLimitBytes` (413), or without a declared length
 * (411: a chunked body could only be measured by reading it, which is what the limit avoids;
 * browsers and mail clients send a length with a form). Returns true when answered here.
 */
export function refuseOversizedApiBody(req: IncomingMessage, res: ServerResponse): boolean {
  if (!req.url?.startsWith('/api/')) return false
  const declared = req.headers['content-length']
  if (declared === undefined && req.headers['transfer-encoding'] === undefined) return false
  if (declared !== undefined && Number(declared) <= apiBodyLimitBytes) return false
  if (declared === undefined) {
    answer(res, 411, { error: 'length-required' })
  } else {
    answer(res, 413, { error: 'payload-too-large', limitBytes: apiBodyLimitBytes })
  }
  req.destroy()
  return true
}
