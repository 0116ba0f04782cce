import { describe, expect, it } from 'vitest'
import { findForm, formBody, formEntries, readForms } from './browser-form'

// Shaped like the markup React renders for a server action form with useActionState.
const page = `<!DOCTYPE html><html><body>
<form role="search" action="/for-sale/" method="get"><input name="q" value=""/></form>
<form noValidate="" action="" encType="multipart/form-data" method="POST">
<input type="hidden" name="$ACTION_REF_1"/>
<input type="hidden" name="$ACTION_1:0" value="{&quot;id&quot;:&quot;60bd1d&quot;,&quot;bound&quot;:&quot;$@1&quot;}"/>
<input type="hidden" name="locale" value="en"/>
<fieldset><legend>Title</legend>
<input type="radio" name="title" value="mr"/><input type="radio" name="title" value="ms"/>
</fieldset>
<input type="email" name="email" value=""/>
<select name="goal"><option value="">Choose</option><option value="buy">Buy</option><option>Rent
  out</option></select>
<textarea name="remark">Kept &amp; sent</textarea>
<input type="checkbox" name="newsletter"/>
<input type="checkbox" name="terms" value="yes" checked=""/>
<input type="text" name="old" value="x" disabled=""/>
<noscript><input type="hidden" name="nojs" value="1"/></noscript>
<button type="submit">Send</button>
</form></body></html>`

describe('browser form', () => {
  it('reads the forms with their method, encoding and controls', () => {
    const forms = readForms(page)
    expect(forms).toHaveLength(2)
    expect(forms[0]).toMatchObject({
      action: '/for-sale/',
      method: 'get',
      enctype: 'application/x-www-form-urlencoded',
    })
    const form = findForm(forms, ['email', 'goal'])
    expect(form).toMatchObject({ action: '', method: 'post', enctype: 'multipart/form-data' })
    expect(form.controls.find((control) => control.name === 'goal')?.options).toEqual([
      { value: '', selected: false },
      { value: 'buy', selected: false },
      { value: 'Rent out', selected: false },
    ])
    expect(() => findForm(forms, ['email', 'budget'])).toThrow('no form with the fields')
  })

  it('submits what a browser without JavaScript submits, in tree order', () => {
    const form = findForm(readForms(page), ['email'])
    expect(
      formEntries(form, { title: 'ms', email: 'ann@example.com', goal: 'buy', newsletter: true }),
    ).toEqual([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"60bd1d","bound":"$@1"}'],
      ['locale', 'en'],
      ['title', 'ms'],
      ['email', 'ann@example.com'],
      ['goal', 'buy'],
      ['remark', 'Kept & sent'],
      ['newsletter', 'on'],
      ['terms', 'yes'],
      ['nojs', '1'],
    ])
    // Untouched: no radio, the first option, the checkbox as rendered.
    expect(formEntries(form, { email: 'a@b.be', terms: false })).toEqual([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"60bd1d","bound":"$@1"}'],
      ['locale', 'en'],
      ['email', 'a@b.be'],
      ['goal', ''],
      ['remark', 'Kept & sent'],
      ['nojs', '1'],
    ])
  })

  it('refuses input the form has no field or option for', () => {
    const form = findForm(readForms(page), ['email'])
    expect(() => formEntries(form, { budget: '100' })).toThrow('no field budget')
    expect(() => formEntries(form, { goal: 'steal' })).toThrow('does not offer steal')
    expect(() => formEntries(form, { title: 'dr' })).toThrow('does not offer dr')
  })

  it('encodes the body as the form asks', async () => {
    const [search, request] = readForms(page)
    const query = formBody(search!, [['q', 'Gent & Brugge']])
    expect(query.toString()).toBe('q=Gent+%26+Brugge')
    const multipart = formBody(request!, [['email', 'ann@example.com']])
    expect(multipart).toBeInstanceOf(FormData)
    const encoded = new Response(multipart)
    expect(encoded.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(await encoded.text()).toContain('ann@example.com')
  })
})
