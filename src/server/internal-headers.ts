import type { IncomingMessage } from 'node:http'
import { databaseUnreachableHeader } from './database-unreachable-header'
import { previewHeader } from './preview/preview-path'

/**
 * Request headers by which the site tells its own pages something (src/proxy.ts, main.ts): whether
 * drafts show, the language, the path, search and method asked for, the client's address, that
 * the database is unreachable. Only the site sets them; one sent by a client is dropped before
 * anything reads it, also on the paths the proxy skips.
 */
const internalHeaders = [
  previewHeader,
  'x-next-intl-locale',
  'x-pathname',
  'x-search',
  'x-request-method',
  'x-client-ip',
  databaseUnreachableHeader,
] as const

export function dropInternalHeaders(req: IncomingMessage): void {
  for (const name of internalHeaders) delete req.headers[name]
}
