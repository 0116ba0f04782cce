import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const install = [
  'No Chromium found for the browser tests. Any one of these fixes it:',
  '  - Debian/Ubuntu: sudo apt-get install chromium-headless-shell (or chromium)',
  '  - set CHROME_PATH to a Chrome or Chromium executable',
  "  - npx playwright install chromium (downloads Playwright's own build)",
].join('\n')

function firstFound(candidates: (string | undefined)[]): string {
  const found = candidates.find(
    (candidate): candidate is string => !!candidate && existsSync(candidate),
  )
  if (found) return found
  throw new Error(install)
}

/**
 * The browser for the e2e tests: CHROME_PATH, then Debian's headless shell, then Debian's
 * chromium, then Playwright's own. The headless shell is the build Playwright itself runs
 * headless tests in: no GPU process and no window machinery, some 18 % less time for the same
 * sweep on two cores (decision 005).
 */
export function testBrowserExecutable(): string {
  return firstFound([
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    safePlaywrightPath(),
  ])
}

/** A whole Chromium (Lighthouse drives it in the new headless mode): CHROME_PATH, Debian's, Playwright's. */
export function chromiumExecutable(): string {
  return firstFound([process.env.CHROME_PATH, '/usr/bin/chromium', safePlaywrightPath()])
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}
