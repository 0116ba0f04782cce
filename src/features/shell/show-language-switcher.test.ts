import { describe, expect, it } from 'vitest'
import seed from '@/server/seed/content/site-config.json'
import { parseSiteConfig } from '@/lib/site-config/site-config-schema'
import { showLanguageSwitcher } from './show-language-switcher'

const config = parseSiteConfig(seed)
const switcherOff = { header: { ...config.header, languageSwitcher: { enabled: false } } }

describe('showLanguageSwitcher', () => {
  it('shows the switcher when more than one language is in use', () => {
    expect(showLanguageSwitcher(config, ['en', 'nl'])).toBe(true)
    expect(showLanguageSwitcher(config, ['en', 'nl', 'fr', 'de'])).toBe(true)
  })
  it('hides it with a single language, or when the configuration turns it off', () => {
    expect(showLanguageSwitcher(config, ['fr'])).toBe(false)
    expect(showLanguageSwitcher(switcherOff, ['en', 'nl'])).toBe(false)
  })
})
