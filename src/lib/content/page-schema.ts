import { z } from '@/lib/zod'
import { supportedLanguages } from '@/lib/i18n/languages'
import { multiLangSchema } from '@/lib/i18n/multilang'

/** What renders a path-catalogue entry: a CMS page, or a catalogue list (rendered by the catalogue). */
export const pageRoutes = [
  'home',
  'article',
  'legal',
  'feedback',
  'login',
  'visit-cancel',
  'sale-list',
  'rent-list',
  'projects-list',
  // The agents (each agent's page is below it), the office, and the sold and let listings.
  'team',
  'office',
  'references',
  'favourites',
  'compare',
] as const
export type PageRoute = (typeof pageRoutes)[number]

const perLanguage = <T extends z.ZodType>(item: T) =>
  z.partialRecord(z.enum(supportedLanguages), item)

/** A page module (specification §3 "Module"). `description` is Markdown per language. */
export const moduleSchema = z.object({
  id: z.number().int().positive(),
  title: multiLangSchema,
  titleSize: z.enum(['h1', 'h2', 'h3']),
  description: multiLangSchema.optional(),
  position: z.number().int().min(0),
  span: z.number().int().min(1).max(12),
  columns: z.object({
    mobile: z.number().int().min(1).max(12),
    tablet: z.number().int().min(1).max(12),
    desktop: z.number().int().min(1).max(12),
  }),
  view: z.enum(['text', 'contact', 'cards']),
  background: z.enum(['none', 'light', 'brand']),
  images: z
    .array(
      z.object({
        src: z.string().min(1),
        alt: multiLangSchema,
        width: z.number(),
        height: z.number(),
      }),
    )
    .default([]),
  relation: z.object({
    // `claims`: the agency's figures from the site configuration (specification §9).
    type: z.enum(['none', 'contact', 'testimonials', 'properties', 'claims']),
    id: z.number().int().min(0),
  }),
  status: z.boolean(),
  itemsPerRow: z.number().int().min(1).max(6),
  maxItems: z.number().int().min(0).max(48),
})
export type PageModule = z.infer<typeof moduleSchema>

/** `params` of a CMS page (specification §3 "CMS page"). `body` is the article text in Markdown. */
export const pageParamsSchema = z.object({
  title: multiLangSchema,
  description: multiLangSchema,
  metadata: perLanguage(
    z.object({ title: z.string().min(1), description: z.string().min(1).max(320) }),
  ),
  body: multiLangSchema.optional(),
  modules: z.array(moduleSchema).default([]),
  image: z.string().optional(),
  css: z.string().optional(),
  type: z.enum(pageRoutes),
  seoActive: z.boolean().default(true),
})
export type PageParams = z.infer<typeof pageParamsSchema>

export const breadcrumbSchema = z.array(
  z.object({ name: multiLangSchema, path: z.string().optional() }),
)

/** A localized path of the path catalogue: segments of letters, digits and hyphens ('' is the root). */
export const pageSlugSchema = z
  .string()
  .regex(/^$|^[A-Za-z0-9\-]+(\/[A-Za-z0-9\-]+)*$/, 'a path without slashes at the ends')

/**
 * A page as the back office edits, drafts, publishes and keeps it: its row in `cms_pages` and the
 * localized slugs of its path-catalogue entry (docs/decisions/036-content-drafts-and-preview.md).
 */
export const pageDocumentSchema = z.object({
  name: z.string().trim().min(1).max(120),
  status: z.enum(['Published', 'Draft']),
  sort: z.number().int().min(0).max(9999),
  parentId: z.number().int().positive().nullable(),
  slugs: z.partialRecord(z.enum(supportedLanguages), pageSlugSchema),
  params: pageParamsSchema,
})
export type PageDocument = z.infer<typeof pageDocumentSchema>

/** One seeded page with its path-catalogue entry. */
export const seedPageSchema = z.object({
  id: z.number().int().positive(),
  parentId: z.number().int().positive().nullable(),
  name: z.string().min(1),
  path: z.string().min(1),
  status: z.enum(['Published', 'Draft']),
  sort: z.number().int(),
  slugs: z.record(z.enum(supportedLanguages), pageSlugSchema),
  breadcrumb: breadcrumbSchema,
  externalLink: z.string().nullable().default(null),
  params: pageParamsSchema,
})
export type SeedPage = z.infer<typeof seedPageSchema>
