import type { FormValues } from '@/lib/forms/form-state'
import { supportedLanguages } from '@/lib/i18n/languages'
import type { MultiLangValue } from '@/lib/i18n/multilang'
import { weekDays, type SiteConfig } from '@/lib/site-config/site-config-schema'

/** The screens of the configuration, each editing a part of the one document. */
export const settingsSections = [
  'languages',
  'agency',
  'tracking',
  'colours',
  'top-bar',
  'header',
  'footer',
  'menus',
  'opening-hours',
  'claims',
  'loan-rate',
  'branding',
] as const
export type SettingsSection = (typeof settingsSections)[number]

export const isSettingsSection = (value: unknown): value is SettingsSection =>
  typeof value === 'string' && (settingsSections as readonly string[]).includes(value)

/** What a section edits, for the diff summary and the audit log. */
export function pickSection(config: SiteConfig, section: SettingsSection): Record<string, unknown> {
  switch (section) {
    case 'languages':
      return { languages: config.languages, defaultLanguage: config.defaultLanguage }
    case 'agency':
      return { agency: config.agency, contactTimeSlots: config.contactTimeSlots }
    case 'tracking':
      return { siteInformation: config.siteInformation }
    case 'colours':
      return { theme: config.theme, footerColors: config.footer.colors }
    case 'top-bar':
      return { appBar: config.header.appBar }
    case 'header': {
      const { languageSwitcher, banner, propertySearch, fixedOnScroll, logo } = config.header
      return {
        languageSwitcher,
        banner,
        propertySearch,
        fixedOnScroll,
        hiddenOnHomeUntilScroll: logo.hiddenOnHomeUntilScroll,
      }
    }
    case 'footer':
      return {
        columns: config.footer.columns,
        copyright: config.footer.copyright,
        maxWidth: config.footer.maxWidth,
      }
    case 'menus':
      return { menu: config.header.menu, menuMobile: config.header.menuMobile }
    case 'opening-hours':
      return { openingHours: config.openingHours, openingExceptions: config.openingExceptions }
    case 'claims':
      return { marketingClaims: config.marketingClaims }
    case 'loan-rate':
      return { loanEstimate: config.loanEstimate ?? null }
    case 'branding':
      return { branding: config.branding, logoAlt: config.header.logo.alt }
  }
}

/** The sections in which two documents differ. */
export function changedSections(from: SiteConfig, to: SiteConfig): SettingsSection[] {
  return settingsSections.filter(
    (section) => stableJson(pickSection(from, section)) !== stableJson(pickSection(to, section)),
  )
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )
}

/** The submitted fields of a section form, by their dotted names. */
export class Posted {
  constructor(private readonly values: FormValues) {}
  text(name: string): string {
    const value = this.values[name]
    return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim()
  }
  checked(name: string): boolean {
    return this.values[name] !== undefined
  }
  /** The number of rows of a list: its highest submitted index plus one. */
  rows(list: string): number {
    const pattern = new RegExp(`^${list.replaceAll('.', '\\.')}\\.(\\d+)\\.`)
    let count = 0
    for (const name of Object.keys(this.values)) {
      const index = pattern.exec(name)?.[1]
      if (index !== undefined) count = Math.max(count, Number(index) + 1)
    }
    return count
  }
  /**
   * Multi-language text from one field per language: the languages filled in.
   */
  multi(name: string, before: MultiLangValue | undefined): MultiLangValue {
    const entries = supportedLanguages.map((lang) => [lang, this.text(`${name}.${lang}`)] as const)
    const [[, first]] = entries as unknown as [[string, string]]
    // A plain string stays one (a new row becomes one) while every language has the same text.
    if (typeof before !== 'object' && first !== '' && entries.every(([, text]) => text === first))
      return first
    return Object.fromEntries(entries.filter(([, text]) => text !== ''))
  }
  optionalMulti(name: string, before: MultiLangValue | undefined): MultiLangValue | undefined {
    const value = this.multi(name, before)
    return typeof value === 'object' && Object.keys(value).length === 0 ? undefined : value
  }
  /** A number field: the number, or the text as typed so the schema names the field. */
  number(name: string): number {
    const text = this.text(name)
    return (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text) as number
  }
  /** An optional number field: none when empty. */
  optionalNumber(name: string): number | undefined {
    return this.text(name) === '' ? undefined : this.number(name)
  }
  /** Extra data a row carries unedited (a footer column's images), as JSON. */
  json(name: string, fallback: unknown): unknown {
    try {
      return JSON.parse(this.text(name)) as unknown
    } catch {
      return fallback
    }
  }
}

type Link = SiteConfig['header']['appBar']['left'][number]
type Column = SiteConfig['footer']['columns'][number]
type MenuItem = SiteConfig['header']['menu'][number]

type Exception = SiteConfig['openingExceptions'][number]

/** Set only when filled in, so an empty optional field is absent rather than ''. */
const filled = <K extends string>(key: K, value: string): Partial<Record<K, string>> =>
  value === '' ? {} : ({ [key]: value } as Record<K, string>)

function readOpeningHours(posted: Posted): SiteConfig['openingHours'] {
  return Array.from({ length: posted.rows('openingHours') }, (_, index) => {
    const name = `openingHours.${index}`
    return {
      days: weekDays.filter((day) => posted.checked(`${name}.days.${day}`)),
      opens: posted.text(`${name}.opens`),
      closes: posted.text(`${name}.closes`),
    }
  })
}

function readExceptions(posted: Posted, before: readonly Exception[]): Exception[] {
  return Array.from({ length: posted.rows('openingExceptions') }, (_, index) => {
    const name = `openingExceptions.${index}`
    const note = posted.optionalMulti(`${name}.note`, before[index]?.note)
    return {
      from: posted.text(`${name}.from`),
      ...filled('until', posted.text(`${name}.until`)),
      ...filled('opens', posted.text(`${name}.opens`)),
      ...filled('closes', posted.text(`${name}.closes`)),
      ...(note === undefined ? {} : { note }),
    }
  })
}

/** The share sold within two weeks, typed as a percentage and stored as 0 to 1. */
function readShare(posted: Posted, name: string): number | undefined {
  const value = posted.optionalNumber(name)
  return typeof value === 'number' ? Number((value / 100).toFixed(4)) : value
}

export const newLink = (): Link => ({ label: {}, href: '', status: true })
export const newMenuItem = (): MenuItem => ({ page: '', status: true })
export const newColumn = (): Column => ({
  title: {},
  links: [],
  images: [],
  published: { column: true, title: true, intro: true, text: true, images: false },
})

function readLinks(posted: Posted, list: string, before: readonly Link[]): Link[] {
  return Array.from({ length: posted.rows(list) }, (_, index) => {
    const name = `${list}.${index}`
    const icon = posted.text(`${name}.icon`)
    return {
      label: posted.multi(`${name}.label`, before[index]?.label),
      href: posted.multi(`${name}.href`, before[index]?.href),
      ...(icon ? { icon: icon as Link['icon'] } : {}),
      status: posted.checked(`${name}.status`),
    }
  })
}

function readColumns(posted: Posted, before: readonly Column[]): Column[] {
  return Array.from({ length: posted.rows('footer.columns') }, (_, index) => {
    const name = `footer.columns.${index}`
    const old = before[index]
    const intro = posted.optionalMulti(`${name}.intro`, old?.intro)
    const text = posted.optionalMulti(`${name}.text`, old?.text)
    return {
      title: posted.multi(`${name}.title`, old?.title),
      ...(intro === undefined ? {} : { intro }),
      ...(text === undefined ? {} : { text }),
      links: readLinks(posted, `${name}.links`, old?.links ?? []),
      images: posted.json(`${name}.images`, []) as Column['images'],
      published: {
        column: posted.checked(`${name}.published.column`),
        title: posted.checked(`${name}.published.title`),
        intro: posted.checked(`${name}.published.intro`),
        text: posted.checked(`${name}.published.text`),
        images: posted.checked(`${name}.published.images`),
      },
    }
  })
}

/**
 * A menu's items; with `nested`, each with its list of children. Deeper levels, which the form
 * does not edit, travel with their row as a hidden JSON field.
 */
function readMenu(
  posted: Posted,
  list: string,
  before: readonly MenuItem[],
  nested: boolean,
): MenuItem[] {
  return Array.from({ length: posted.rows(list) }, (_, index) => {
    const name = `${list}.${index}`
    const old = before[index]
    const label = posted.optionalMulti(`${name}.label`, old?.label)
    const carried = posted.json(`${name}.children`, [])
    const children = nested
      ? readMenu(posted, `${name}.children`, old?.children ?? [], false)
      : Array.isArray(carried)
        ? (carried as MenuItem[])
        : []
    return {
      page: posted.text(`${name}.page`),
      ...(label === undefined ? {} : { label }),
      status: posted.checked(`${name}.status`),
      ...(children.length > 0 ? { children } : {}),
    }
  })
}

/**
 * The document with a section's submitted fields applied; not validated (the whole document is,
 * when it is saved), so the form can show what was typed next to its errors.
 */
export function applySection(
  config: SiteConfig,
  section: SettingsSection,
  posted: Posted,
): SiteConfig {
  const next = structuredClone(config)
  switch (section) {
    case 'languages': {
      const codes = [
        ...next.languages.map((l) => l.code),
        ...supportedLanguages.filter((code) => !next.languages.some((l) => l.code === code)),
      ]
      next.languages = codes.map((code) => ({ code, use: posted.checked(`languages.${code}`) }))
      next.defaultLanguage = posted.text('defaultLanguage') as SiteConfig['defaultLanguage']
      break
    }
    case 'agency': {
      const a = next.agency
      next.agency = {
        name: posted.text('agency.name'),
        legalName: posted.text('agency.legalName'),
        street: posted.text('agency.street'),
        zip: posted.text('agency.zip'),
        city: posted.multi('agency.city', a.city),
        country: posted.multi('agency.country', a.country),
        phone: posted.text('agency.phone'),
        email: posted.text('agency.email'),
        vatNumber: posted.text('agency.vatNumber'),
        bivNumber: posted.text('agency.bivNumber'),
        supervisor: posted.multi('agency.supervisor', a.supervisor),
        lat: posted.number('agency.lat'),
        lng: posted.number('agency.lng'),
      }
      next.contactTimeSlots = posted
        .text('contactTimeSlots')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
      break
    }
    case 'tracking':
      next.siteInformation = {
        analyticsId: posted.text('siteInformation.analyticsId'),
        adsId: posted.text('siteInformation.adsId'),
        tagManagerId: posted.text('siteInformation.tagManagerId'),
        pixelId: posted.text('siteInformation.pixelId'),
      }
      break
    case 'colours':
      next.theme = {
        primary: posted.text('theme.primary'),
        primaryContrast: posted.text('theme.primaryContrast'),
        accent: posted.text('theme.accent'),
      }
      next.footer.colors = {
        background: posted.text('footer.colors.background'),
        text: posted.text('footer.colors.text'),
        link: posted.text('footer.colors.link'),
      }
      break
    case 'top-bar':
      next.header.appBar = {
        enabled: posted.checked('header.appBar.enabled'),
        left: readLinks(posted, 'header.appBar.left', config.header.appBar.left),
        right: readLinks(posted, 'header.appBar.right', config.header.appBar.right),
      }
      break
    case 'header': {
      const { banner } = config.header
      next.header.languageSwitcher = { enabled: posted.checked('header.languageSwitcher.enabled') }
      next.header.propertySearch = { enabled: posted.checked('header.propertySearch.enabled') }
      next.header.fixedOnScroll = posted.checked('header.fixedOnScroll')
      next.header.logo.hiddenOnHomeUntilScroll = posted.checked(
        'header.logo.hiddenOnHomeUntilScroll',
      )
      next.header.banner = {
        enabled: posted.checked('header.banner.enabled'),
        image: posted.text('header.banner.image'),
        title: posted.multi('header.banner.title', banner.title),
        text: posted.multi('header.banner.text', banner.text),
      }
      break
    }
    case 'footer':
      next.footer.columns = readColumns(posted, config.footer.columns)
      next.footer.copyright = posted.multi('footer.copyright', config.footer.copyright)
      next.footer.maxWidth = posted.number('footer.maxWidth')
      break
    case 'menus':
      next.header.menu = readMenu(posted, 'header.menu', config.header.menu, true)
      next.header.menuMobile = readMenu(
        posted,
        'header.menuMobile',
        config.header.menuMobile,
        false,
      )
      break
    case 'opening-hours':
      next.openingHours = readOpeningHours(posted)
      next.openingExceptions = readExceptions(posted, config.openingExceptions)
      break
    case 'claims': {
      const claim = (key: string) => posted.optionalNumber(`marketingClaims.${key}`)
      const claims = {
        yearsInBusiness: claim('yearsInBusiness'),
        clients: claim('clients'),
        soldWithinTwoWeeks: readShare(posted, 'marketingClaims.soldWithinTwoWeeks'),
        monthlyVisitors: claim('monthlyVisitors'),
      }
      next.marketingClaims = Object.fromEntries(
        Object.entries(claims).filter(([, value]) => value !== undefined),
      )
      break
    }
    case 'loan-rate': {
      if (!posted.checked('loanEstimate.enabled')) {
        delete next.loanEstimate
        break
      }
      next.loanEstimate = {
        ratePercent: posted.number('loanEstimate.ratePercent'),
        years: posted.number('loanEstimate.years'),
        source: posted.multi('loanEstimate.source', config.loanEstimate?.source),
        date: posted.text('loanEstimate.date'),
        ...filled('until', posted.text('loanEstimate.until')),
        ...filled('url', posted.text('loanEstimate.url')),
      }
      break
    }
    case 'branding':
      next.header.logo.alt = posted.multi('header.logo.alt', config.header.logo.alt)
      for (const image of ['logo', 'favicon', 'socialImage', 'banner'] as const) {
        if (posted.checked(`branding.${image}.remove`)) delete next.branding[image]
      }
      break
  }
  return next
}

/** The lists a section's rows can be added to, moved in and removed from. */
export function isListOfSection(section: SettingsSection, list: string): boolean {
  if (section === 'top-bar') return /^header\.appBar\.(left|right)$/.test(list)
  if (section === 'footer') return /^footer\.columns(\.\d+\.links)?$/.test(list)
  if (section === 'menus') return /^header\.(menu(\.\d+\.children)?|menuMobile)$/.test(list)
  if (section === 'opening-hours') return /^opening(Hours|Exceptions)$/.test(list)
  return false
}

function newRow(list: string): unknown {
  if (list === 'footer.columns') return newColumn()
  if (list.startsWith('header.menu')) return newMenuItem()
  if (list === 'openingHours') return { days: [], opens: '', closes: '' }
  if (list === 'openingExceptions') return { from: '' }
  return newLink()
}

/**
 * A row operation from a list's buttons (`add:footer.columns`, `up:header.appBar.left.2`,
 * `down:…`, `remove:…`) applied to the document; the form shows the result, saved with the next
 * "Save draft". Returns false for an operation the section has no list for.
 */
export function applyRowOperation(
  config: SiteConfig,
  section: SettingsSection,
  operation: string,
): boolean {
  const match = /^(add|up|down|remove):([\w.]+)$/.exec(operation)
  if (!match) return false
  const [, kind, path] = match as unknown as [string, string, string]
  const list = kind === 'add' ? path : path.replace(/\.\d+$/, '')
  if (!isListOfSection(section, list)) return false
  const keys = list.split('.')
  const owner = keys
    .slice(0, -1)
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      config,
    ) as Record<string, unknown> | undefined
  const last = keys.at(-1)!
  // A menu item without children gets its list with its first child.
  if (kind === 'add' && last === 'children' && owner && owner[last] === undefined) owner[last] = []
  const rows = owner?.[last]
  if (!Array.isArray(rows)) return false
  if (kind === 'add') {
    rows.push(newRow(list))
    return true
  }
  const index = Number(path.slice(list.length + 1))
  if (!(index in rows)) return false
  if (kind === 'remove') rows.splice(index, 1)
  const other = kind === 'up' ? index - 1 : index + 1
  if ((kind === 'up' || kind === 'down') && other in rows)
    [rows[index], rows[other]] = [rows[other], rows[index]]
  return true
}
