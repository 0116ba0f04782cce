import { messageIdFor } from '../../src/server/mail/message-id'

/** A `form_submissions` row of the drill: the visitor's address and the request's UUID. */
export type StoredSubmission = { email: string; requestId: string }

/** An e-mail the SMTP sink accepted. */
export type DeliveredMail = { messageId: string; to: string[]; replyTo: string[] }

export type DeliveryCheck = {
  /** Acknowledged submissions found in the database. */
  stored: number
  /** Stored although the visitor saw no thank-you page (in flight at the kill). */
  storedUnacknowledged: number
  /** Two e-mails per stored submission: the agency's and the visitor's confirmation. */
  expected: number
  delivered: number
  /** Message-IDs that arrived more than once (each counted once). */
  duplicates: number
  /** What breaks the promise "stored before thanked, delivered exactly once". */
  violations: string[]
}

type Expected = { what: string; messageId: string; to: string; replyTo?: string }

const lower = (addresses: string[]) => addresses.map((address) => address.toLowerCase())

/**
 * The e-mails a site-contact request queues (src/server/requests/request-mail.server.ts): their
 * idempotency keys are `site-contact:<request UUID>:agency|visitor`, and the Message-ID is a hash of
 * the key, so the expected Message-IDs follow from the stored request alone.
 */
function expectedMails(
  submission: StoredSubmission,
  agencyAddress: string,
  mailFrom: string,
): Expected[] {
  const key = (recipient: string) => `site-contact:${submission.requestId}:${recipient}`
  return [
    {
      what: `agency e-mail about ${submission.email}`,
      messageId: messageIdFor(key('agency'), mailFrom),
      to: agencyAddress,
      replyTo: submission.email,
    },
    {
      what: `confirmation to ${submission.email}`,
      messageId: messageIdFor(key('visitor'), mailFrom),
      to: submission.email,
    },
  ]
}

/**
 * Checks the drill's outcome: every acknowledged submission is stored once, and every e-mail of a
 * stored submission arrived exactly once, counted both by Message-ID and by recipient (the
 * visitor's confirmation, and the agency's e-mail whose Reply-To is the visitor); no e-mail arrived
 * twice and none arrived that belongs to no stored submission.
 */
export function checkDeliveries({
  acknowledged,
  submissions,
  delivered,
  agencyAddress,
  mailFrom,
}: {
  /** The addresses of the submissions answered with the thank-you page. */
  acknowledged: string[]
  submissions: StoredSubmission[]
  delivered: DeliveredMail[]
  agencyAddress: string
  mailFrom: string
}): DeliveryCheck {
  const violations: string[] = []
  const agency = agencyAddress.toLowerCase()
  const storedBy = new Map<string, StoredSubmission[]>()
  for (const submission of submissions) {
    const email = submission.email.toLowerCase()
    storedBy.set(email, [...(storedBy.get(email) ?? []), { ...submission, email }])
  }
  const thanked = new Set(lower(acknowledged))
  for (const email of thanked) {
    if (!storedBy.has(email)) violations.push(`acknowledged but not stored: ${email}`)
  }
  for (const [email, rows] of storedBy) {
    if (rows.length > 1) violations.push(`stored ${rows.length} times: ${email}`)
  }

  const byMessageId = new Map<string, DeliveredMail[]>()
  for (const mail of delivered) {
    byMessageId.set(mail.messageId, [...(byMessageId.get(mail.messageId) ?? []), mail])
  }
  const duplicates = [...byMessageId].filter(([, copies]) => copies.length > 1)
  for (const [messageId, copies] of duplicates) {
    violations.push(`arrived ${copies.length} times: ${messageId} to ${copies[0]!.to.join(', ')}`)
  }

  const expected = submissions.flatMap((submission) =>
    expectedMails({ ...submission, email: submission.email.toLowerCase() }, agency, mailFrom),
  )
  for (const mail of expected) {
    const copies = byMessageId.get(mail.messageId) ?? []
    if (copies.length === 0) violations.push(`never arrived: ${mail.what}`)
    const misaddressed = copies.filter(
      (copy) =>
        !lower(copy.to).includes(mail.to) ||
        (mail.replyTo !== undefined && !lower(copy.replyTo).includes(mail.replyTo)),
    )
    if (misaddressed.length > 0) violations.push(`wrong recipient: ${mail.what}`)
  }
  const expectedIds = new Set(expected.map((mail) => mail.messageId))
  const strays = delivered.filter((mail) => !expectedIds.has(mail.messageId))
  if (strays.length > 0) {
    violations.push(`${strays.length} e-mails arrived that belong to no stored submission`)
  }

  // By recipient, independently of Message-IDs: one confirmation per visitor, one agency e-mail
  // answering to each visitor.
  const confirmations = new Map<string, number>()
  const agencyMails = new Map<string, number>()
  for (const mail of delivered) {
    const to = lower(mail.to)
    for (const address of to) {
      if (address !== agency) confirmations.set(address, (confirmations.get(address) ?? 0) + 1)
    }
    if (to.includes(agency)) {
      for (const address of lower(mail.replyTo)) {
        agencyMails.set(address, (agencyMails.get(address) ?? 0) + 1)
      }
    }
  }
  for (const email of storedBy.keys()) {
    const received = confirmations.get(email) ?? 0
    if (received !== 1) violations.push(`${email} received ${received} confirmations`)
    const about = agencyMails.get(email) ?? 0
    if (about !== 1) violations.push(`the agency received ${about} e-mails about ${email}`)
  }

  return {
    stored: [...thanked].filter((email) => storedBy.has(email)).length,
    storedUnacknowledged: [...storedBy.keys()].filter((email) => !thanked.has(email)).length,
    expected: expected.length,
    delivered: delivered.length,
    duplicates: duplicates.length,
    violations,
  }
}
