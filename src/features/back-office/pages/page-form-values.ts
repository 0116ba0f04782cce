import type { z } from '@/lib/zod'
import type { Language } from '@/lib/i18n/languages'
import type { MultiLangValue } from '@/lib/i18n/multilang'
import { localize } from '@/lib/i18n/multilang'
import type { PageDocument, PageModule } from '@/lib/content/page-schema'

/**
 * The page edit form's fields by their dotted names (`params.modules.0.title.fr`), which are the
 * paths of the page document, so a zod issue's path names the field it belongs to.
 */
export type PageFormValues = Record<string, string>

export const fieldErrors = [
  'required',
  'tooLong',
  'number',
  'min',
  'max',
  'slug',
  'slugTaken',
  'parentCycle',
  'image',
  'invalid',
] as const
export type FieldErrorCode = (typeof fieldErrors)[number]
export type FieldError = { code: FieldErrorCode; limit?: number }

const moduleKey = /^params\.modules\.(\d+)\.(.+)$/

const on = (value: boolean) => (value ? 'on' : '')

/** The form's values of a page document, in each of `languages`. */
export function formFromDocument(
  document: PageDocument,
  languages: readonly Language[],
): PageFormValues {
  const { params } = document
  const values: PageFormValues = {
    name: document.name,
    status: document.status,
    sort: String(document.sort),
    parentId: document.parentId === null ? '' : String(document.parentId),
    'params.type': params.type,
    'params.image': params.image ?? '',
    'params.css': params.css ?? '',
    'params.seoActive': on(params.seoActive),
  }
  for (const lang of languages) {
    values[`slugs.${lang}`] = document.slugs[lang] ?? ''
    values[`params.title.${lang}`] = text(params.title, lang)
    values[`params.description.${lang}`] = text(params.description, lang)
    values[`params.body.${lang}`] = text(params.body, lang)
    values[`params.metadata.${lang}.title`] = params.metadata[lang]?.title ?? ''
    values[`params.metadata.${lang}.description`] = params.metadata[lang]?.description ?? ''
  }
  params.modules.forEach((module, index) =>
    Object.assign(values, moduleValues(module, index, languages)),
  )
  return values
}

function text(value: MultiLangValue | undefined, lang: Language): string {
  if (value === undefined) return ''
  return typeof value === 'string' ? value : localize(value, lang)
}

function moduleValues(
  module: PageModule,
  index: number,
  languages: readonly Language[],
): PageFormValues {
  const prefix = `params.modules.${index}`
  const values: PageFormValues = {
    [`${prefix}.id`]: String(module.id),
    [`${prefix}.titleSize`]: module.titleSize,
    [`${prefix}.view`]: module.view,
    [`${prefix}.background`]: module.background,
    [`${prefix}.span`]: String(module.span),
    [`${prefix}.columns.mobile`]: String(module.columns.mobile),
    [`${prefix}.columns.tablet`]: String(module.columns.tablet),
    [`${prefix}.columns.desktop`]: String(module.columns.desktop),
    [`${prefix}.relation.type`]: module.relation.type,
    [`${prefix}.relation.id`]: String(module.relation.id),
    [`${prefix}.status`]: on(module.status),
    [`${prefix}.itemsPerRow`]: String(module.itemsPerRow),
    [`${prefix}.maxItems`]: String(module.maxItems),
    [`${prefix}.images`]: JSON.stringify(module.images),
  }
  for (const lang of languages) {
    values[`${prefix}.title.${lang}`] = text(module.title, lang)
    values[`${prefix}.description.${lang}`] = text(module.description, lang)
  }
  return values
}

/**
 * A module's images with the uploaded one added and the ticked ones (their places) removed; the
 * stored list stays as it is when it cannot be read, for the schema to refuse.
 */
export function withModuleImages(
  values: PageFormValues,
  index: number,
  change: { add?: { src: string; width: number; height: number; alt: string }; remove: number[] },
): PageFormValues {
  const key = `params.modules.${index}.images`
  const list = images(values[key] ?? '')
  if (!Array.isArray(list)) return values
  const kept = list.filter((_, place) => !change.remove.includes(place))
  return { ...values, [key]: JSON.stringify(change.add ? [...kept, change.add] : kept) }
}

/** The indexes of the modules in the form, in their order. */
export function moduleIndexes(values: PageFormValues): number[] {
  const indexes = new Set<number>()
  for (const key of Object.keys(values)) {
    const match = moduleKey.exec(key)
    if (match) indexes.add(Number(match[1]))
  }
  return [...indexes].sort((a, b) => a - b)
}

/** A new module at the end: a visible text block over the whole width, its id the next free one. */
export function addModule(values: PageFormValues, languages: readonly Language[]): PageFormValues {
  const indexes = moduleIndexes(values)
  const ids = indexes.map((index) => Number(values[`params.modules.${index}.id`]) || 0)
  const added: PageModule = {
    id: Math.max(0, ...ids) + 1,
    title: {},
    titleSize: 'h2',
    position: indexes.length,
    span: 12,
    columns: { mobile: 1, tablet: 1, desktop: 1 },
    view: 'text',
    background: 'none',
    images: [],
    relation: { type: 'none', id: 0 },
    status: true,
    itemsPerRow: 3,
    maxItems: 0,
  }
  return { ...values, ...moduleValues(added, indexes.length, languages) }
}

/** The modules in a new order (`order` lists old indexes); the others' fields are kept as they are. */
function reorder(values: PageFormValues, order: number[]): PageFormValues {
  const kept: PageFormValues = {}
  const modules = new Map<number, [string, string][]>()
  for (const [key, value] of Object.entries(values)) {
    const match = moduleKey.exec(key)
    if (!match) {
      kept[key] = value
      continue
    }
    const index = Number(match[1])
    modules.set(index, [...(modules.get(index) ?? []), [match[2]!, value]])
  }
  order.forEach((old, index) => {
    for (const [field, value] of modules.get(old) ?? []) {
      kept[`params.modules.${index}.${field}`] = value
    }
  })
  return kept
}

export function removeModule(values: PageFormValues, index: number): PageFormValues {
  return reorder(
    values,
    moduleIndexes(values).filter((old) => old !== index),
  )
}

/** Moves a module one place up (-1) or down (+1); at either end nothing moves. */
export function moveModule(values: PageFormValues, index: number, step: -1 | 1): PageFormValues {
  const order = moduleIndexes(values)
  const at = order.indexOf(index)
  const to = at + step
  if (at < 0 || to < 0 || to >= order.length) return values
  ;[order[at], order[to]] = [order[to]!, order[at]!]
  return reorder(values, order)
}

/**
 * The page document the form describes, for pageDocumentSchema: per-language texts left empty
 * are left out (the site falls back to the default language), numbers stay NaN when they are not
 * whole numbers so the schema refuses them.
 */
export function documentFromForm(values: PageFormValues, languages: readonly Language[]): unknown {
  const get = (key: string) => values[key] ?? ''
  const perLanguage = (prefix: string) =>
    Object.fromEntries(
      languages.flatMap((lang) => {
        const value = get(`${prefix}.${lang}`).trim()
        return value ? [[lang, value]] : []
      }),
    )
  const optional = (prefix: string) => {
    const value = perLanguage(prefix)
    return Object.keys(value).length ? value : undefined
  }
  const metadata = Object.fromEntries(
    languages.flatMap((lang) => {
      const title = get(`params.metadata.${lang}.title`).trim()
      const description = get(`params.metadata.${lang}.description`).trim()
      return title || description ? [[lang, { title, description }]] : []
    }),
  )
  const modules = moduleIndexes(values).map((index, position) => {
    const key = (field: string) => `params.modules.${index}.${field}`
    return {
      id: whole(get(key('id'))),
      title: perLanguage(key('title')),
      titleSize: get(key('titleSize')),
      description: optional(key('description')),
      position,
      span: whole(get(key('span'))),
      columns: {
        mobile: whole(get(key('columns.mobile'))),
        tablet: whole(get(key('columns.tablet'))),
        desktop: whole(get(key('columns.desktop'))),
      },
      view: get(key('view')),
      background: get(key('background')),
      images: images(get(key('images'))),
      relation: { type: get(key('relation.type')), id: whole(get(key('relation.id'))) },
      status: get(key('status')) === 'on',
      itemsPerRow: whole(get(key('itemsPerRow'))),
      maxItems: whole(get(key('maxItems'))),
    }
  })
  return {
    name: get('name'),
    status: get('status'),
    sort: whole(get('sort')),
    parentId: get('parentId') === '' ? null : whole(get('parentId')),
    slugs: Object.fromEntries(languages.map((lang) => [lang, get(`slugs.${lang}`).trim()])),
    params: {
      title: perLanguage('params.title'),
      description: perLanguage('params.description'),
      metadata,
      body: optional('params.body'),
      modules,
      image: get('params.image') || undefined,
      css: get('params.css') || undefined,
      type: get('params.type'),
      seoActive: get('params.seoActive') === 'on',
    },
  }
}

function whole(value: string): number {
  return /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN
}

function images(value: string): unknown {
  try {
    return value ? JSON.parse(value) : []
  } catch {
    return null
  }
}

/** The schema's issues by field name, the first per field, as codes the form translates. */
export function errorsByField(issues: z.core.$ZodIssue[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  for (const issue of issues) {
    const field = issue.path.join('.')
    errors[field] ??= errorOf(issue)
  }
  return errors
}

function errorOf(issue: z.core.$ZodIssue): FieldError {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? { code: 'required' }
        : { code: 'min', limit: Number(issue.minimum) }
    case 'too_big':
      return issue.origin === 'string'
        ? { code: 'tooLong', limit: Number(issue.maximum) }
        : { code: 'max', limit: Number(issue.maximum) }
    case 'invalid_format':
      return { code: 'slug' }
    case 'invalid_type':
      return issue.expected === 'number' ? { code: 'number' } : { code: 'invalid' }
    default:
      return { code: 'invalid' }
  }
}
