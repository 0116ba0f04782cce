import { createTranslator } from 'next-intl'
import de from '../../../messages/de.json'
import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'
import nl from '../../../messages/nl.json'
import { priceText, variantUrl, photoSource } from '@/features/catalogue'
import { formatAmount } from '@/lib/format/price-format'
import { formatNumber } from '@/lib/format/number-format'
import { propertyUrl } from '@/lib/routing/property-url'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { localize } from '@/lib/i18n/multilang'
import { escapeHtml } from '@/lib/html/escape-html'
import type { MultiLang, Photo } from '@/server/db/schema'
import type { OutboxMessage } from '@/server/mail/outbox-message'
import type { ChangeKind } from './match-demands'
import type { SiteFacts } from './site-facts'

const catalogues = { en, nl, fr, de }

/** By default at most this many listings are described in one e-mail; the rest are counted with a link. */
export const defaultMaxListed = 10

export type DigestProperty = {
  id: number
  reference: string
  goal: number
  status: string
  title: MultiLang
  city: string
  publishPrice: boolean
  price: number | null
  priceUnit: number | null
  marquee: number | null
  priceUnitText: string | null
  marqueeName: string | null
  type: { name: MultiLang; slug: MultiLang }
  /** The first photo, shown at the card's width. */
  photo: Photo | null
  /** The published price before its reductions (migration 0018), when it is higher. */
  reducedFrom: number | null
}

export type DigestItem = { kind: ChangeKind; property: DigestProperty }

export type Digest = {
  id: string
  email: string
  locale: string
  items: DigestItem[]
  /** The signed token of the digest's unsubscribe links (unsubscribe.ts). */
  unsubscribeToken: string
  /** The signed tokens of the edit links of the alerts this e-mail is about (manage-alert.ts). */
  manageTokens: string[]
  /** At most this many listings are described (defaultMaxListed when absent). */
  maxListed?: number
  /** The list page's query (without '?') of the alert's whole search, for the listings not described. */
  listQuery?: string
}

function createTexts(lang: Language) {
  const messages = catalogues[lang]
  const price = createTranslator({ locale: lang, messages, namespace: 'catalogue.price' })
  const status = createTranslator({ locale: lang, messages, namespace: 'catalogue.detail.status' })
  const badge = createTranslator({ locale: lang, messages, namespace: 'catalogue.detail.badge' })
  return {
    badges: { new: badge('new'), reduced: badge('reduced') },
    t: createTranslator({ locale: lang, messages, namespace: 'demandAlerts.digest' }),
    labels: {
      startingFrom: price('startingFrom'),
      priceOnRequest: price('onRequest'),
      perMonth: price('perMonth'),
      sold: status('sold'),
      rented: status('rented'),
    },
  }
}

// One translator per language for the process: a run writes hundreds of e-mails in a few languages.
const translators = new Map<Language, ReturnType<typeof createTexts>>()

function texts(lang: Language): ReturnType<typeof createTexts> {
  let found = translators.get(lang)
  if (!found) {
    found = createTexts(lang)
    translators.set(lang, found)
  }
  return found
}

/** The person's language if the site has it on, else the site's default one. */
export function digestLanguage(locale: string, facts: SiteFacts): Language {
  return (facts.enabled as string[]).includes(locale) ? (locale as Language) : facts.defaultLanguage
}

/**
 * The digest e-mail in the person's language: each listing with what changed, its type, town and
 * price (formatted as the site shows it) and a link to its detail page in that language; the
 * unsubscribe page in the text (it asks before it acts: mail scanners follow links) and, for mail
 * programs, the one-click endpoint in the List-Unsubscribe header with List-Unsubscribe-Post
 * (RFC 8058).
 */
export function digestMail(digest: Digest, facts: SiteFacts, origin: string): OutboxMessage {
  const lang = digestLanguage(digest.locale, facts)
  const { t, labels, badges } = texts(lang)
  const listPath = (goal: number) =>
    localizedUrl(lang, facts.listSlugs[goal === 0 ? 0 : 1][lang] ?? '', facts.defaultLanguage)

  const maxListed = digest.maxListed ?? defaultMaxListed
  const listed = digest.items.slice(0, maxListed)
  const unlisted = digest.items.slice(maxListed)
  const entries = listed.map(({ kind, property }) => ({
    kind: t(`kind.${kind}`),
    // What changed is the first badge; a reduced price is the second when it is not the change.
    badges: [
      t(`kind.${kind}`),
      ...(kind !== 'price_drop' &&
      property.reducedFrom !== null &&
      property.price !== null &&
      property.publishPrice
        ? [badges.reduced]
        : []),
    ],
    previousPrice:
      property.publishPrice && property.reducedFrom !== null && property.price !== null
        ? formatAmount(property.reducedFrom)
        : null,
    // An absolute address on the configured origin: a mail program has no page to resolve it against.
    photo:
      property.photo && photoSource(property.photo.file)
        ? origin + variantUrl(property.photo.file, 600)
        : null,
    title: localize(property.title, lang, 'en') || property.reference,
    facts: t('facts', {
      type: localize(property.type.name, lang, 'en'),
      city: property.city,
      price: priceText(
        {
          ...property,
          details: {
            priceUnitText: property.priceUnitText ?? undefined,
            marqueeName: property.marqueeName ?? undefined,
          },
        },
        labels,
      ),
    }),
    url: origin + propertyUrl(listPath(property.goal), property, lang),
  }))
  const moreGoal = unlisted[0]?.property.goal ?? 0
  const moreUrl = origin + listPath(moreGoal) + (digest.listQuery ? `?${digest.listQuery}` : '')
  const more =
    unlisted.length > 0
      ? t('more', { count: unlisted.length, countText: formatNumber(unlisted.length) })
      : null
  const subject = t('subject', {
    count: digest.items.length,
    countText: formatNumber(digest.items.length),
    agency: facts.agencyName,
  })
  const footer = t('footer', { agency: facts.agencyName })
  const token = encodeURIComponent(digest.unsubscribeToken)
  const unsubscribePage = `${origin}${localizedUrl(lang, 'demand-alerts/unsubscribe', facts.defaultLanguage)}?token=${token}`
  const managePage = localizedUrl(lang, 'demand-alerts/manage', facts.defaultLanguage)
  const manageLinks = digest.manageTokens.map((manage, index) => ({
    text:
      digest.manageTokens.length > 1 ? `${t('manage')} (${formatNumber(index + 1)})` : t('manage'),
    url: `${origin}${managePage}?token=${encodeURIComponent(manage)}`,
  }))
  // The language first: a link cut short in a mail program still answers in it.
  const oneClick = `${origin}/api/demand-alerts/unsubscribe/?lang=${lang}&token=${token}`

  const text = [
    t('greeting'),
    '',
    t('intro', { count: digest.items.length }),
    '',
    ...entries.flatMap((entry) => [
      `${entry.kind}: ${entry.title}`,
      entry.facts,
      ...(entry.previousPrice ? [t('previousPrice', { price: entry.previousPrice })] : []),
      entry.url,
      '',
    ]),
    ...(more ? [more, moreUrl, ''] : []),
    '-- ',
    footer,
    ...manageLinks.map((link) => `${link.text}: ${link.url}`),
    `${t('unsubscribe')}: ${unsubscribePage}`,
    '',
  ].join('\n')

  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2933">',
    `<p>${escapeHtml(t('greeting'))}</p>`,
    `<p>${escapeHtml(t('intro', { count: digest.items.length }))}</p>`,
    '<ul style="padding-left:0;list-style:none">',
    ...entries.map(
      (entry) =>
        '<li style="margin-bottom:1.5em">' +
        (entry.photo
          ? `<a href="${escapeHtml(entry.url)}"><img src="${escapeHtml(entry.photo)}" alt="" width="300" style="display:block;max-width:100%;height:auto;border:0"></a>`
          : '') +
        entry.badges
          .map(
            (badge) =>
              `<strong style="background:#e3f2e8;color:#14532d;padding:0 0.4em;border-radius:3px">${escapeHtml(badge)}</strong>`,
          )
          .join(' ') +
        `<br><a href="${escapeHtml(entry.url)}">${escapeHtml(entry.title)}</a><br>` +
        (entry.previousPrice
          ? `<del>${escapeHtml(t('previousPrice', { price: entry.previousPrice }))}</del><br>`
          : '') +
        `${escapeHtml(entry.facts)}</li>`,
    ),
    '</ul>',
    ...(more ? [`<p><a href="${escapeHtml(moreUrl)}">${escapeHtml(more)}</a></p>`] : []),
    `<hr><p style="font-size:0.9em;color:#52606d">${escapeHtml(footer)}<br>`,
    ...manageLinks.map(
      (link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a><br>`,
    ),
    `<a href="${escapeHtml(unsubscribePage)}">${escapeHtml(t('unsubscribe'))}</a></p>`,
    '</body></html>',
  ].join('\n')

  return {
    idempotencyKey: `demand-digest:${digest.id}`,
    kind: 'demand-digest',
    to: digest.email,
    replyTo: facts.agencyEmail,
    subject,
    text,
    html,
    language: lang,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
