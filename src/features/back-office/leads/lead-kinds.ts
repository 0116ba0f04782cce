/** Every kind of request the site stores (form_submissions.kind), as the inbox filters them. */
export const leadKinds = [
  'site-contact',
  'contact-me',
  'info-request',
  'visit-request',
  'construction-contact',
  'documents',
  'free-valuation',
  'demand-register',
  'send-to-friend',
  'purchase-offer',
  'rental-application',
  'job-application',
  'testimonial',
  'newsletter',
  'appointment',
  'renovation-expert',
] as const

export type LeadKind = (typeof leadKinds)[number]

export function isLeadKind(value: string): value is LeadKind {
  return (leadKinds as readonly string[]).includes(value)
}
