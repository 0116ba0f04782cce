import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { supportedLanguages } from '@/lib/i18n/languages'
import { uploadErrorCodes } from '@/lib/forms/uploads/cv-file'

type Tree = { [key: string]: string | Tree }

describe.each(supportedLanguages)('upload messages in %s', (lang) => {
  const messages = JSON.parse(
    readFileSync(path.resolve('messages', `${lang}.json`), 'utf8'),
  ) as Record<string, Tree>
  const format = (namespace: string, code: string, values: Record<string, string | number>) => {
    const message = (messages[namespace]?.errors as Tree | undefined)?.[code]
    expect(typeof message, `${namespace}.errors.${code}`).toBe('string')
    return new IntlMessageFormat(message as string, lang).format(values) as string
  }

  it('has a message for every upload error code', () => {
    for (const code of uploadErrorCodes) {
      expect(format('upload', code, { maxMegabytes: 10 })).not.toMatch(/[{}]/)
    }
  })
})
