import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-scripts'

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inline script hashes', () => {
  it('hash what a browser runs inline, as UTF-8 with its newlines normalised, once each', () => {
    const html = Buffer.from(
      '<script nonce="x">self.a = "Liège"\r\n</script><SCRIPT type="module">import "/m.js"</SCRIPT>' +
        '<script type="importmap">{"imports":{}}</script><script>self.a = "Liège"\n</script>',
    )
    expect(inlineScriptHashes(html)).toEqual([
      hash('self.a = "Liège"\n'),
      hash('import "/m.js"'),
      hash('{"imports":{}}'),
    ])
  })

  it('leave out external scripts and JSON data blocks, which no hash governs', () => {
    const html = Buffer.from(
      '<script src="/_next/a.js" async></script><script type="application/ld+json">{}</script>' +
        '<script type=\'application/json\'>[]</script><script data-src="x">run()</script>',
    )
    expect(inlineScriptHashes(html)).toEqual([hash('run()')])
  })
})
