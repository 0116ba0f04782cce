import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { serializeError } from './logger'

describe('serializeError', () => {
  it('keeps a failed query and its database reason, never its parameters', () => {
    const cause = Object.assign(new Error('refused for the test'), { code: '23514' })
    const error = new DrizzleQueryError(
      'insert into "outbox_messages" ("to_address", "text_body") values ($1, $2)',
      ['amelie@example.be', 'Bonjour Amélie, 0475 12 34 56'],
      cause,
    )
    const logged = serializeError(error)
    const text = JSON.stringify(logged)
    expect(text).not.toContain('amelie@example.be')
    expect(text).not.toContain('0475')
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message:
        'Failed query: insert into "outbox_messages" ("to_address", "text_body") values ($1, $2)',
      cause: { message: 'refused for the test', code: '23514' },
    })
    expect(logged.stack).toContain('Failed query: insert into "outbox_messages"')
  })

  it('logs any other error as pino does', () => {
    expect(serializeError(new TypeError('boom'))).toMatchObject({
      type: 'TypeError',
      message: 'boom',
    })
    expect(serializeError('a string')).toEqual({ message: 'a string' })
  })
})
