import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Whether a frame of the page comes from another origin (a video or a tour, say). */
function hasForeignFrame(page: Page) {
  const origin = new URL(page.url()).origin
  return page
    .frames()
    .some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin)
}

/**
 * axe-core with the WCAG 2.2 AA rules finds nothing on the page as it is now, or within the part
 * of it that `within` selects (an open modal dialog, whose page behind is inert).
 * Only violations are reported in full, and a page without a frame from another origin is checked
 * by one `axe.run` in the page (AxeBuilder's legacy mode): the same rules and findings, without a
 * selector worked out for every element that passes, nor the blank page and second copy of axe
 * that the frame-by-frame mode opens for each check. That mode stays for foreign frames, which
 * the legacy mode skips.
 */
export async function expectNoViolations(page: Page, within?: string) {
  // options() replaces what withTags() set: it comes first.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags)
  if (!hasForeignFrame(page)) builder.setLegacyMode()
  if (within) builder.include(within)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, `${page.url()}${within ? ` within ${within}` : ''}`).toEqual([])
}
