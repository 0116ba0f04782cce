import pages from '../../src/server/seed/content/pages.json' with { type: 'json' }

export const languages = ['en', 'nl', 'fr', 'de'] as const
export type Lang = (typeof languages)[number]
export const defaultLanguage: Lang = 'en'

type SeedPage = {
  id: number
  path: string
  status: string
  slugs: Record<Lang, string>
  params: { type: string; metadata: Partial<Record<Lang, { title: string }>> }
}

export const seedPages = pages as unknown as SeedPage[]
export const publishedPages = seedPages.filter((page) => page.status === 'Published')

export function urlOf(lang: Lang, slug: string): string {
  const tail = slug ? `${slug}/` : ''
  return lang === defaultLanguage ? `/${tail}` : `/${lang}/${tail}`
}

export function pageByPath(path: string): SeedPage {
  const page = seedPages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`no seed page ${path}`)
  return page
}
