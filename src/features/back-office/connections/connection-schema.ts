import { z } from '@/lib/zod'
import { crmProviders } from '@/features/crm'

/** The CRMs the screen offers, and `none`: the site's own data, whatever the environment says. */
export const connectionProviders = [...crmProviders, 'none'] as const
export type ConnectionProvider = (typeof connectionProviders)[number]

export type ConnectionField =
  'provider' | 'baseUrl' | 'username' | 'password' | 'clientId' | 'clientSecret' | 'officeId'

/** The fields a provider uses, in the form's order; the others are not stored for it. */
export const providerFields: Record<ConnectionProvider, readonly ConnectionField[]> = {
  omnicasa: ['baseUrl', 'username', 'password', 'officeId'],
  whise: ['baseUrl', 'username', 'password', 'clientId', 'officeId'],
  sweepbright: ['baseUrl', 'clientId', 'clientSecret', 'officeId'],
  none: [],
}

/** The fields a provider cannot work without (docs/crm/<crm>.md). */
const requiredFields: Record<ConnectionProvider, readonly ConnectionField[]> = {
  omnicasa: ['username', 'password'],
  whise: ['username', 'password', 'clientId'],
  sweepbright: ['clientId', 'clientSecret'],
  none: [],
}

// Error codes are message keys of `backOffice.connections.errors`.
export type ConnectionErrorCode =
  | 'providerRequired'
  | 'baseUrlInvalid'
  | 'baseUrlNotHttps'
  | 'usernameRequired'
  | 'passwordRequired'
  | 'clientIdRequired'
  | 'clientSecretRequired'
  | 'valueInvalid'
  | 'officeIdInvalid'

const required = {
  username: 'usernameRequired',
  password: 'passwordRequired',
  clientId: 'clientIdRequired',
  clientSecret: 'clientSecretRequired',
} as const satisfies Partial<Record<ConnectionField, ConnectionErrorCode>>

// Plain http only to this machine (a local proxy, a test server): Omnicasa's password travels in
// the query string, which must not cross the Internet readable.
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

const baseUrl = z
  .string()
  .trim()
  .max(2000, { error: 'baseUrlInvalid' })
  .refine((url) => url === '' || (URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)), {
    error: 'baseUrlInvalid',
  })
  .refine(
    (url) => {
      if (url === '' || !URL.canParse(url)) return true
      const parsed = new URL(url)
      return parsed.protocol === 'https:' || localHosts.has(parsed.hostname)
    },
    { error: 'baseUrlNotHttps' },
  )

// A name or id as the CRMs hand them out: printable, no spaces.
const identifier = z
  .string()
  .trim()
  .refine((value) => value === '' || /^[\x21-\x7e]{1,200}$/.test(value), { error: 'valueInvalid' })

// Secrets are taken as typed (a space may belong to a password), within a sane length.
const secret = z.string().max(500, { error: 'valueInvalid' })

/** Which secrets are stored already: an empty field keeps them. */
export type KeptSecrets = { password: boolean; clientSecret: boolean }

/**
 * The Connections form, in the browser before it is posted and again on the server: the provider,
 * an optional API root (http only to this machine), and the credentials the provider needs. An
 * empty password or client secret keeps the one in force (never shown back), when there is one.
 */
export function connectionFormSchema(kept: KeptSecrets) {
  return z
    .object({
      provider: z.enum(connectionProviders, { error: 'providerRequired' }),
      baseUrl,
      username: identifier,
      password: secret,
      clientId: identifier,
      clientSecret: secret,
      officeId: z
        .string()
        .trim()
        .refine((value) => value === '' || /^[A-Za-z0-9-]{1,64}$/.test(value), {
          error: 'officeIdInvalid',
        }),
    })
    .superRefine((input, context) => {
      for (const field of requiredFields[input.provider]) {
        const code = required[field as keyof typeof required]
        const keeps = (field === 'password' || field === 'clientSecret') && kept[field]
        if (code && input[field] === '' && !keeps) {
          context.addIssue({ code: 'custom', path: [field], message: code })
        }
      }
    })
}

export type ConnectionInput = z.output<ReturnType<typeof connectionFormSchema>>

/** What the form posts, as text: the schema's input. */
export type ConnectionValues = Record<Exclude<ConnectionField, 'password' | 'clientSecret'>, string>

export type ConnectionFormState = {
  errors?: Partial<Record<ConnectionField, ConnectionErrorCode>>
  /** The form as it was typed, without its secrets. */
  values?: ConnectionValues
}

/** The first problem of each field, as the server action reports them. */
export function connectionErrors(error: z.ZodError): ConnectionFormState['errors'] {
  const errors: Partial<Record<ConnectionField, ConnectionErrorCode>> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as ConnectionField
    errors[field] ??= issue.message as ConnectionErrorCode
  }
  return errors
}
