import { getTranslations } from 'next-intl/server'
import { supportedLanguages, type Language } from '@/lib/i18n/languages'
import { localize, type MultiLangValue } from '@/lib/i18n/multilang'
import { weekDays, type SiteConfig } from '@/lib/site-config/site-config-schema'
import { trackingFormats } from '@/lib/site-config/site-config-edit'
import { db } from '@/server/db/client'
import type { FieldModel, GroupModel } from './settings-form-model'
import type { SettingsSection } from './settings-sections'
import { menuPages, type MenuPage } from './settings-store'

type Link = SiteConfig['header']['appBar']['left'][number]
type MenuItem = SiteConfig['header']['menu'][number]
const icons = [
  'phone',
  'mail',
  'pin',
  'clock',
  'facebook',
  'instagram',
  'linkedin',
  'user',
] as const

/** The fieldsets of a section's form, filled from `config` (the draft, or what was typed). */
export async function sectionGroups(
  lang: Language,
  section: SettingsSection,
  config: SiteConfig,
): Promise<GroupModel[]> {
  const [t, languages] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.settings' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
  ])
  const text = (name: string, label: string, value: string, extra: Partial<FieldModel> = {}) =>
    ({ kind: 'text', name, label, value, ...extra }) satisfies FieldModel
  const check = (name: string, label: string, checked: boolean): FieldModel => ({
    kind: 'checkbox',
    name,
    label,
    value: 'on',
    checked,
  })
  const group = (legend: string, fields: FieldModel[], groups: GroupModel[] = []): GroupModel => ({
    legend,
    fields,
    groups,
  })
  /** One field per language; a plain string is shown in each. */
  const multi = (
    name: string,
    label: string,
    value: MultiLangValue | undefined,
    kind: 'text' | 'textarea' = 'text',
  ): FieldModel[] =>
    supportedLanguages.map((code) => ({
      kind,
      name: `${name}.${code}`,
      label: t('inLanguage', { field: label, language: languages(code) }),
      value: typeof value === 'string' ? value : (value?.[code] ?? ''),
      lang: code,
    }))
  const links = (list: string, legend: string, rows: readonly Link[]): GroupModel => ({
    legend,
    fields: [],
    add: { list, label: t('add.link') },
    groups: rows.map((link, index) => ({
      legend: t('row.link', { number: index + 1 }),
      row: { path: `${list}.${index}`, first: index === 0, last: index === rows.length - 1 },
      groups: [],
      fields: [
        ...multi(`${list}.${index}.label`, t('fields.label'), link.label),
        ...multi(`${list}.${index}.href`, t('fields.href'), link.href).map((field, i) => ({
          ...field,
          ...(i === 0 ? { hint: t('fields.hrefHint') } : {}),
        })),
        {
          kind: 'select',
          name: `${list}.${index}.icon`,
          label: t('fields.icon'),
          value: link.icon ?? '',
          options: [
            { value: '', label: t('fields.noIcon') },
            ...icons.map((icon) => ({ value: icon, label: t(`icons.${icon}`) })),
          ],
        },
        check(`${list}.${index}.status`, t('fields.shown'), link.status),
      ],
    })),
  })

  const menu = (
    list: string,
    legend: string,
    rows: readonly MenuItem[],
    nested: boolean,
    pages: readonly MenuPage[],
  ): GroupModel => {
    // Each page by its title in the member's language, alphabetically; the path only tells apart
    // two pages of the same title.
    const titled = pages
      .map((page) => ({ path: page.path, title: localize(page.title, lang) || page.name }))
      .sort((a, b) => a.title.localeCompare(b.title, lang))
    const label = (page: { path: string; title: string }) =>
      titled.filter((other) => other.title === page.title).length > 1
        ? `${page.title} (${page.path})`
        : page.title
    const pageOptions = (current: string) => [
      { value: '', label: t('fields.choosePage') },
      // A stored item for a page that is gone keeps it, so saving names the field.
      ...(current === '' || pages.some((page) => page.path === current)
        ? []
        : [{ value: current, label: current }]),
      ...titled.map((page) => ({ value: page.path, label: label(page) })),
    ]
    const items = (name: string, children: readonly MenuItem[], depth: number): GroupModel => ({
      legend: depth === 0 ? legend : t('fields.subItems'),
      fields: [],
      add: { list: name, label: t(depth === 0 ? 'add.menuItem' : 'add.subItem') },
      groups: children.map((item, index) => {
        const row = `${name}.${index}`
        const deeper = nested && depth === 0
        return {
          legend: t(depth === 0 ? 'row.menuItem' : 'row.subItem', { number: index + 1 }),
          row: { path: row, first: index === 0, last: index === children.length - 1 },
          fields: [
            {
              kind: 'select',
              name: `${row}.page`,
              label: t('fields.page'),
              value: item.page,
              options: pageOptions(item.page),
            },
            ...multi(`${row}.label`, t('fields.label'), item.label).map((field, i) => ({
              ...field,
              ...(i === 0 ? { hint: t('fields.menuLabelHint') } : {}),
            })),
            check(`${row}.status`, t('fields.shownItem'), item.status),
            ...(!deeper && item.children?.length
              ? [
                  {
                    kind: 'hidden',
                    name: `${row}.children`,
                    label: '',
                    value: JSON.stringify(item.children),
                  } satisfies FieldModel,
                ]
              : []),
          ],
          groups: deeper ? [items(`${row}.children`, item.children ?? [], depth + 1)] : [],
        }
      }),
    })
    return items(list, rows, 0)
  }

  switch (section) {
    case 'languages':
      return [
        group(
          t('fields.enabledLanguages'),
          supportedLanguages.map((code) =>
            check(
              `languages.${code}`,
              languages(code),
              config.languages.some((l) => l.code === code && l.use),
            ),
          ),
        ),
        group(t('fields.defaultLanguageGroup'), [
          {
            kind: 'select',
            name: 'defaultLanguage',
            label: t('fields.defaultLanguage'),
            value: config.defaultLanguage,
            options: supportedLanguages.map((code) => ({ value: code, label: languages(code) })),
          },
        ]),
      ]
    case 'agency': {
      const a = config.agency
      return [
        group(t('fields.agencyGroup'), [
          text('agency.name', t('fields.agencyName'), a.name),
          text('agency.legalName', t('fields.legalName'), a.legalName),
          text('agency.vatNumber', t('fields.vatNumber'), a.vatNumber),
          text('agency.bivNumber', t('fields.bivNumber'), a.bivNumber),
          ...multi('agency.supervisor', t('fields.supervisor'), a.supervisor),
        ]),
        group(t('fields.addressGroup'), [
          text('agency.street', t('fields.street'), a.street),
          text('agency.zip', t('fields.zip'), a.zip, { inputMode: 'numeric' }),
          ...multi('agency.city', t('fields.city'), a.city),
          ...multi('agency.country', t('fields.country'), a.country),
          text('agency.lat', t('fields.lat'), String(a.lat), { inputMode: 'decimal' }),
          text('agency.lng', t('fields.lng'), String(a.lng), { inputMode: 'decimal' }),
        ]),
        group(t('fields.contactGroup'), [
          text('agency.phone', t('fields.phone'), a.phone, { type: 'tel' }),
          text('agency.email', t('fields.email'), a.email, { type: 'email' }),
          {
            kind: 'textarea',
            name: 'contactTimeSlots',
            label: t('fields.contactTimeSlots'),
            value: config.contactTimeSlots.join('\n'),
            hint: t('fields.contactTimeSlotsHint'),
          },
        ]),
      ]
    }
    case 'tracking': {
      const ids = config.siteInformation
      const id = (key: keyof typeof trackingFormats) =>
        text(`siteInformation.${key}`, t(`fields.${key}`), ids[key], {
          hint: t('fields.trackingHint', { example: trackingFormats[key].example }),
        })
      return [
        group(t('fields.trackingGroup'), [
          id('tagManagerId'),
          id('analyticsId'),
          id('adsId'),
          id('pixelId'),
        ]),
      ]
    }
    case 'colours': {
      const colour = (name: string, label: string, value: string) =>
        text(name, label, value, { hint: t('fields.colourHint') })
      return [
        group(t('fields.themeGroup'), [
          colour('theme.primary', t('fields.primary'), config.theme.primary),
          colour(
            'theme.primaryContrast',
            t('fields.primaryContrast'),
            config.theme.primaryContrast,
          ),
          colour('theme.accent', t('fields.accent'), config.theme.accent),
        ]),
        group(t('fields.footerColoursGroup'), [
          colour(
            'footer.colors.background',
            t('fields.footerBackground'),
            config.footer.colors.background,
          ),
          colour('footer.colors.text', t('fields.footerText'), config.footer.colors.text),
          colour('footer.colors.link', t('fields.footerLink'), config.footer.colors.link),
        ]),
      ]
    }
    case 'top-bar': {
      const { appBar } = config.header
      return [
        group(t('fields.topBarGroup'), [
          check('header.appBar.enabled', t('fields.appBarEnabled'), appBar.enabled),
        ]),
        links('header.appBar.left', t('fields.leftLinks'), appBar.left),
        links('header.appBar.right', t('fields.rightLinks'), appBar.right),
      ]
    }
    case 'header': {
      const { banner, languageSwitcher, propertySearch, fixedOnScroll, logo } = config.header
      return [
        group(t('fields.headerGroup'), [
          check(
            'header.languageSwitcher.enabled',
            t('fields.languageSwitcher'),
            languageSwitcher.enabled,
          ),
          check(
            'header.propertySearch.enabled',
            t('fields.propertySearch'),
            propertySearch.enabled,
          ),
          check('header.fixedOnScroll', t('fields.fixedOnScroll'), fixedOnScroll),
          check(
            'header.logo.hiddenOnHomeUntilScroll',
            t('fields.logoHidden'),
            logo.hiddenOnHomeUntilScroll,
          ),
        ]),
        group(t('fields.bannerGroup'), [
          check('header.banner.enabled', t('fields.bannerEnabled'), banner.enabled),
          text('header.banner.image', t('fields.bannerImage'), banner.image, {
            hint: t('fields.bannerImageHint'),
          }),
          ...multi('header.banner.title', t('fields.bannerTitle'), banner.title),
          ...multi('header.banner.text', t('fields.bannerText'), banner.text, 'textarea'),
        ]),
      ]
    }
    case 'footer': {
      const { columns } = config.footer
      return [
        group(t('fields.copyrightGroup'), [
          ...multi('footer.copyright', t('fields.copyright'), config.footer.copyright),
          text('footer.maxWidth', t('fields.maxWidth'), String(config.footer.maxWidth), {
            inputMode: 'numeric',
            hint: t('fields.maxWidthHint'),
          }),
        ]),
        {
          legend: t('fields.columnsGroup'),
          fields: [],
          add: { list: 'footer.columns', label: t('add.column') },
          groups: columns.map((column, index) => {
            const name = `footer.columns.${index}`
            return {
              legend: t('row.column', { number: index + 1 }),
              row: { path: name, first: index === 0, last: index === columns.length - 1 },
              fields: [
                ...multi(`${name}.title`, t('fields.columnTitle'), column.title),
                ...multi(`${name}.intro`, t('fields.columnIntro'), column.intro, 'textarea'),
                ...multi(`${name}.text`, t('fields.columnText'), column.text, 'textarea'),
                check(`${name}.published.column`, t('fields.showColumn'), column.published.column),
                check(`${name}.published.title`, t('fields.showTitle'), column.published.title),
                check(`${name}.published.intro`, t('fields.showIntro'), column.published.intro),
                check(`${name}.published.text`, t('fields.showText'), column.published.text),
                check(`${name}.published.images`, t('fields.showImages'), column.published.images),
                {
                  kind: 'hidden',
                  name: `${name}.images`,
                  label: '',
                  value: JSON.stringify(column.images),
                },
              ],
              groups: [links(`${name}.links`, t('fields.columnLinks'), column.links)],
            }
          }),
        },
      ]
    }
    case 'opening-hours': {
      const time = (name: string, label: string, value: string | undefined) =>
        text(name, label, value ?? '', { type: 'time', hint: t('fields.timeHint') })
      const date = (name: string, label: string, value: string | undefined, hint?: string) =>
        text(name, label, value ?? '', { type: 'date', hint: hint ?? t('fields.dateHint') })
      const { openingHours, openingExceptions } = config
      return [
        {
          legend: t('fields.weekHoursGroup'),
          fields: [],
          add: { list: 'openingHours', label: t('add.hours') },
          groups: openingHours.map((row, index) => {
            const name = `openingHours.${index}`
            return {
              legend: t('row.hours', { number: index + 1 }),
              row: { path: name, first: index === 0, last: index === openingHours.length - 1 },
              fields: [
                ...weekDays.map((day) =>
                  check(`${name}.days.${day}`, t(`days.${day}`), row.days.includes(day)),
                ),
                time(`${name}.opens`, t('fields.opens'), row.opens),
                time(`${name}.closes`, t('fields.closes'), row.closes),
              ],
              groups: [],
            }
          }),
        },
        {
          legend: t('fields.exceptionsGroup'),
          fields: [],
          add: { list: 'openingExceptions', label: t('add.exception') },
          groups: openingExceptions.map((row, index) => {
            const name = `openingExceptions.${index}`
            return {
              legend: t('row.exception', { number: index + 1 }),
              row: {
                path: name,
                first: index === 0,
                last: index === openingExceptions.length - 1,
              },
              fields: [
                date(`${name}.from`, t('fields.exceptionFrom'), row.from),
                date(`${name}.until`, t('fields.exceptionUntil'), row.until, t('fields.untilHint')),
                time(`${name}.opens`, t('fields.exceptionOpens'), row.opens),
                time(`${name}.closes`, t('fields.closes'), row.closes),
                ...multi(`${name}.note`, t('fields.exceptionNote'), row.note),
              ],
              groups: [],
            }
          }),
        },
      ]
    }
    case 'claims': {
      const claims = config.marketingClaims
      const claim = (key: keyof typeof claims, value: number | undefined) =>
        text(
          `marketingClaims.${key}`,
          t(`fields.${key}`),
          value === undefined ? '' : String(value),
          {
            inputMode: 'numeric',
            hint: t('fields.claimHint'),
          },
        )
      const share = claims.soldWithinTwoWeeks
      return [
        group(t('fields.claimsGroup'), [
          claim('yearsInBusiness', claims.yearsInBusiness),
          claim('clients', claims.clients),
          claim(
            'soldWithinTwoWeeks',
            share === undefined ? undefined : Number((share * 100).toFixed(2)),
          ),
          claim('monthlyVisitors', claims.monthlyVisitors),
        ]),
      ]
    }
    case 'loan-rate': {
      const loan = config.loanEstimate
      return [
        group(t('fields.loanGroup'), [
          check('loanEstimate.enabled', t('fields.loanEnabled'), loan !== undefined),
          text(
            'loanEstimate.ratePercent',
            t('fields.ratePercent'),
            loan ? String(loan.ratePercent) : '',
            {
              inputMode: 'decimal',
              hint: t('fields.ratePercentHint'),
            },
          ),
          text('loanEstimate.years', t('fields.loanYears'), String(loan?.years ?? 25), {
            inputMode: 'numeric',
            hint: t('fields.loanYearsHint'),
          }),
          ...multi('loanEstimate.source', t('fields.rateSource'), loan?.source).map((field, i) => ({
            ...field,
            ...(i === 0 ? { hint: t('fields.rateSourceHint') } : {}),
          })),
          text('loanEstimate.date', t('fields.rateDate'), loan?.date ?? '', {
            type: 'date',
            hint: t('fields.dateHint'),
          }),
          text('loanEstimate.until', t('fields.rateUntil'), loan?.until ?? '', {
            type: 'date',
            hint: t('fields.rateUntilHint'),
          }),
          text('loanEstimate.url', t('fields.rateUrl'), loan?.url ?? '', { type: 'url' }),
        ]),
      ]
    }
    case 'branding': {
      const { branding, logo } = { branding: config.branding, logo: config.header.logo }
      const image = (key: keyof typeof branding, accept: string): FieldModel[] => {
        const stored = branding[key]
        return [
          {
            kind: 'file',
            name: `branding.${key}`,
            label: t(`fields.${key}Upload`),
            value: '',
            accept,
            hint: t(`fields.${key}Hint`),
            ...(stored ? { current: { src: stored.src, alt: t(`fields.${key}Current`) } } : {}),
          },
          ...(stored ? [check(`branding.${key}.remove`, t(`fields.${key}Remove`), false)] : []),
        ]
      }
      const accept = 'image/png,image/jpeg,image/webp'
      return [
        group(t('fields.logoGroup'), [
          ...image('logo', accept),
          ...multi('header.logo.alt', t('fields.logoAlt'), logo.alt),
        ]),
        group(t('fields.faviconGroup'), image('favicon', accept)),
        group(t('fields.socialImageGroup'), image('socialImage', accept)),
        group(t('fields.bannerGroup'), image('banner', accept)),
      ]
    }
    case 'menus': {
      const pages = await menuPages(db())
      return [
        menu('header.menu', t('fields.mainMenu'), config.header.menu, true, pages),
        menu('header.menuMobile', t('fields.mobileMenu'), config.header.menuMobile, false, pages),
      ]
    }
  }
}
