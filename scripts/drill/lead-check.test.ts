import { describe, expect, it } from 'vitest'
import { checkLeads, type ReceivedLead, type SubmissionForLead } from './lead-check'

const submission = (n: number): SubmissionForLead => ({
  email: `visitor.${n}@example.com`,
  remark: `Reliability drill, submission ${n}.`,
})

/** The lead the Omnicasa connector sends for a site contact, as the fake records it. */
const leadOf = ({ email, remark }: SubmissionForLead, operation = 'ContactOnMe'): ReceivedLead => ({
  operation,
  params: {
    CustomerName: 'drill',
    Name: 'Visitor',
    Email: email,
    Subject: 'Contact',
    Content: `${remark}\ngoal: buy`,
  },
})

describe('drill lead check', () => {
  it('passes when every stored submission reached the CRM once', () => {
    const [a, b, c] = [submission(1), submission(2), submission(3)]
    // c was stored while its visitor's connection died: not acknowledged, its lead still goes.
    const leads = [leadOf(c), leadOf({ ...a, email: a.email.toUpperCase() }), leadOf(b)]
    const result = checkLeads({ acknowledged: [a.email, b.email], submissions: [a, b, c], leads })
    expect(result).toEqual({
      expected: 3,
      received: 3,
      once: 3,
      missing: 0,
      duplicates: 0,
      violations: [],
    })
  })

  it('counts a lead that arrived twice and one that never arrived', () => {
    const [a, b] = [submission(1), submission(2)]
    const result = checkLeads({
      acknowledged: [a.email, b.email],
      submissions: [a, b],
      leads: [leadOf(a), leadOf(a)],
    })
    expect(result).toMatchObject({ expected: 2, received: 2, once: 0, missing: 1, duplicates: 1 })
    expect(result.violations).toEqual([
      `2 leads arrived for ${a.email}`,
      `no lead arrived for ${b.email}`,
    ])
  })

  it('expects a lead for an acknowledged submission even when it was not stored', () => {
    const a = submission(1)
    const result = checkLeads({ acknowledged: [a.email], submissions: [], leads: [] })
    expect(result).toMatchObject({ expected: 1, missing: 1 })
  })

  it('flags a lead no form sent, the wrong call, and a lead with another visitor’s remark', () => {
    const [a, b] = [submission(1), submission(2)]
    const result = checkLeads({
      acknowledged: [a.email, b.email],
      submissions: [a, b],
      leads: [
        leadOf(a, 'DemandRegister'),
        leadOf({ email: b.email, remark: a.remark }),
        leadOf(submission(9)),
      ],
    })
    expect(result.violations).toEqual([
      `the lead for ${a.email} came as DemandRegister, not ContactOnMe`,
      `the lead for ${b.email} does not carry its remark`,
      `a lead arrived for ${submission(9).email}, which no form sent`,
    ])
  })
})
