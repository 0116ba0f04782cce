/** A `form_submissions` row of the drill as the lead check needs it. */
export type SubmissionForLead = { email: string; remark: string | null }

/** A lead the fake Omnicasa recorded: its operation and its parameters (without the password). */
export type ReceivedLead = { operation: string; params: Record<string, unknown> }

export type LeadCheck = {
  /** One lead per stored or acknowledged submission. */
  expected: number
  received: number
  /** Submissions whose lead arrived exactly once. */
  once: number
  missing: number
  /** Submissions whose lead arrived more than once (each counted once). */
  duplicates: number
  violations: string[]
}

/** The Omnicasa call a site-contact request becomes (omnicasa-leads.ts: ContactOnMe, no listing). */
const siteContactOperation = 'ContactOnMe'

const addressOf = (lead: ReceivedLead) =>
  typeof lead.params.Email === 'string' ? lead.params.Email.toLowerCase() : ''

/**
 * Checks the CRM side of the drill: every submission the site stored (and every one it
 * acknowledged, stored or not) reached the fake Omnicasa as exactly one ContactOnMe lead, found by
 * the visitor's unique address, carrying that visitor's own remark; no lead arrived twice and none
 * arrived that belongs to no submission.
 */
export function checkLeads({
  acknowledged,
  submissions,
  leads,
}: {
  /** The addresses of the submissions answered with the thank-you page. */
  acknowledged: string[]
  submissions: SubmissionForLead[]
  leads: ReceivedLead[]
}): LeadCheck {
  const violations: string[] = []
  const remarks = new Map<string, string | null>()
  for (const submission of submissions)
    remarks.set(submission.email.toLowerCase(), submission.remark)
  for (const email of acknowledged) {
    if (!remarks.has(email.toLowerCase())) remarks.set(email.toLowerCase(), null)
  }

  const byAddress = new Map<string, ReceivedLead[]>()
  for (const lead of leads) {
    const email = addressOf(lead)
    byAddress.set(email, [...(byAddress.get(email) ?? []), lead])
  }

  let once = 0
  let missing = 0
  let duplicates = 0
  for (const [email, remark] of remarks) {
    const received = byAddress.get(email) ?? []
    if (received.length === 0) {
      missing++
      violations.push(`no lead arrived for ${email}`)
      continue
    }
    if (received.length > 1) {
      duplicates++
      violations.push(`${received.length} leads arrived for ${email}`)
    } else once++
    for (const lead of received) {
      if (lead.operation !== siteContactOperation) {
        violations.push(
          `the lead for ${email} came as ${lead.operation}, not ${siteContactOperation}`,
        )
      }
      const content = typeof lead.params.Content === 'string' ? lead.params.Content : ''
      if (remark !== null && !content.includes(remark)) {
        violations.push(`the lead for ${email} does not carry its remark`)
      }
    }
  }
  const strays = [...byAddress].filter(([email]) => !remarks.has(email))
  for (const [email, received] of strays) {
    const count = received.length === 1 ? 'a lead' : `${received.length} leads`
    violations.push(`${count} arrived for ${email || 'no address'}, which no form sent`)
  }

  return {
    expected: remarks.size,
    received: leads.length,
    once,
    missing,
    duplicates,
    violations,
  }
}
