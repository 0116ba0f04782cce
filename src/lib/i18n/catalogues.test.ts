import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
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

/** Every element of a message, also those inside plural and select branches and tags. */
function elements(message: string): MessageFormatElement[] {
  const all: MessageFormatElement[] = []
  const walk = (found: MessageFormatElement[]) => {
    for (const element of found) {
      all.push(element)
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value)
      }
      if (element.type === TYPE.tag) walk(element.children)
    }
  }
  walk(parse(message))
  return all
}

/** The arguments a message uses (also inside plural branches), so a translation cannot drop one. */
function placeholders(message: string): string[] {
  const names = new Set<string>()
  for (const element of elements(message)) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    if ('value' in element && typeof element.value === 'string') names.add(element.value)
  }
  return [...names].sort()
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

  // next-intl would write `{n, number}` in the page language ('1,250' in en, '1 250' in fr); the
  // site writes every number one way (src/lib/format, docs/decisions/027-number-formats.md).
  it('formats no number itself: numbers come in as text from src/lib/format', () => {
    for (const [key, message] of messages) {
      const numbers = elements(message).filter((element) => element.type === TYPE.number)
      expect(numbers, key).toEqual([])
    }
  })
})
