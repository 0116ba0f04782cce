import { describe, expect, it } from 'vitest'
import { messageIdFor } from '../../src/server/mail/message-id'
import { checkDeliveries, type DeliveredMail, type StoredSubmission } from './delivery-check'

const mailFrom = 'no-reply@immohorizon.be'
const agencyAddress = 'info@immohorizon.be'

const submission = (n: number): StoredSubmission => ({
  email: `visitor.${n}@example.com`,
  requestId: `00000000-0000-4000-8000-00000000000${n}`,
})

/** The two e-mails the site sends for `stored`, as the sink parses them. */
function mailsOf({ email, requestId }: StoredSubmission): DeliveredMail[] {
  const id = (recipient: string) => messageIdFor(`site-contact:${requestId}:${recipient}`, mailFrom)
  return [
    { messageId: id('agency'), to: [agencyAddress], replyTo: [email] },
    { messageId: id('visitor'), to: [email], replyTo: [] },
  ]
}

const check = (
  acknowledged: string[],
  submissions: StoredSubmission[],
  delivered: DeliveredMail[],
) => checkDeliveries({ acknowledged, submissions, delivered, agencyAddress, mailFrom })

describe('drill delivery check', () => {
  it('passes when every stored submission got both e-mails once', () => {
    const [a, b, c] = [submission(1), submission(2), submission(3)]
    // c was stored while its visitor's connection died: not acknowledged, still delivered.
    const result = check([a.email, b.email.toUpperCase()], [a, b, c], [a, b, c].flatMap(mailsOf))
    expect(result).toEqual({
      stored: 2,
      storedUnacknowledged: 1,
      expected: 6,
      delivered: 6,
      duplicates: 0,
      violations: [],
    })
  })

  it('finds an acknowledged submission that was not stored', () => {
    const a = submission(1)
    const result = check([a.email, 'lost@example.com'], [a], mailsOf(a))
    expect(result.stored).toBe(1)
    expect(result.violations).toEqual(['acknowledged but not stored: lost@example.com'])
  })

  it('finds an e-mail that arrived twice, by Message-ID and by recipient', () => {
    const a = submission(1)
    const [agency, confirmation] = mailsOf(a)
    const result = check([a.email], [a], [agency!, confirmation!, { ...confirmation! }])
    expect(result.duplicates).toBe(1)
    expect(result.violations).toEqual([
      `arrived 2 times: ${confirmation!.messageId} to ${a.email}`,
      `${a.email} received 2 confirmations`,
    ])
  })

  it('finds a missing, a misaddressed and a stray e-mail', () => {
    const [a, b] = [submission(1), submission(2)]
    const [agencyA, confirmationA] = mailsOf(a)
    const [agencyB] = mailsOf(b)
    const stray = mailsOf(submission(9))[1]!
    const result = check(
      [a.email, b.email],
      [a, b],
      [agencyA!, { ...confirmationA!, to: [b.email] }, agencyB!, stray],
    )
    expect(result.violations).toEqual([
      `wrong recipient: confirmation to ${a.email}`,
      `never arrived: confirmation to ${b.email}`,
      '1 e-mails arrived that belong to no stored submission',
      `${a.email} received 0 confirmations`,
    ])
  })

  it('finds a submission stored twice', () => {
    const a = submission(1)
    const twice = { ...a, requestId: '00000000-0000-4000-8000-000000000099' }
    const result = check([a.email], [a, twice], [...mailsOf(a), ...mailsOf(twice)])
    expect(result.violations).toContain(`stored 2 times: ${a.email}`)
  })
})
