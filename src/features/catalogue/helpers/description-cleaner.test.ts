import { describe, expect, it } from 'vitest'
import { cleanDescription, toPlainText } from './description-cleaner'

const words = (count: number, word = 'abcd') => Array.from({ length: count }, () => word).join(' ')

describe('cleanDescription', () => {
  it('leaves text within the limit alone', () => {
    expect(cleanDescription('Instapklare woning met tuin.')).toBe('Instapklare woning met tuin.')
    const exactly250 = 'x'.repeat(250)
    expect(cleanDescription(exactly250)).toBe(exactly250)
  })

  it('cuts at the last space when it lies past 80 % of 250 (200)', () => {
    // 'abcd ' × 50 = 250 characters; spaces at 4, 9 … 249. Trimmed text is 249 characters, so
    // add one more word: the last space at or before 250 is at 249.
    const text = words(51)
    expect(text).toHaveLength(51 * 5 - 1)
    expect(cleanDescription(text)).toBe(`${words(50)}…`)
    expect(cleanDescription(text)).toHaveLength(249 + 1)
  })

  it('cuts at the limit when the last space is at 80 % or before', () => {
    // One space at index 200 (exactly 80 %), then 100 letters: no space past 200.
    const text = `${'a'.repeat(200)} ${'b'.repeat(100)}`
    expect(cleanDescription(text)).toBe(`${'a'.repeat(200)} ${'b'.repeat(49)}…`)
  })

  it('cuts at a space just past 80 %', () => {
    const text = `${'a'.repeat(201)} ${'b'.repeat(100)}`
    expect(cleanDescription(text)).toBe(`${'a'.repeat(201)}…`)
  })

  it('cuts at the limit when there is no space at all', () => {
    expect(cleanDescription('z'.repeat(300))).toBe(`${'z'.repeat(250)}…`)
  })

  it('uses a space right at the limit', () => {
    const text = `${'a'.repeat(250)} tail`
    expect(cleanDescription(text)).toBe(`${'a'.repeat(250)}…`)
  })

  it('takes another limit', () => {
    // limit 20, 80 % = 16: 'Huis met grote tuin en garage' has a space at 19, which counts.
    expect(cleanDescription('Huis met grote tuin en garage', 20)).toBe('Huis met grote tuin…')
    // Spaces at 5, 11 and 15, then a long word: 15 is not past 16, so the cut is at 20.
    expect(cleanDescription('Ruime villa met zwembadtuin en garage', 20)).toBe(
      'Ruime villa met zwem…',
    )
  })

  it('does not split a character outside the basic plane', () => {
    const text = `${'a'.repeat(249)}🏡${'b'.repeat(10)}`
    expect(cleanDescription(text)).toBe(`${'a'.repeat(249)}…`)
  })

  it('strips markup and collapses whitespace before measuring', () => {
    const html = `<p>Woning&nbsp;met <strong>tuin</strong></p>\n\n<p>en   garage</p>`
    expect(cleanDescription(html)).toBe('Woning met tuin en garage')
    const long = `<p>${words(30)}</p><p>${words(30)}</p>`
    expect(cleanDescription(long)).toBe(`${words(50)}…`)
  })
})

describe('toPlainText', () => {
  it('drops tags, comments, scripts and styles', () => {
    expect(toPlainText('<div class="x">A<br/>B</div><!-- note --><script>alert(1)</script>C')).toBe(
      'A B C',
    )
    expect(toPlainText('<style>p{color:red}</style><P>Tuin</P>')).toBe('Tuin')
  })

  it('decodes named and numeric entities once', () => {
    expect(toPlainText('Caf&eacute; &amp; bar &#233;&#xE9; &euro;&nbsp;5 m&sup2;')).toBe(
      'Café & bar éé € 5 m²',
    )
    expect(toPlainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;')
    expect(toPlainText('&lt;script&gt;')).toBe('<script>')
  })

  it('keeps unknown entities and comparison signs as text', () => {
    expect(toPlainText('&unknown; 3 < 5 > 2')).toBe('&unknown; 3 < 5 > 2')
    expect(toPlainText('&#0; &#x110000;')).toBe('&#0; &#x110000;')
  })
})
