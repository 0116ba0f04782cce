import { describe, expect, it } from 'vitest'
import { serializeError } from '@/lib/logger'
import { requestErrorFields } from './request-error-log'

const context = {
  routerKind: 'App Router',
  routePath: '/[locale]/[[...slug]]',
  routeType: 'render',
  renderSource: 'react-server-components',
  revalidateReason: undefined,
} as const

describe('requestErrorFields', () => {
  it('carries the digest the error page shows, and the error', () => {
    const error = Object.assign(new Error('page params do not parse'), { digest: '2207425417' })
    const fields = requestErrorFields(
      error,
      { path: '/fr/avertissement-legal/', method: 'GET', headers: { cookie: 'session=secret' } },
      context,
    )
    expect(fields).toMatchObject({
      digest: '2207425417',
      method: 'GET',
      url: '/fr/avertissement-legal/',
      route: '/[locale]/[[...slug]]',
      routeType: 'render',
    })
    expect(serializeError(fields.err)).toMatchObject({
      message: 'page params do not parse',
      digest: '2207425417',
    })
    expect(JSON.stringify(fields)).not.toContain('secret')
  })

  it('keeps a password link’s token out of the log', () => {
    const fields = requestErrorFields(
      new Error('failed'),
      { path: '/portal/password/?token=abc.def&lang=fr', method: 'GET', headers: {} },
      context,
    )
    expect(fields.url).toBe('/portal/password/?token=[redacted]&lang=fr')
    expect(fields.digest).toBeUndefined()
  })
})
