import type { SendMailOptions } from 'nodemailer'

/** What the outbox worker needs: deliver one e-mail (or throw), and let go of connections. */
export interface MailTransport {
  send(mail: SendMailOptions): Promise<void>
  close(): void
}
