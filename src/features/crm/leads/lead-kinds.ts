/**
 * The request kinds about one listing (docs/webhooks.md): each CRM files them on the listing's
 * record (reference §5.4). A booking has a call of its own in no CRM's public contract, so it is
 * filed the same way, with the booking's fields.
 */
export const listingLeadKinds: ReadonlySet<string> = new Set([
  'contact-me',
  'info-request',
  'visit-request',
  'documents',
  'appointment',
  'send-to-friend',
  'purchase-offer',
  'rental-application',
])
