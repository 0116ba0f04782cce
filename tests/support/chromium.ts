import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** The browser for the e2e tests: CHROME_PATH, then Debian's chromium, then Playwright's own. */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', safePlaywrightPath()]
  const found = candidates.find(
    (candidate): candidate is string => !!candidate && existsSync(candidate),
  )
  if (found) return found
  throw new Error(
    [
      'No Chromium found for the browser tests. Any one of these fixes it:',
      '  - Debian/Ubuntu: sudo apt-get install chromium',
      '  - set CHROME_PATH to a Chrome or Chromium executable',
      "  - npx playwright install chromium (downloads Playwright's own build)",
    ].join('\n'),
  )
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}
