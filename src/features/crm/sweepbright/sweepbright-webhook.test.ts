import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { signWebhook } from '../../../../tests/support/fake-sweepbright'
import { readWebhook } from './sweepbright-webhook'

const encode = (text: string) => new TextEncoder().encode(text)

// Reference §6.3: the compact body and the pretty file, both signed with 'test-secret'.
const compact =
  '{"event":"estate-updated","estate_id":"4c1d7e2a-9b3f-4e61-8a0d-2f5b6c7d8e90","happened_at":"2026-03-28T09:41:07+00:00","company_id":"9b2e4f10-3c5d-4a7e-b812-6d0f1a2b3c4d"}'
const pretty = readFileSync(
  new URL(
    '../../../../tests/support/crm-samples/sweepbright/webhook-estate-updated.json',
    import.meta.url,
  ),
)
const event = {
  event: 'estate-updated',
  estateId: '4c1d7e2a-9b3f-4e61-8a0d-2f5b6c7d8e90',
  happenedAt: '2026-03-28T09:41:07+00:00',
  companyId: '9b2e4f10-3c5d-4a7e-b812-6d0f1a2b3c4d',
}

describe('readWebhook', () => {
  it('accepts the reference test vectors, over the raw bytes', () => {
    expect(
      readWebhook(encode(compact), '9854c2446a5f064ec4f0dd7c3b04166741dc480c', 'test-secret'),
    ).toEqual({
      ok: true,
      event,
    })
    expect(pretty.length).toBe(189)
    expect(readWebhook(pretty, '12e54719ea6050667b190159285fb8f2d083fa00', 'test-secret')).toEqual({
      ok: true,
      event,
    })
  })

  it('refuses the compact signature on the pretty bytes (same JSON, other bytes)', () => {
    expect(readWebhook(pretty, '9854c2446a5f064ec4f0dd7c3b04166741dc480c', 'test-secret')).toEqual({
      ok: false,
      reason: 'signature',
    })
  })

  it('takes an upper-case hex signature', () => {
    const result = readWebhook(
      encode(compact),
      '9854C2446A5F064EC4F0DD7C3B04166741DC480C',
      'test-secret',
    )
    expect(result.ok).toBe(true)
  })

  it('refuses a missing, malformed or wrong signature, and any signature without a secret', () => {
    const signature = signWebhook(compact, 'test-secret')
    const cases: [string | null, string][] = [
      [null, 'test-secret'],
      ['', 'test-secret'],
      ['not-hex', 'test-secret'],
      [signature.slice(0, 38), 'test-secret'],
      [signWebhook(compact, 'other-secret'), 'test-secret'],
      [signWebhook(compact, ''), ''],
    ]
    for (const [header, secret] of cases) {
      expect(readWebhook(encode(compact), header, secret)).toEqual({
        ok: false,
        reason: 'signature',
      })
    }
  })

  it('refuses a tampered body signed for the original', () => {
    const signature = signWebhook(compact, 'test-secret')
    const tampered = compact.replace('estate-updated', 'estate-deleted')
    expect(readWebhook(encode(tampered), signature, 'test-secret')).toEqual({
      ok: false,
      reason: 'signature',
    })
  })

  it('calls a well-signed body that is not an event invalid', () => {
    const bodies = [
      'not json',
      '[]',
      JSON.stringify({
        event: 'estate-sold',
        estate_id: 'x',
        happened_at: '2026-03-28T09:41:07+00:00',
        company_id: 'c',
      }),
      JSON.stringify({
        event: 'estate-added',
        estate_id: '',
        happened_at: '2026-03-28T09:41:07+00:00',
        company_id: 'c',
      }),
      JSON.stringify({
        event: 'estate-added',
        estate_id: 'x',
        happened_at: 'yesterday',
        company_id: 'c',
      }),
      JSON.stringify({
        event: 'estate-added',
        estate_id: 'x',
        happened_at: '2026-03-28T09:41:07+00:00',
      }),
    ]
    for (const body of bodies) {
      expect(readWebhook(encode(body), signWebhook(body, 's3cret'), 's3cret')).toEqual({
        ok: false,
        reason: 'invalid',
      })
    }
    const notUtf8 = Uint8Array.from([0x7b, 0xff, 0x7d])
    expect(readWebhook(notUtf8, signWebhook(notUtf8, 's3cret'), 's3cret')).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })
})
