import { expect } from './fixtures'

/** An e-mail the site delivered to the test SMTP sink (tests/support/smtp-sink-server.ts). */
export type SunkMail = {
  messageId: string
  from?: string
  to?: string
  replyTo?: string
  subject: string
  text: string
  html?: string
  language?: string
  listUnsubscribe?: string
  listUnsubscribePost?: string
  attachments: { filename: string; contentType: string; content: string }[]
}

const sinkUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 21_000}`

/** The e-mails sent to `address` once there are `count` of them (the outbox polls every 200 ms). */
export async function mailsTo(address: string, count = 1): Promise<SunkMail[]> {
  let mails: SunkMail[] = []
  await expect
    .poll(
      async () => {
        const response = await fetch(`${sinkUrl}/messages?to=${encodeURIComponent(address)}`)
        mails = (await response.json()) as SunkMail[]
        return mails.length
      },
      { timeout: 20_000, message: `e-mails to ${address}` },
    )
    .toBeGreaterThanOrEqual(count)
  return mails
}

/** A unique address per test, so tests running side by side never read each other's mail. */
export function uniqueAddress(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
}

/** The agency's address in the demo configuration. */
export const agencyAddress = 'info@immohorizon.be'

/**
 * The one e-mail to `to` (the agency, or a listing's agent) about the request `email` sent:
 * requests reach the agency with the visitor as Reply-To.
 */
export async function agencyMailAbout(email: string, to = agencyAddress): Promise<SunkMail> {
  let found: SunkMail[] = []
  await expect
    .poll(async () => {
      found = (await mailsTo(to)).filter((mail) => mail.replyTo?.includes(email))
      return found.length
    })
    .toBe(1)
  return found[0]!
}
