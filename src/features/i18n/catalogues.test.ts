import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { supportedLanguages } from './languages'

type Tree = { [key: string]: string | Tree }

function load(lang: string): Tree {
  return JSON.parse(readFileSync(path.resolve('messages', `${lang}.json`), 'utf8')) as Tree
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

/** The {placeholders} a message uses, so a translation cannot drop or rename one. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([a-zA-Z0-9_]+)/g)].map((match) => match[1]!).sort()
}

const english = flatten(load('en'))

describe.each(supportedLanguages)('messages/%s.json', (lang) => {
  const messages = flatten(load(lang))

  it('has exactly the keys of en.json', () => {
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('has no empty message and every message compiles with the same placeholders', () => {
    for (const [key, message] of messages) {
      expect(message.trim(), key).not.toBe('')
      expect(() => new IntlMessageFormat(message, lang), key).not.toThrow()
      expect(placeholders(message), key).toEqual(placeholders(english.get(key) ?? ''))
    }
  })
})
