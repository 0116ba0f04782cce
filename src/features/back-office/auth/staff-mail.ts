import { createTranslator } from 'next-intl'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import type { OutboxMessage } from '@/server/mail/outbox-message'
import de from '../../../../messages/de.json'
import en from '../../../../messages/en.json'
import fr from '../../../../messages/fr.json'
import nl from '../../../../messages/nl.json'

const catalogues = { en, nl, fr, de }

/**
 * Tells a staff member that someone ran out of password attempts on their account from a browser
 * they never logged in with (at most once an hour): their own browsers still get in.
 */
export function staffAttackNoticeMail({
  member,
  noticeId,
}: {
  member: { email: string; name: string; locale: string }
  noticeId: string
}): OutboxMessage {
  const lang = isSupportedLanguage(member.locale) ? member.locale : 'en'
  const t = createTranslator({
    locale: lang,
    messages: catalogues[lang],
    namespace: 'backOffice.mail',
  })
  return {
    idempotencyKey: `staff-login-attack:${noticeId}`,
    kind: 'staff-login-attack',
    to: member.email,
    subject: t('attackSubject'),
    text: `${t('greeting', { name: member.name })}\n\n${t('attackText')}`,
    language: lang,
  }
}
