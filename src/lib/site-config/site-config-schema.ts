import { z } from '@/lib/zod'
import { supportedLanguages } from '@/lib/i18n/languages'
import { multiLangSchema } from '@/lib/i18n/multilang'

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1a2b3c')
const icon = z.enum(['phone', 'mail', 'pin', 'clock', 'facebook', 'instagram', 'linkedin', 'user'])

/**
 * A link target: a path-catalogue original path ('home', 'services/vente') that is localized,
 * or an external target (containing //, http, tel: or mailto:) used as is.
 */
const target = multiLangSchema

export const topBarLinkSchema = z.object({
  label: multiLangSchema,
  href: target,
  icon: icon.optional(),
  status: z.boolean(),
})

export type MenuItem = {
  page: string
  label?: z.infer<typeof multiLangSchema>
  status: boolean
  children?: MenuItem[]
}
const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    page: z.string().min(1),
    label: multiLangSchema.optional(),
    status: z.boolean(),
    children: z.array(menuItemSchema).optional(),
  }),
)

const imageSchema = z.object({
  src: z.string().min(1),
  alt: multiLangSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  href: target.optional(),
})

/**
 * The agency's figures (specification §9 "Marketing claims"): each one is shown only when the
 * agency sets it, so no page claims what the agency cannot back.
 */
export const marketingClaimsSchema = z.object({
  /** Years in business, shown as '50+'. */
  yearsInBusiness: z.number().int().positive().optional(),
  /** Clients served, shown as '1.000+'. */
  clients: z.number().int().positive().optional(),
  /** The share of homes sold within two weeks, 0 to 1 (0.75 is '75%'). */
  soldWithinTwoWeeks: z.number().gt(0).max(1).optional(),
  /** Visitors of the site per month. */
  monthlyVisitors: z.number().int().positive().optional(),
})
export type MarketingClaims = z.infer<typeof marketingClaimsSchema>

/** Whether the agency set any figure, so a page shows its figures at all. */
export const hasMarketingClaims = (claims: MarketingClaims) =>
  Object.values(claims).some((value) => value !== undefined)

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** Days on which the office opens and closes at the same times (schema.org's specification). */
export const openingHoursSchema = z.object({
  days: z.array(z.enum(weekDays)).min(1),
  opens: time,
  closes: time,
})

/**
 * Days that differ from the week's hours (a holiday, a closure, a late evening): from `from` to
 * `until` (one day without it), closed unless `opens` and `closes` are given.
 */
export const openingExceptionSchema = z.object({
  from: z.iso.date(),
  until: z.iso.date().optional(),
  opens: time.optional(),
  closes: time.optional(),
  /** Why, as visitors read it ('Christmas'). */
  note: multiLangSchema.optional(),
})
export type OpeningException = z.infer<typeof openingExceptionSchema>

/**
 * The monthly-cost estimate of sale listings: the yearly rate it starts from, and where that
 * rate comes from and when (shown beside the estimate). The agency updates it here.
 */
export const loanEstimateSchema = z.object({
  ratePercent: z.number().min(0.01).max(20),
  years: z.number().int().min(5).max(35).default(25),
  /** Where the rate comes from, as the agency words it (a plain text or one per language). */
  source: multiLangSchema,
  date: z.iso.date(),
  /** The last day the rate may be shown; after it the estimate has no example rate. */
  until: z.iso.date().optional(),
  url: z.url().optional(),
})

/** An image uploaded in the back office, as /files/brand/… serves it (the store's media/brand/). */
const brandImageSchema = z.object({
  src: z.string().regex(/^\/files\/brand\/[\w-]+\.(webp|png|jpg)$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

/**
 * The agency's own images; each absent one falls back to the bundled file (the header's logo,
 * public/icon.svg, the home page banner as the social image, header.banner.image as the banner).
 */
export const brandingSchema = z.object({
  logo: brandImageSchema.optional(),
  favicon: brandImageSchema.optional(),
  socialImage: brandImageSchema.optional(),
  /** The home page's banner photo; without it, the image named under header.banner. */
  banner: brandImageSchema.optional(),
})
export type Branding = z.infer<typeof brandingSchema>

/** How the cards and the property page mark listings. */
export const listingsSchema = z.object({
  /** Days since its first publication that a listing shows "New"; 0 shows it on none. */
  newBadgeDays: z.number().int().min(0).max(90).default(7),
})

/** The "sold and let" page: how far back it looks, and whether it shows the prices. */
export const referencesSchema = z.object({
  months: z.number().int().min(1).max(60).default(12),
  /** Off by default: many sellers do not want their price shown. */
  showPrice: z.boolean().default(false),
})

const footerColumnSchema = z.object({
  title: multiLangSchema,
  intro: multiLangSchema.optional(),
  text: multiLangSchema.optional(),
  links: z.array(topBarLinkSchema).default([]),
  images: z.array(imageSchema).default([]),
  published: z.object({
    column: z.boolean(),
    title: z.boolean(),
    intro: z.boolean(),
    text: z.boolean(),
    images: z.boolean(),
  }),
})

export const siteConfigSchema = z
  .object({
    header: z.object({
      appBar: z.object({
        enabled: z.boolean(),
        left: z.array(topBarLinkSchema),
        right: z.array(topBarLinkSchema),
      }),
      menu: z.array(menuItemSchema).min(1),
      menuMobile: z.array(menuItemSchema),
      logo: imageSchema.extend({ hiddenOnHomeUntilScroll: z.boolean() }),
      headerLinks: z.array(topBarLinkSchema),
      languageSwitcher: z.object({ enabled: z.boolean() }),
      banner: z.object({
        enabled: z.boolean(),
        image: z.string().min(1),
        title: multiLangSchema,
        text: multiLangSchema,
      }),
      propertySearch: z.object({ enabled: z.boolean() }),
      fixedOnScroll: z.boolean(),
    }),
    footer: z.object({
      columns: z.array(footerColumnSchema),
      copyright: multiLangSchema,
      colors: z.object({ background: colour, text: colour, link: colour }),
      maxWidth: z.number().int().min(600).max(2400),
    }),
    theme: z.object({ primary: colour, primaryContrast: colour, accent: colour }),
    siteInformation: z.object({
      analyticsId: z.string().default(''),
      adsId: z.string().default(''),
      tagManagerId: z.string().default(''),
      pixelId: z.string().default(''),
    }),
    agency: z.object({
      name: z.string().min(1),
      legalName: z.string().min(1),
      street: z.string().min(1),
      zip: z.string().min(4),
      city: multiLangSchema,
      country: multiLangSchema,
      phone: z.string().min(6),
      email: z.email(),
      vatNumber: z.string().min(1),
      bivNumber: z.string().min(1),
      supervisor: multiLangSchema,
      lat: z.number(),
      lng: z.number(),
    }),
    languages: z
      .array(z.object({ code: z.enum(supportedLanguages), use: z.boolean() }))
      .min(1)
      .refine((list) => list.some((l) => l.use), 'at least one language must be in use'),
    defaultLanguage: z.enum(supportedLanguages),
    contactTimeSlots: z.array(z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/)).min(1),
    /** The office's opening hours: the office page, and its and the home page's RealEstateAgent data. */
    openingHours: z.array(openingHoursSchema).default([]),
    openingExceptions: z.array(openingExceptionSchema).default([]),
    branding: brandingSchema.default({}),
    map: z.object({ tilesUrl: z.string().min(1), attribution: z.string().min(1) }),
    marketingClaims: marketingClaimsSchema.default({}),
    listings: listingsSchema.default({ newBadgeDays: 7 }),
    references: referencesSchema.default({ months: 12, showPrice: false }),
    // No default: a rate shown to buyers names its source and date, which only the agency knows.
    // Without it the detail page shows no monthly cost.
    loanEstimate: loanEstimateSchema.optional(),
  })
  .superRefine((config, ctx) => {
    const enabled = config.languages.filter((l) => l.use).map((l) => l.code)
    if (!enabled.includes(config.defaultLanguage)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: `must be one of the languages in use (${enabled.join(', ')})`,
      })
    }
  })

export type SiteConfig = z.infer<typeof siteConfigSchema>

/** Validates a configuration document; the error names the path of every bad field. */
export function parseSiteConfig(input: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(input)
  if (result.success) return result.data
  const lines = result.error.issues.map(
    (issue) => `  - ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`,
  )
  throw new Error(`Invalid site configuration:\n${lines.join('\n')}`)
}
