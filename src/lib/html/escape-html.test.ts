import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
  it('turns the five characters that can end text or an attribute into references', () => {
    expect(escapeHtml(`<b class="x" title='y'>Tom & Jerry</b>`)).toBe(
      '&#60;b class=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/b&#62;',
    )
  })

  it('leaves everything else as it is, references already typed included', () => {
    expect(escapeHtml('Café – 5 m² · https://example.be/?a=1')).toBe(
      'Café – 5 m² · https://example.be/?a=1',
    )
    expect(escapeHtml('&amp;')).toBe('&#38;amp;')
    expect(escapeHtml('')).toBe('')
  })

  it('keeps a script out of an attribute and out of the text', () => {
    const escaped = escapeHtml(`"><script>alert('x')</script>`)
    expect(escaped).not.toMatch(/[<>"']/)
  })
})
