// The screenshots of docs/back-office.md, taken from a running demo site signed in as the demo's
// admin: `npm run docs:screenshots -- http://localhost:3000`. Run it after changing a screen
// they show; the images are written to docs/images/.
import { chromium } from '@playwright/test'
import { testBrowserExecutable } from '../tests/support/chromium'
import { demoStaff } from '../src/server/seed/demo/staff-logins'

const origin = process.argv[2] ?? 'http://localhost:3000'
const admin = demoStaff.find((member) => member.role === 'admin')!

/** Each screenshot: its file name and the back-office path it shows (the first of a list's links). */
const shots: { name: string; path: string; open?: RegExp }[] = [
  { name: 'overview', path: '/admin/' },
  { name: 'leads', path: '/admin/leads/' },
  { name: 'lead', path: '/admin/leads/', open: /^\/admin\/leads\/\d+\/$/ },
  { name: 'slots', path: '/admin/slots/' },
  { name: 'settings', path: '/admin/settings/' },
]

const browser = await chromium.launch({ executablePath: testBrowserExecutable() })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
await page.goto(`${origin}/admin/login/`)
await page.getByLabel('E-mail address', { exact: true }).fill(admin.email)
await page.getByLabel('Password', { exact: true }).fill(admin.password)
await page.getByRole('button', { name: 'Log in', exact: true }).click()
await page.waitForURL(`${origin}/admin/**`)
for (const shot of shots) {
  await page.goto(`${origin}${shot.path}`)
  if (shot.open) {
    const links = await page
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    const target = links.find((href) => shot.open!.test(href))
    if (!target) throw new Error(`No link like ${shot.open} on ${shot.path}`)
    await page.goto(`${origin}${target}`)
  }
  await page.screenshot({ path: `docs/images/back-office-${shot.name}.png` })
  console.log(`docs/images/back-office-${shot.name}.png`)
}
await browser.close()
