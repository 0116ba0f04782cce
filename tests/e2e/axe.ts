import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core with the WCAG 2.2 AA rules finds nothing on the page as it is now, or within the part
 * of it that `within` selects (an open modal dialog, whose page behind is inert).
 */
export async function expectNoViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] })
  if (within) builder.include(within)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, `${page.url()}${within ? ` within ${within}` : ''}`).toEqual([])
}
