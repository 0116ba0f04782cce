import en from '../../messages/en.json' with { type: 'json' }
import { backOfficeScreens } from '../../src/features/back-office/screens/screen-table'

const labels: Record<string, string> = en.backOffice.nav

/** What the README's table of back-office screens says: one row per navigation entry. */
export function screenRows(): string[][] {
  return Object.values(backOfficeScreens)
    .filter((screen) => 'menu' in screen)
    .map((screen) => [
      labels[screen.section] ?? screen.section,
      `\`/admin/${screen.path.map((part) => `${part}/`).join('')}\``,
      roles(screen.access),
    ])
}

function roles(access: (typeof backOfficeScreens)[keyof typeof backOfficeScreens]['access']) {
  if (access === 'enrol') return 'every member'
  if (typeof access === 'string') return access
  return access.join(', ')
}
