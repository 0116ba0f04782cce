import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as shared from '@zxcvbn-ts/language-common'
import * as de from '@zxcvbn-ts/language-de'
import * as en from '@zxcvbn-ts/language-en'
import * as fr from '@zxcvbn-ts/language-fr'
import * as nl from '@zxcvbn-ts/language-nl-be'

// One password policy for owners and staff (docs/decisions/061-password-policy.md): NIST SP
// 800-63B's blocklist and OWASP ASVS 5.0 V6's context words, then zxcvbn's estimate of how many
// guesses the password takes with the dictionaries of the site's four languages. Only the server
// checks it, the dictionaries weigh megabytes; no `server-only` guard, as `npm run staff` uses it
// too (browser code imports its types only).

/** What makes a password too weak; each is a message key of the password forms' catalogues. */
export type PasswordWeakness = 'tooCommon' | 'personal' | 'guessable'

/** The account and agency a password must not be built from. */
export type PasswordContext = {
  email?: string | null
  names?: (string | null | undefined)[]
  agency?: string | null
}

// zxcvbn's score 3: at least 10^8 guesses, "safely unguessable" in its documentation, with
// moderate protection should an attacker ever hold the slow Argon2id hashes.
const minimumScore = 3

// zxcvbn's 49,000 most common passwords (ranked from leaked password sets), whichever the length.
const commonPasswords = new Set(shared.dictionary['passwords-common'])

/** Whether a password is one of the common passwords (case-insensitive, as attackers try them). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase())
}

const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/** The e-mail address, the part before the @, each name's words and the agency's name. */
function contextWords(context: PasswordContext): string[] {
  const email = folded((context.email ?? '').trim())
  const agency = folded(context.agency ?? '')
  return [
    email,
    email.split('@')[0] ?? '',
    agency.replace(/[\s'’-]+/g, ''),
    ...[...(context.names ?? []), context.agency].flatMap((name) =>
      folded(name ?? '').split(/[\s'’.-]+/),
    ),
  ].filter((word) => word.length >= 3)
}

/**
 * Whether a password contains the account's e-mail address, its part before the @, one of the
 * person's names or the agency's; parts shorter than three letters are too common in any password
 * to count. Accents and case do not hide them.
 */
export function containsPersonalData(password: string, context: PasswordContext): boolean {
  const typed = folded(password)
  return contextWords(context).some((word) => typed.includes(word))
}

const prefixed = (language: string, dictionary: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(dictionary).map(([name, words]) => [`${language}-${name}`, words]),
  )

let estimator: ZxcvbnFactory | undefined

// Built on first use (half a second): most processes never check a new password. Without
// Levenshtein matching, which costs a second a check and found nothing more in our trials; at
// most four l33t substitutions tried (zxcvbn's 100 took up to 9 s for 128 characters of `p@$$w0rd`
// repeated, four still find `p@$$w0rd`).
const maxLeetSubstitutions = 4

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    graphs: shared.adjacencyGraphs,
    dictionary: {
      ...shared.dictionary,
      ...prefixed('en', en.dictionary),
      ...prefixed('nl', nl.dictionary),
      ...prefixed('fr', fr.dictionary),
      ...prefixed('de', de.dictionary),
    },
    l33tMaxSubstitutions: maxLeetSubstitutions,
  })
  return estimator
}

// zxcvbn's work grows with the square of the length (a second for 128 characters on a busy
// machine); a password whose first 64 characters resist guessing resists as a whole.
const estimatedLength = 64

/** Whether zxcvbn guesses the password in fewer than 10^8 tries, the context words included. */
export function isGuessable(password: string, context: PasswordContext = {}): boolean {
  const estimate = zxcvbn().check(password.slice(0, estimatedLength), contextWords(context))
  return estimate.score < minimumScore
}

/** The first reason the password is too weak, or null; the length rule is the form's own. */
export function passwordWeakness(
  password: string,
  context: PasswordContext,
): PasswordWeakness | null {
  if (isCommonPassword(password)) return 'tooCommon'
  if (containsPersonalData(password, context)) return 'personal'
  if (isGuessable(password, context)) return 'guessable'
  return null
}
