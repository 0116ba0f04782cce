import ipaddr from 'ipaddr.js'
import { z } from '@/lib/zod'

const port = z.coerce.number().int().min(1).max(65535)

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** `info@agency.be` or `Agency name <info@agency.be>`; no line breaks, which would forge headers. */
export const mailboxPattern = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/

const baseEnvSchema = z.object({
  // Left unset by `npm start` on a developer's machine; a deployment sets it to production, which
  // makes PUBLIC_URL required and refuses requests for other hosts (src/server/host-check.ts).
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  EMBEDDED_PG_PORT: port.default(54329),
  DB_WAIT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0)
    .max(3600)
    .default(60),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://www.agency.be' }).optional(),
  ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ''),
    )
    .pipe(
      z.array(
        z.string().regex(/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/, {
          error: 'must be host names separated by commas, such as agency.be,www.agency.be',
        }),
      ),
    )
    .optional(),
  // Strict spellings only (no 127.1 or 0x7f000001): an operator's list must read as it acts.
  OUTBOUND_ALLOW_PRIVATE: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(
      z.array(
        z
          .string()
          .refine(
            (entry) =>
              ipaddr.IPv4.isValidFourPartDecimal(entry) ||
              ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) ||
              ipaddr.IPv6.isValid(entry) ||
              ipaddr.IPv6.isValidCIDR(entry),
            {
              error:
                'must be IP addresses or CIDR ranges separated by commas, such as 192.168.10.5,10.20.0.0/16',
            },
          ),
      ),
    )
    .optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  SEED_ON_START: z.enum(['true', 'false', 'always']).default('true'),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(mailboxPattern, {
      error: 'must be an e-mail address, optionally with a name: "Immo Horizon" <info@agency.be>',
    })
    .default('no-reply@localhost'),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.agency.be:465',
    })
    .optional(),
  MAIL_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .max(60_000)
    .default(2000),
  ALERTS_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1000)
    .max(86_400_000)
    .default(300_000),
  ALERTS_MAX_LISTED: z.coerce
    .number({ error: 'must be a whole number of listings' })
    .int()
    .min(1)
    .max(100)
    .default(10),
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  PG_POOL_MAX: z.coerce
    .number({ error: 'must be a whole number of connections, at least 2' })
    .int({ error: 'must be a whole number of connections, at least 2' })
    .min(2, { error: 'must be at least 2 (form submissions keep one connection free)' })
    .max(1000)
    .default(10),
  FORM_LIMIT_IP: z.coerce.number().int().min(1).default(30),
  FORM_LIMIT_EMAIL: z.coerce.number().int().min(1).default(10),
  FORM_LIMIT_NOSCRIPT: z.coerce.number().int().min(1).default(5),
  FORM_LIMIT_CONFIRMATIONS: z.coerce.number().int().min(1).default(5),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // How long the back office's audit log keeps an entry (sign-ins, exports, changes); a year by
  // default, at least a month so a typo does not wipe the trail a data-protection officer reads.
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days, from 30 to 3650' })
    .int({ error: 'must be a whole number of days, from 30 to 3650' })
    .min(30, { error: 'must be a whole number of days, from 30 to 3650' })
    .max(3650, { error: 'must be a whole number of days, from 30 to 3650' })
    .default(365),
  APP_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (for example: openssl rand -hex 32)' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    })
    .optional(),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// URL such as https://s3.agency.be',
    })
    .optional(),
  // The agency's CRM (docs/crm/): the back office's Connections screen, once saved, takes over.
  CRM_PROVIDER: z
    .enum(['omnicasa', 'whise', 'sweepbright'], {
      error: 'must be omnicasa, whise or sweepbright',
    })
    .optional(),
  CRM_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL (the API root)' })
    .optional(),
  CRM_USERNAME: z.string().min(1).optional(),
  CRM_PASSWORD: z.string().min(1).optional(),
  CRM_CLIENT_ID: z.string().min(1).optional(),
  CRM_CLIENT_SECRET: z.string().min(1).optional(),
  CRM_OFFICE_ID: z.string().min(1).optional(),
  CRM_SYNC_INTERVAL_S: z.coerce
    .number({ error: 'must be a whole number of seconds, from 30 to 86400' })
    .int({ error: 'must be a whole number of seconds, from 30 to 86400' })
    .min(30, { error: 'must be a whole number of seconds, from 30 to 86400' })
    .max(86_400, { error: 'must be a whole number of seconds, from 30 to 86400' })
    .default(300),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
})

/** The object store's settings only make sense together (src/server/storage/object-storage.ts). */
export const envSchema = baseEnvSchema.superRefine((env, context) => {
  const s3Named = env.S3_ENDPOINT ?? env.S3_ACCESS_KEY_ID ?? env.S3_SECRET_ACCESS_KEY
  if (s3Named !== undefined && !env.S3_BUCKET) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'must be set when S3_ENDPOINT or the S3 keys are (the bucket for media and uploads)',
    })
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
      message: 'must be set with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY both, or neither',
    })
  }
})

const productionNeedsPublicUrl = envSchema.superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        "is required when NODE_ENV=production: the site's public address, such as " +
        'https://www.agency.be (links in e-mails, canonical URLs, the accepted Host); to try the ' +
        'site on this machine, start it without NODE_ENV=production',
    })
  }
})

export type Env = z.infer<typeof envSchema>

/** Parses the environment, throwing one error that names every wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  )
  const result = productionNeedsPublicUrl.safeParse(cleaned)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid environment variables:\n${lines.join('\n')}`)
}
