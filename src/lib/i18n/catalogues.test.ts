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

/** The arguments a message uses (also inside plural branches), so a translation cannot drop one. */
function placeholders(message: string): string[] {
  const names = new Set<string>()
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue
      if ('value' in element && typeof element.value === 'string') names.add(element.value)
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value)
      }
      if (element.type === TYPE.tag) walk(element.children)
    }
  }
  walk(parse(message))
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
})
