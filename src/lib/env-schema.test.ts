import { describe, expect, it } from 'vitest'
import { parseEnv } from './env-schema'

describe('parseEnv', () => {
  it('gives working defaults for a newcomer', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_ON_START: 'true' })
    expect(env.DATABASE_URL).toBeUndefined()
  })
  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000)
  })
  it('names every wrong variable in one message', () => {
    expect(() =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', LOG_LEVEL: 'loud' }),
    ).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL[\s\S]*LOG_LEVEL/,
    )
  })
  it('accepts a PostgreSQL URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@db:5432/agency' }).DATABASE_URL).toBe(
      'postgres://u:p@db:5432/agency',
    )
  })
})
