import { sql } from 'drizzle-orm'
import { z } from '@/lib/zod'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { altchaProof, formData } from '../../../tests/support/submit-request'
import { createTestDatabase } from '../../../tests/support/test-database'
import { emailAddress, requiredText } from '@/lib/forms/fields'
import type { RequestSpec } from './process-request.server'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let processRequest: typeof import('./process-request.server').processRequest
let enqueueMail: typeof import('@/server/mail/outbox').enqueueMail

beforeAll(async () => {
  database = await createTestDatabase()
  process.env.DATABASE_URL = database.url
  // A small pool, so a test can have more requests in flight than there are connections.
  process.env.PG_POOL_MAX = '3'
  ;({ processRequest } = await import('./process-request.server'))
  ;({ enqueueMail } = await import('@/server/mail/outbox'))
})

afterAll(async () => {
  const { pool } = await import('@/server/db/pool-registry')
  await pool()?.end()
  await database.drop()
})

beforeEach(async () => {
  await database.pool.query(
    'truncate form_submissions, outbox_messages, rate_limit_hits, altcha_redeemed cascade',
  )
})

const schema = z.object({ name: requiredText(50), email: emailAddress() })

/** A minimal request: stores the submission and one e-mail; `refuse` lets a test refuse in store. */
function spec(options: { refuse?: boolean; fail?: boolean } = {}): RequestSpec<typeof schema> {
  return {
    kind: 'site-contact',
    schema,
    person: ({ email, name }) => ({ email, firstName: name }),
    async store(input, { tx, requestId, locale }) {
      await enqueueMail(tx, {
        idempotencyKey: `test:${requestId}`,
        kind: 'site-contact',
        to: 'agency@example.be',
        subject: `Hello ${input.name}`,
        text: 'body',
        language: locale,
      })
      if (options.fail) throw new Error('disk full')
      if (options.refuse) return { status: 'refused', errors: {}, formError: 'full', values: {} }
    },
  }
}

const limits = { perIp: 100, perEmail: 100, noScriptPerIp: 100 }
const origin = { ip: '203.0.113.7', limits }

async function counts() {
  const { rows } = await database.pool.query<{ submissions: number; mails: number }>(
    `select (select count(*)::int from form_submissions) as submissions,
            (select count(*)::int from outbox_messages) as mails`,
  )
  return rows[0]
}

describe('processRequest on PostgreSQL', () => {
  it('stores a valid request with its e-mail in one transaction', async () => {
    const result = await processRequest(
      spec(),
      formData({
        name: 'Lena',
        email: 'Lena@Example.com',
        locale: 'nl',
        altcha: await altchaProof(),
      }),
      origin,
    )
    expect(result).toMatchObject({ accepted: true, locale: 'nl' })
    const { rows } = await database.pool.query('select * from form_submissions')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      email: 'lena@example.com',
      first_name: 'Lena',
      antispam: 'altcha',
    })
    expect(rows[0].data).toMatchObject({ name: 'Lena', email: 'lena@example.com' })
    expect(await counts()).toEqual({ submissions: 1, mails: 1 })
  })

  it('refuses invalid fields with their codes and the typed values, storing nothing', async () => {
    const result = await processRequest(
      spec(),
      formData({ name: '', email: 'nope', locale: 'en' }),
      origin,
    )
    expect(result).toEqual({
      accepted: false,
      state: {
        status: 'invalid',
        errors: { name: 'required', email: 'email' },
        values: { name: '', email: 'nope', locale: 'en' },
      },
    })
    expect(await counts()).toEqual({ submissions: 0, mails: 0 })
  })

  it('refuses a filled honeypot, a missing proof, a forged proof and a replayed proof', async () => {
    const fields = { name: 'Bot', email: 'bot@example.com', locale: 'en' }
    const refusal = async (extra: Record<string, string>) => {
      const result = await processRequest(spec(), formData({ ...fields, ...extra }), origin)
      return result.accepted ? 'accepted' : result.state.formError
    }
    expect(await refusal({ company_fax: '0123', altcha: await altchaProof() })).toBe('blocked')
    expect(await refusal({})).toBe('captcha')
    const forged = JSON.parse(Buffer.from(await altchaProof(), 'base64').toString())
    const key: string = forged.solution.derivedKey
    forged.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`
    expect(await refusal({ altcha: Buffer.from(JSON.stringify(forged)).toString('base64') })).toBe(
      'captcha',
    )
    const extended = JSON.parse(Buffer.from(await altchaProof(), 'base64').toString())
    extended.challenge.parameters.expiresAt += 86_400
    expect(
      await refusal({ altcha: Buffer.from(JSON.stringify(extended)).toString('base64') }),
    ).toBe('captcha')
    expect(await refusal({ altcha: 'not base64 json' })).toBe('captcha')
    const once = await altchaProof()
    expect(await refusal({ altcha: once })).toBe('accepted')
    expect(await refusal({ altcha: once })).toBe('captcha')
    expect(await counts()).toEqual({ submissions: 1, mails: 1 })
  })

  it('accepts a browser without JavaScript within its own stricter limit', async () => {
    const tight = { ip: '198.51.100.1', limits: { ...limits, noScriptPerIp: 2 } }
    const send = (n: number) =>
      processRequest(
        spec(),
        formData({ name: `N${n}`, email: `n${n}@example.com`, nojs: '1' }),
        tight,
      )
    expect((await send(1)).accepted).toBe(true)
    expect((await send(2)).accepted).toBe(true)
    const third = await send(3)
    expect(third.accepted ? null : third.state.formError).toBe('rateLimited')
    const { rows } = await database.pool.query('select antispam from form_submissions')
    expect(rows.map((row) => row.antispam)).toEqual(['no-script', 'no-script'])
  })

  it('limits submissions per e-mail address and per address of the visitor', async () => {
    const perEmail = { ip: '192.0.2.1', limits: { ...limits, perEmail: 2 } }
    const fields = { name: 'Same', email: 'same@example.com' }
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await processRequest(
            spec(),
            formData({ ...fields, altcha: await altchaProof() }),
            perEmail,
          )
        ).accepted,
      ).toBe(true)
    }
    const refused = await processRequest(
      spec(),
      formData({ ...fields, altcha: await altchaProof() }),
      {
        ...perEmail,
        ip: '192.0.2.2',
      },
    )
    expect(refused.accepted ? null : refused.state.formError).toBe('rateLimited')

    const perIp = { ip: '192.0.2.9', limits: { ...limits, perIp: 1 } }
    const other = { name: 'Other', email: 'other@example.com' }
    expect(
      (await processRequest(spec(), formData({ ...other, altcha: await altchaProof() }), perIp))
        .accepted,
    ).toBe(true)
    const second = await processRequest(
      spec(),
      formData({ ...other, email: 'third@example.com', altcha: await altchaProof() }),
      perIp,
    )
    expect(second.accepted ? null : second.state.formError).toBe('rateLimited')
    expect(await counts()).toEqual({ submissions: 3, mails: 3 })
  })

  it('rolls the submission and its e-mail back when storing refuses or fails', async () => {
    const fields = { name: 'Roll', email: 'roll@example.com' }
    const refused = await processRequest(
      spec({ refuse: true }),
      formData({ ...fields, altcha: await altchaProof() }),
      origin,
    )
    expect(refused.accepted ? null : refused.state.formError).toBe('full')
    const failed = await processRequest(
      spec({ fail: true }),
      formData({ ...fields, altcha: await altchaProof() }),
      origin,
    )
    expect(failed.accepted ? null : failed.state.formError).toBe('failed')
    expect(await counts()).toEqual({ submissions: 0, mails: 0 })
    // The proof of a refused request was not spent: the visitor can send it again.
    expect(
      (await database.pool.query('select count(*)::int as n from altcha_redeemed')).rows[0].n,
    ).toBe(0)
  })

  it('stays live with more requests at once than the pool has connections', async () => {
    // A store that reads through the pool, as getSiteConfig() does when its copy is older than a
    // few seconds: with every connection held by a transaction waiting for one more, the site froze.
    const { db } = await import('@/server/db/client')
    const reading: RequestSpec<typeof schema> = {
      ...spec(),
      async store(input, context) {
        await db().execute(sql`select 1`)
        return spec().store(input, context)
      },
    }
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        processRequest(
          reading,
          formData({ name: `V${n}`, email: `v${n}@example.com`, nojs: '1' }),
          origin,
        ),
      ),
    )
    expect(results.filter((result) => result.accepted)).toHaveLength(12)
    expect(await counts()).toEqual({ submissions: 12, mails: 12 })
  })
})
