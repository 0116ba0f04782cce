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
  it('takes a pool size of at least 2 connections and names a wrong one', () => {
    expect(parseEnv({}).PG_POOL_MAX).toBe(10)
    expect(parseEnv({ PG_POOL_MAX: '4' }).PG_POOL_MAX).toBe(4)
    expect(() => parseEnv({ PG_POOL_MAX: 'abc' })).toThrow(
      'PG_POOL_MAX: must be a whole number of connections, at least 2',
    )
    expect(() => parseEnv({ PG_POOL_MAX: '1' })).toThrow(/PG_POOL_MAX: must be at least 2/)
  })
  it('waits 60 s for the database by default, a whole number of seconds up to an hour', () => {
    expect(parseEnv({}).DB_WAIT_SECONDS).toBe(60)
    expect(parseEnv({ DB_WAIT_SECONDS: '5' }).DB_WAIT_SECONDS).toBe(5)
    expect(() => parseEnv({ DB_WAIT_SECONDS: 'soon' })).toThrow(
      'DB_WAIT_SECONDS: must be a whole number of seconds',
    )
    expect(() => parseEnv({ DB_WAIT_SECONDS: '7200' })).toThrow(/DB_WAIT_SECONDS/)
  })
  it('keeps audit entries a year by default, from 30 days to 10 years', () => {
    expect(parseEnv({}).AUDIT_RETENTION_DAYS).toBe(365)
    expect(parseEnv({ AUDIT_RETENTION_DAYS: '730' }).AUDIT_RETENTION_DAYS).toBe(730)
    for (const wrong of ['7', '4000', '90.5', 'a year']) {
      expect(() => parseEnv({ AUDIT_RETENTION_DAYS: wrong })).toThrow(
        'AUDIT_RETENTION_DAYS: must be a whole number of days, from 30 to 3650',
      )
    }
  })

  it('accepts a PostgreSQL URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@db:5432/agency' }).DATABASE_URL).toBe(
      'postgres://u:p@db:5432/agency',
    )
  })
  it('sends mail from no-reply@localhost to .eml files by default', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ MAIL_FROM: 'no-reply@localhost', MAIL_POLL_MS: 2000 })
    expect(env.SMTP_URL).toBeUndefined()
  })
  it('runs the demand alerts every five minutes unless told otherwise, within bounds', () => {
    expect(parseEnv({}).ALERTS_POLL_MS).toBe(300_000)
    expect(parseEnv({ ALERTS_POLL_MS: '60000' }).ALERTS_POLL_MS).toBe(60_000)
    expect(() => parseEnv({ ALERTS_POLL_MS: '10' })).toThrow(/ALERTS_POLL_MS/)
    expect(() => parseEnv({ ALERTS_POLL_MS: 'often' })).toThrow(/ALERTS_POLL_MS/)
  })
  it('accepts a sender with a display name and SMTP URLs with or without TLS', () => {
    const env = parseEnv({
      MAIL_FROM: '"Immo Horizon" <info@immohorizon.be>',
      SMTP_URL: 'smtps://user:secret@mail.immohorizon.be:465',
      MAIL_POLL_MS: '500',
    })
    expect(env).toMatchObject({
      MAIL_FROM: '"Immo Horizon" <info@immohorizon.be>',
      SMTP_URL: 'smtps://user:secret@mail.immohorizon.be:465',
      MAIL_POLL_MS: 500,
    })
    expect(parseEnv({ SMTP_URL: 'smtp://localhost:1025' }).SMTP_URL).toBe('smtp://localhost:1025')
  })
  it('explains wrong mail settings', () => {
    expect(() =>
      parseEnv({
        MAIL_FROM: 'Immo Horizon',
        SMTP_URL: 'https://mail.example',
        MAIL_POLL_MS: 'often',
      }),
    ).toThrow(
      /MAIL_FROM: must be an e-mail address[\s\S]*SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*MAIL_POLL_MS: must be a number of milliseconds/,
    )
    expect(() => parseEnv({ MAIL_FROM: 'x@y.be\r\nBcc: all@example.com' })).toThrow(/MAIL_FROM/)
  })
  it('caches public pages unless PAGE_CACHE is off', () => {
    expect(parseEnv({}).PAGE_CACHE).toBe('on')
    expect(parseEnv({ PAGE_CACHE: 'off' }).PAGE_CACHE).toBe('off')
    expect(() => parseEnv({ PAGE_CACHE: 'yes' })).toThrow(/PAGE_CACHE/)
  })

  it('keeps media in DATA_DIR unless S3_BUCKET names a bucket, whose settings go together', () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined()
    expect(
      parseEnv({
        S3_BUCKET: 'immohorizon-media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'site',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toMatchObject({ S3_BUCKET: 'immohorizon-media', S3_REGION: 'us-east-1' })
    // No keys: the SDK's own chain (an instance role) signs the requests.
    expect(parseEnv({ S3_BUCKET: 'immohorizon-media' }).S3_ACCESS_KEY_ID).toBeUndefined()
    expect(() => parseEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: must be set/)
    expect(() => parseEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'site' })).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set with/,
    )
    expect(() => parseEnv({ S3_BUCKET: 'Media_Files' })).toThrow(/S3_BUCKET: must be a bucket name/)
    expect(() => parseEnv({ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://minio' })).toThrow(
      /S3_ENDPOINT/,
    )
  })
  it('requires PUBLIC_URL when NODE_ENV=production, and only then', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      '- PUBLIC_URL: is required when NODE_ENV=production',
    )
    expect(
      parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.agency.be' }).PUBLIC_URL,
    ).toBe('https://www.agency.be')
    expect(parseEnv({}).PUBLIC_URL).toBeUndefined()
  })
  it('reads ALLOWED_HOSTS as host names separated by commas', () => {
    expect(parseEnv({ ALLOWED_HOSTS: ' Agency.be, www.agency.be ,' }).ALLOWED_HOSTS).toEqual([
      'agency.be',
      'www.agency.be',
    ])
    expect(() => parseEnv({ ALLOWED_HOSTS: 'https://agency.be/' })).toThrow(
      'must be host names separated by commas',
    )
  })
  it('reads OUTBOUND_ALLOW_PRIVATE as addresses and CIDRs, in their usual spelling only', () => {
    expect(parseEnv({}).OUTBOUND_ALLOW_PRIVATE).toBeUndefined()
    expect(
      parseEnv({ OUTBOUND_ALLOW_PRIVATE: ' 192.168.10.5, 10.20.0.0/16,fd00::/8 ,' })
        .OUTBOUND_ALLOW_PRIVATE,
    ).toEqual(['192.168.10.5', '10.20.0.0/16', 'fd00::/8'])
    for (const wrong of ['0x7f000001', '127.1', 'crm.lan', '10.0.0.0/33'])
      expect(() => parseEnv({ OUTBOUND_ALLOW_PRIVATE: wrong })).toThrow(
        'must be IP addresses or CIDR ranges separated by commas',
      )
  })
})
