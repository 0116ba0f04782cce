import { z } from '@/lib/zod'
import { webhookEvents } from '@/server/db/schema'
import { outboundUrlRefusal } from '@/server/outbound/outbound-target'

// Error codes are message keys of `backOffice.webhook.errors`.
export type WebhookErrorCode =
  'urlInvalid' | 'urlNotHttps' | 'urlNotPublic' | 'secretInvalid' | 'eventsRequired'

// Plain http only to this machine: a CRM is reached over the Internet, where the signed lead
// would otherwise travel readable; tests and a local bridge listen on localhost.
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

const receiverUrl = z
  .string()
  .trim()
  .max(2000, { error: 'urlInvalid' })
  .pipe(z.url({ error: 'urlInvalid', protocol: /^https?$/ }))
  .refine(
    (url) => {
      // An address that is no URL at all has its own message already.
      if (!URL.canParse(url)) return true
      const parsed = new URL(url)
      return parsed.protocol === 'https:' || localHosts.has(parsed.hostname)
    },
    { error: 'urlNotHttps' },
  )
  // The address the delivery would reach, resolved now, as each delivery checks it again
  // (src/server/outbound/): a private one is refused unless OUTBOUND_ALLOW_PRIVATE opens it.
  .refine(async (url) => !URL.canParse(url) || (await outboundUrlRefusal(url)) === null, {
    error: 'urlNotPublic',
  })

/**
 * The webhook form, parsed with `safeParseAsync` (the URL's host is resolved). An empty secret
 * keeps the current one (or, the first time, has one generated); a typed one is 24 to 200
 * characters without spaces, as a CRM's own generated secrets are.
 */
export const webhookFormSchema = z.object({
  url: receiverUrl,
  secret: z
    .string()
    .trim()
    .refine((secret) => secret === '' || /^[\x21-\x7e]{24,200}$/.test(secret), {
      error: 'secretInvalid',
    }),
  events: z.array(z.enum(webhookEvents)).min(1, { error: 'eventsRequired' }),
  enabled: z.literal('on').optional(),
  /** The settings' updated_at (ms) the form was shown with; '' before the first save. */
  version: z.string().regex(/^\d*$/),
})

export type WebhookField = 'url' | 'secret' | 'events'
export type WebhookFormState = {
  errors?: Partial<Record<WebhookField, WebhookErrorCode>>
  /** Someone saved the settings since this form was shown. */
  stale?: boolean
  values?: { url: string; events: string[]; enabled: boolean }
}
