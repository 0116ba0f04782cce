/** Every kind of visitor request; each has an e-mail subject in `requestMail.subjects`. */
export const submissionKinds = [
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
export type SubmissionKind = (typeof submissionKinds)[number]
