import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { dropInternalHeaders } from './internal-headers'

describe('internal request headers', () => {
  it('are dropped from what a client sent, the others kept', () => {
    const req = {
      headers: {
        'x-staff-preview': '1',
        'x-next-intl-locale': 'de',
        'x-pathname': '/preview/',
        'x-search': '?a=1',
        'x-client-ip': '10.0.0.1',
        'x-request-method': 'POST',
        'x-database-unreachable': '1',
        'accept-language': 'nl',
      },
    } as unknown as IncomingMessage
    dropInternalHeaders(req)
    expect(req.headers).toEqual({ 'accept-language': 'nl' })
  })
})
