import { sql } from 'drizzle-orm'
import pg from 'pg'
import { z } from '@/lib/zod'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { altchaProof, formData } from '../../../tests/support/submit-request'
import { createTestDatabase } from '../../../tests/support/test-database'
import { emailAddress, requiredText } from '@/lib/forms/fields'
import { seedContent } from '@/server/seed/seed-content'
import type { RequestSpec } from './process-request.server'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let processRequest: typeof import('./process-request.server').processRequest
let refuse: typeof import('./process-request.server').refuse

beforeAll(async () => {
  database = await createTestDatabase()
  // The agency the e-mails go to.
  await seedContent(database.db)
  process.env.DATABASE_URL = database.url
  // A small pool, so a test can have more requests in flight than there are connections.
  process.env.PG_POOL_MAX = '3'
  ;({ processRequest, refuse } = await import('./process-request.server'))
})

afterAll(async () => {
  const { pool } = await import('@/server/db/pool-registry')
  await pool()?.end()
  await database.drop()
})

beforeEach(async () => {
  await database.pool.query(
    'truncate form_submissions, outbox_messages, rate_limit_hits, altcha_redeemed, newsletter_subscriptions cascade',
  )
})

const schema = z.object({ name: requiredText(50), email: emailAddress() })

/**
 * A minimal request: the submission and its two e-mails (the agency's, the visitor's). `refuse`
 * refuses in store; `fail` fails while the e-mails are written, after the agency's was queued;
 * `undone` collects what store asked to undo on failure.
 */
function spec(
  options: { refuse?: boolean; fail?: boolean; newsletter?: boolean; undone?: string[] } = {},
): RequestSpec<typeof schema> {
  return {
    kind: 'site-contact',
    schema,
    person: ({ email, name }) => ({ email, firstName: name }),
    newsletter: () => options.newsletter ?? false,
    async store(input, { onFailure }) {
      onFailure(async () => void options.undone?.push(input.name))
      if (options.refuse) return refuse({ status: 'refused', errors: {}, formError: 'full' })
    },
    summary(input, t, { lang }) {
      if (options.fail && lang === 'nl') throw new Error('disk full')
      return [{ label: t('forms.fields.firstName'), value: input.name }]
    },
  }
}

const limits = { perIp: 100, perEmail: 100, noScriptPerIp: 100, confirmationsPerDay: 100 }
const origin = { ip: '203.0.113.7', limits }

async function counts() {
  const { rows } = await database.pool.query<{ submissions: number; mails: number }>(
    `select (select count(*)::int from form_submissions) as submissions,
            (select count(*)::int from outbox_messages) as mails`,
  )
  return rows[0]
}

describe('processRequest on PostgreSQL', () => {
  it('stores a valid request with its e-mails in one transaction', async () => {
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
    expect(await counts()).toEqual({ submissions: 1, mails: 2 })
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
    expect(await counts()).toEqual({ submissions: 1, mails: 2 })
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

  it('spends no limit on forged or replayed proofs, so nobody can use up another person’s quota', async () => {
    const victim = { name: 'Victim', email: 'victim@example.com' }
    const tight = { ip: '198.51.100.20', limits: { ...limits, perEmail: 2, perIp: 2 } }
    const forged = JSON.parse(Buffer.from(await altchaProof(), 'base64').toString())
    forged.solution.derivedKey = forged.solution.derivedKey.replace(/.$/, (last: string) =>
      last === '0' ? '1' : '0',
    )
    const forgedProof = Buffer.from(JSON.stringify(forged)).toString('base64')
    const used = await altchaProof()
    expect(
      (await processRequest(spec(), formData({ ...victim, altcha: used }), tight)).accepted,
    ).toBe(true)
    for (let i = 0; i < 10; i++) {
      for (const altcha of [forgedProof, used]) {
        const attack = await processRequest(spec(), formData({ ...victim, altcha }), tight)
        expect(attack.accepted ? null : attack.state.formError).toBe('captcha')
      }
    }
    const genuine = await processRequest(
      spec(),
      formData({ ...victim, altcha: await altchaProof() }),
      tight,
    )
    expect(genuine.accepted).toBe(true)
  })

  it('keeps a request that carries the proof field to the proof: no empty-field way round the no-script limit', async () => {
    const tight = { ip: '198.51.100.30', limits: { ...limits, noScriptPerIp: 1 } }
    const send = (n: number, extra: Record<string, string>) =>
      processRequest(
        spec(),
        formData({ name: `E${n}`, email: `e${n}@example.com`, nojs: '1', ...extra }),
        tight,
      )
    for (let n = 0; n < 8; n++) {
      const sneaky = await send(n, { altcha: '' })
      expect(sneaky.accepted ? null : sneaky.state.formError).toBe('captcha')
    }
    expect((await send(8, {})).accepted).toBe(true)
    const over = await send(9, {})
    expect(over.accepted ? null : over.state.formError).toBe('rateLimited')
    expect(await counts()).toEqual({ submissions: 1, mails: 2 })
  })

  it('quotes what the visitor typed in the confirmation as data: no name that is a link, no live link', async () => {
    const result = await processRequest(
      spec(),
      formData({
        name: 'https://evil.example/verify',
        email: 'victim@example.com',
        locale: 'en',
        altcha: await altchaProof(),
      }),
      origin,
    )
    expect(result.accepted).toBe(true)
    const { rows } = await database.pool.query<{
      kind: string
      text_body: string
      html_body: string
    }>('select kind, text_body, html_body from outbox_messages order by id')
    const confirmation = rows.find((row) => row.kind === 'site-contact-confirmation')!
    expect(confirmation.text_body.split('\n')[0]).toBe('Dear Sir or Madam,')
    expect(confirmation.text_body).toContain('https[:]//evil[.]example/verify')
    for (const body of [confirmation.text_body, confirmation.html_body]) {
      expect(body).not.toContain('https://evil.example')
      expect(body).not.toContain('evil.example')
    }
    // The agency reads what was sent, as it was sent.
    const agency = rows.find((row) => row.kind === 'site-contact')!
    expect(agency.text_body).toContain('https://evil.example/verify')
  })

  it('sends an address at most its daily number of confirmations, and stores every request', async () => {
    const capped = { ip: '198.51.100.40', limits: { ...limits, confirmationsPerDay: 2 } }
    for (let n = 0; n < 3; n++) {
      const result = await processRequest(
        spec(),
        formData({ name: 'Lena', email: 'Lena@Example.com', altcha: await altchaProof() }),
        capped,
      )
      expect(result.accepted).toBe(true)
    }
    const { rows } = await database.pool.query<{ kind: string; n: number }>(
      'select kind, count(*)::int as n from outbox_messages group by kind order by kind',
    )
    expect(rows).toEqual([
      { kind: 'site-contact', n: 3 },
      { kind: 'site-contact-confirmation', n: 2 },
    ])
    expect(await counts()).toEqual({ submissions: 3, mails: 5 })
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
    expect(await counts()).toEqual({ submissions: 3, mails: 6 })
  })

  it('rolls the submission and its e-mail back when storing refuses or fails', async () => {
    const fields = { name: 'Roll', email: 'roll@example.com' }
    const refused = await processRequest(
      spec({ refuse: true }),
      formData({ ...fields, altcha: await altchaProof() }),
      origin,
    )
    expect(refused.accepted ? null : refused.state.formError).toBe('full')
    // The agency's e-mail (in English) is queued, then the visitor's, in Dutch, fails.
    const failed = await processRequest(
      spec({ fail: true }),
      formData({ ...fields, locale: 'nl', altcha: await altchaProof() }),
      origin,
    )
    expect(failed.accepted ? null : failed.state.formError).toBe('failed')
    expect(await counts()).toEqual({ submissions: 0, mails: 0 })
    // The proof of a refused request was not spent: the visitor can send it again.
    expect(
      (await database.pool.query('select count(*)::int as n from altcha_redeemed')).rows[0].n,
    ).toBe(0)
  })

  it('undoes what storing left outside the database when the request is not stored', async () => {
    const undone: string[] = []
    const send = async (name: string, options: Parameters<typeof spec>[0]) =>
      processRequest(
        spec({ ...options, undone }),
        formData({ name, email: `${name}@example.com`, locale: 'nl', altcha: await altchaProof() }),
        origin,
      )
    expect((await send('kept', {})).accepted).toBe(true)
    expect((await send('refused', { refuse: true })).accepted).toBe(false)
    expect((await send('failed', { fail: true })).accepted).toBe(false)
    expect(undone).toEqual(['refused', 'failed'])
  })

  it('subscribes the address to the newsletter with the request, when asked', async () => {
    const send = async (email: string, newsletter: boolean) =>
      processRequest(
        spec({ newsletter }),
        formData({ name: 'N', email, locale: 'fr', altcha: await altchaProof() }),
        origin,
      )
    await send('yes@example.com', true)
    await send('no@example.com', false)
    const { rows } = await database.pool.query('select email, locale from newsletter_subscriptions')
    expect(rows).toEqual([{ email: 'yes@example.com', locale: 'fr' }])
  })

  it('stays live with more requests at once than the pool has connections', async () => {
    // A store that reads through the pool, as getSiteConfig() does when its copy is older than a
    // few seconds: with every connection held by a transaction waiting for one more, the site froze.
    const { db } = await import('@/server/db/client')
    const reading: RequestSpec<typeof schema> = {
      ...spec(),
      async store() {
        await db().execute(sql`select 1`)
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
    expect(await counts()).toEqual({ submissions: 12, mails: 24 })
  })

  it('refuses with the outage and the typed values, storing nothing, when the server found the database unreachable', async () => {
    const typed = { name: 'Lena', email: 'lena@example.com', locale: 'fr' }
    const result = await processRequest(
      spec(),
      formData({ ...typed, altcha: await altchaProof() }),
      { ...origin, databaseUnreachable: true },
    )
    expect(result).toEqual({
      accepted: false,
      state: {
        status: 'refused',
        errors: {},
        formError: 'outage',
        values: expect.objectContaining(typed),
      },
    })
    expect(await counts()).toEqual({ submissions: 0, mails: 0 })
  })

  it('keeps the typed values and says the site is unavailable when the database refuses connections at the proof check', async () => {
    const typed = { name: 'Lena', email: 'lena@example.com', locale: 'de' }
    const data = formData({ ...typed, altcha: await altchaProof() })
    // The test's own database stops taking connections and drops the ones it had, as a stopped
    // server does; the request's first query is the proof's replay check.
    const server = new URL(database.url)
    const name = server.pathname.slice(1)
    server.pathname = '/postgres'
    const admin = new pg.Client({ connectionString: server.toString() })
    await admin.connect()
    try {
      await admin.query(`alter database ${name} with allow_connections false`)
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      )
      const result = await processRequest(spec(), data, origin)
      expect(result).toEqual({
        accepted: false,
        state: {
          status: 'refused',
          errors: {},
          formError: 'outage',
          values: expect.objectContaining(typed),
        },
      })
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`)
      await admin.end()
    }
    expect(await counts()).toEqual({ submissions: 0, mails: 0 })
  })
})
