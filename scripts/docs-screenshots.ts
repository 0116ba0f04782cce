// The screenshots of docs/back-office.md, taken from a running demo site signed in as the demo's
// admin: `npm run docs:screenshots -- http://localhost:3000`. Run it after changing a screen
// they show; the images are written to docs/images/.
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { testBrowserExecutable } from '../tests/support/chromium'
import { demoStaff } from '../src/server/seed/demo/staff-logins'

const origin = process.argv[2] ?? 'http://localhost:3000'
const admin = demoStaff.find((member) => member.role === 'admin')!

/** Each screenshot: its file name and the back-office path it shows. */
const shots: { name: string; path: string }[] = [
  { name: 'overview', path: '/admin/' },
  { name: 'slots', path: '/admin/slots/' },
  { name: 'agents', path: '/admin/agents/' },
  { name: 'settings', path: '/admin/settings/' },
  { name: 'go-live', path: '/admin/go-live/' },
]

const browser = await chromium.launch({ executablePath: testBrowserExecutable() })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
await page.goto(`${origin}/admin/login/`)
await page.getByLabel('E-mail address', { exact: true }).fill(admin.email)
await page.getByLabel('Password', { exact: true }).fill(admin.password)
await page.getByRole('button', { name: 'Log in', exact: true }).click()
// The sign-in opens the leads inbox.
await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor()
for (const shot of shots) {
  await page.goto(`${origin}${shot.path}`)
  // A palette of 256 colours keeps a screen of text and flat colours a third of the size.
  const png = await page.screenshot()
  await sharp(png).png({ palette: true }).toFile(`docs/images/back-office-${shot.name}.png`)
  console.log(`docs/images/back-office-${shot.name}.png`)
}
await browser.close()
