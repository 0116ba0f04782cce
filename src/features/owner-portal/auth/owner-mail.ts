import { createTranslator } from 'next-intl'
import { dateFormat } from '@/lib/format/date-format'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import type { OutboxMessage } from '@/server/mail/outbox-message'
import de from '../../../../messages/de.json'
import en from '../../../../messages/en.json'
import fr from '../../../../messages/fr.json'
import nl from '../../../../messages/nl.json'

const catalogues = { en, nl, fr, de }

function mailTexts(lang: Language) {
  return createTranslator({
    locale: lang,
    messages: catalogues[lang],
    namespace: 'ownerPortal.mail',
  })
}

export type MailOwner = { email: string; firstName: string; locale: Language }

/**
 * The owner's mail, greeting first: by first name, or without one where the agency left it empty
 * ("Hello ," is what a name placeholder in the text would give).
 */
function greeted(t: ReturnType<typeof mailTexts>, firstName: string, body: string): string {
  const name = firstName.trim()
  return `${name ? t('greeting', { name }) : t('greetingWithoutName')}\n\n${body}`
}

/** The reset link e-mail, in the owner's language (the token is the idempotency key's part). */
export function resetMail(
  owner: MailOwner,
  { url, agency, tokenId }: { url: string; agency: string; tokenId: string },
): OutboxMessage {
  const t = mailTexts(owner.locale)
  return {
    idempotencyKey: `owner-reset:${tokenId}`,
    kind: 'owner-password-reset',
    to: owner.email,
    subject: t('resetSubject', { agency }),
    text: greeted(t, owner.firstName, t('resetText', { agency, url })),
    language: owner.locale,
  }
}

/** The invitation e-mail with the link that sets the first password. */
export function invitationMail(
  owner: MailOwner,
  { url, agency, tokenId }: { url: string; agency: string; tokenId: string },
): OutboxMessage {
  const t = mailTexts(owner.locale)
  return {
    idempotencyKey: `owner-invitation:${tokenId}`,
    kind: 'owner-invitation',
    to: owner.email,
    subject: t('invitationSubject', { agency }),
    text: greeted(t, owner.firstName, t('invitationText', { agency, url, email: owner.email })),
    language: owner.locale,
  }
}

/** The agency's notice that an owner logged in (specification §6), in the site's default language. */
export function loginNoticeMail({
  agencyEmail,
  lang,
  owner,
  noticeId,
  at,
  address,
  userAgent,
}: {
  agencyEmail: string
  lang: Language
  owner: { email: string; firstName: string; lastName: string }
  /** A fresh id: never the session token, which the Message-ID would carry. */
  noticeId: string
  at: Date
  address: string
  userAgent: string
}): OutboxMessage {
  const t = mailTexts(lang)
  const name = `${owner.firstName} ${owner.lastName}`
  const when = dateFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(at)
  return {
    idempotencyKey: `owner-login:${noticeId}`,
    kind: 'owner-login',
    to: agencyEmail,
    subject: t('loginSubject', { name }),
    text: t('loginText', { name, email: owner.email, when, address, userAgent }),
    language: lang,
  }
}

/**
 * Tells the owner that someone ran out of password attempts on their account from a browser
 * they never logged in with (at most once an hour): their own browsers still get in.
 */
export function attackNoticeMail({
  owner,
  noticeId,
  agency,
}: {
  owner: { email: string; firstName: string; locale: string }
  noticeId: string
  agency: { lang: Language }
}): OutboxMessage {
  const lang = isSupportedLanguage(owner.locale) ? owner.locale : agency.lang
  const t = mailTexts(lang)
  return {
    idempotencyKey: `owner-login-attack:${noticeId}`,
    kind: 'owner-login-attack',
    to: owner.email,
    subject: t('attackSubject'),
    text: greeted(t, owner.firstName, t('attackText')),
    language: lang,
  }
}
