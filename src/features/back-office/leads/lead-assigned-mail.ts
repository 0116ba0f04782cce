import { createTranslator } from 'next-intl'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import type { OutboxMessage } from '@/server/mail/outbox-message'
import de from '../../../../messages/de.json'
import en from '../../../../messages/en.json'
import fr from '../../../../messages/fr.json'
import nl from '../../../../messages/nl.json'
import { isLeadKind } from './lead-kinds'
import { personName } from './lead-format'

const catalogues = { en, nl, fr, de }

/** Where the assignee opens the lead: its back-office page in their language, as a full URL. */
export type LeadLinkFor = (lang: Language, leadId: number) => string

/**
 * Tells a member of staff that a lead was assigned to them, in their own language (their back
 * office's). The key holds the request's id, so the lead's page lists this e-mail among its own,
 * and the assignee, so that saving the same assignment again queues nothing more.
 */
export function leadAssignedMail({
  assignee,
  assigner,
  lead,
  linkFor,
  fallbackLanguage,
}: {
  assignee: { id: number; email: string; name: string; locale: string }
  assigner: { name: string }
  lead: {
    id: number
    kind: string
    firstName: string | null
    lastName: string | null
    email: string
    requestId: string
  }
  linkFor: LeadLinkFor
  fallbackLanguage: Language
}): OutboxMessage {
  const lang = isSupportedLanguage(assignee.locale) ? assignee.locale : fallbackLanguage
  const t = createTranslator({ locale: lang, messages: catalogues[lang], namespace: 'backOffice' })
  const kinds = createTranslator({
    locale: lang,
    messages: catalogues[lang],
    namespace: 'requestMail.subjects',
  })
  const about = {
    id: lead.id,
    kind: isLeadKind(lead.kind) ? kinds(lead.kind) : lead.kind,
    person: personName(lead),
  }
  return {
    idempotencyKey: `lead-assignment:${lead.requestId}:staff-${assignee.id}`,
    kind: 'lead-assignment',
    to: assignee.email,
    subject: t('mail.assignedSubject', about),
    text: [
      t('mail.greeting', { name: assignee.name }),
      t('mail.assignedText', { ...about, assigner: assigner.name }),
      linkFor(lang, lead.id),
    ].join('\n\n'),
    language: lang,
  }
}
