import { z } from '@/lib/zod'
import { supportedLanguages, type Language } from '@/lib/i18n/languages'

// Error codes are message keys of `backOffice.agents.errors`.
export type AgentError =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'tooLong'
  | 'languageUnknown'
  | 'slugInvalid'
  | 'slugTaken'
  | 'crmIdTaken'
  | 'photoInvalid'
  | 'photoTooLarge'

/**
 * The languages an agent can be said to speak: the site's four and those Belgian agencies'
 * clients most often speak. The team page names them in the visitor's language.
 */
export const spokenLanguageCodes = [
  'nl',
  'fr',
  'en',
  'de',
  'es',
  'it',
  'pt',
  'pl',
  'ro',
  'tr',
  'ar',
  'ru',
] as const

const line = (max: number, required?: AgentError) =>
  required
    ? z
        .string({ error: required })
        .trim()
        .min(1, { error: required })
        .max(max, { error: 'tooLong' })
    : z.string().trim().max(max, { error: 'tooLong' }).default('')

/** One text per site language (`role.nl`, `bio.fr`…), kept only where something is written. */
const perLanguage = (max: number) =>
  z
    .object(
      Object.fromEntries(supportedLanguages.map((lang) => [lang, line(max)])) as Record<
        Language,
        ReturnType<typeof line>
      >,
    )
    .default(Object.fromEntries(supportedLanguages.map((lang) => [lang, ''])) as never)
    .transform((texts) =>
      Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')),
    )

/** An agent as the Agents screen writes them; the page address is made from the name when empty. */
export const agentSchema = z.object({
  firstName: line(100, 'firstNameRequired'),
  lastName: line(100, 'lastNameRequired'),
  email: z
    .string({ error: 'emailInvalid' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
  phone: z
    .string()
    .trim()
    .max(40, { error: 'phoneInvalid' })
    .regex(/^(\+?[0-9 ()./-]{6,})?$/, { error: 'phoneInvalid' })
    .default(''),
  role: perLanguage(100),
  bio: perLanguage(2000),
  // A checkbox group: one ticked box posts a single value, none posts nothing.
  languages: z.preprocess(
    (value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value),
    z.array(z.enum(spokenLanguageCodes, { error: 'languageUnknown' })),
  ),
  onTeamPage: z
    .literal('yes')
    .optional()
    .transform((value) => value === 'yes'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(80, { error: 'tooLong' })
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'slugInvalid' })
    .default(''),
  crmId: line(100),
})

export type AgentInput = z.output<typeof agentSchema>
export type AgentField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'languages'
  | 'onTeamPage'
  | 'slug'
  | 'crmId'
  | 'photo'
  | `role.${Language}`
  | `bio.${Language}`

/** The form's answer: the errors by field, and what was typed (a file is never given back). */
export type AgentFormState = {
  errors?: Partial<Record<AgentField, AgentError>>
  values?: Partial<Record<string, string | string[]>>
}

export const agentIdSchema = z.object({ id: z.coerce.number().int().positive() })

/** Retiring an agent: who leaves and who takes their listings and projects over. */
export const retireSchema = z.object({
  id: z.coerce.number().int().positive(),
  successor: z
    .union([z.literal(''), z.coerce.number().int().positive()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
})
