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

/**
 * The invitation to the back office (`invitation`) or a password reset link (`reset`), in the
 * member's language; `keyId` makes each link its own outbox message.
 */
export function staffPasswordLinkMail({
  kind,
  member,
  url,
  agency,
  keyId,
}: {
  kind: 'invitation' | 'reset'
  member: { email: string; name: string; locale: string }
  url: string
  agency: string
  keyId: string
}): OutboxMessage {
  const lang = isSupportedLanguage(member.locale) ? member.locale : 'en'
  const t = createTranslator({
    locale: lang,
    messages: catalogues[lang],
    namespace: 'backOffice.mail',
  })
  return {
    idempotencyKey: `staff-${kind}:${keyId}`,
    kind: `staff-${kind}`,
    to: member.email,
    subject: t(`${kind}Subject`, { agency }),
    text: `${t('greeting', { name: member.name })}\n\n${t(`${kind}Text`, { agency })}\n\n${url}\n\n${t(`${kind}Expiry`)}`,
    language: lang,
  }
}
