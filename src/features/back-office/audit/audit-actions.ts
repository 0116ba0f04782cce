/**
 * Every kind of audit entry. The screen names each in the reader's language (messages
 * backOffice.audit.actions, keyed by `auditActionKey`) and filters by them; an entry's kind is
 * one of these, so no kind goes unnamed.
 */
export const auditActions = [
  'staff.sign-in',
  'staff.sign-in-failed',
  'staff.sign-out',
  'access.refused',
  'leads.export',
  'lead.update',
  'lead.note',
  'staff.invite',
  'staff.role',
  'staff.disable',
  'staff.enable',
  'staff.2fa-enrol',
  'staff.2fa-disable',
  'staff.2fa-require',
  'staff.2fa-reset',
  'settings.draft',
  'settings.publish',
  'settings.revert',
  'settings.discard',
  'page.create',
  'page.draft',
  'page.publish',
  'page.revert',
  'testimonial.publish',
  'testimonial.unpublish',
  'testimonial.edit',
  'testimonial.delete',
  'agent.create',
  'agent.edit',
  'agent.retire',
  'owner.invite',
  'owner.link',
  'owner.unlink',
  'owner.revoke',
  'slots.create',
  'slot.cancel',
  'booking.cancel',
  'history.add',
  'history.edit',
  'history.delete',
  'import.upload',
  'mail.retry',
  'mail.correct',
  'mail.close',
  'webhook.save',
  'webhook.rotate-secret',
  'webhook.test',
  'crm.save',
  'crm.sync',
  'demo.remove',
] as const

export type AuditAction = (typeof auditActions)[number]

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value)
}

type Dashed<S extends string> = S extends `${infer A}.${infer B}` ? `${A}-${Dashed<B>}` : S
type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S
/** A kind's message key, which the catalogues' types then require. */
export type AuditActionKey = Camel<Dashed<AuditAction>>

/** The message key of a kind: `staff.2fa-enrol` is `staff2faEnrol` (next-intl keys hold no dots). */
export function auditActionKey(action: AuditAction): AuditActionKey {
  return action.replace(/[.-](\w)/g, (_, letter: string) => letter.toUpperCase()) as AuditActionKey
}
