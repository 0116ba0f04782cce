import { parse, type DefaultTreeAdapterTypes } from 'parse5'

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document
type Element = DefaultTreeAdapterTypes.Element

/** A form control as the server rendered it. */
export type FormControl = {
  tag: 'input' | 'select' | 'textarea' | 'button'
  /** The input's or button's type (lower case; `text` or `submit` when absent), else the tag. */
  type: string
  name: string
  /** The value attribute, or a textarea's text. */
  value: string
  checked: boolean
  disabled: boolean
  /** A select's options, in order. */
  options: { value: string; selected: boolean }[]
}

export type HtmlForm = { action: string; method: string; enctype: string; controls: FormControl[] }

/** What a visitor typed or chose: text per field, the chosen option or radio, ticked checkboxes. */
export type FormInput = Record<string, string | boolean>

const controlTags = new Set(['input', 'select', 'textarea', 'button'])

function* elements(node: Node): Generator<Element> {
  if (!('childNodes' in node)) return
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue
    yield child
    yield* elements(child)
  }
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value

const text = (node: Node): string =>
  'value' in node && node.nodeName === '#text'
    ? node.value
    : 'childNodes' in node
      ? node.childNodes.map(text).join('')
      : ''

function control(element: Element): FormControl {
  const tag = element.tagName as FormControl['tag']
  const defaultType = tag === 'input' ? 'text' : tag === 'button' ? 'submit' : tag
  return {
    tag,
    type: (attribute(element, 'type') ?? defaultType).toLowerCase(),
    name: attribute(element, 'name') ?? '',
    value: tag === 'textarea' ? text(element) : (attribute(element, 'value') ?? ''),
    checked: attribute(element, 'checked') !== undefined,
    disabled: attribute(element, 'disabled') !== undefined,
    options: [...elements(element)]
      .filter((option) => option.tagName === 'option')
      .map((option) => ({
        // Without a value attribute an option submits its text, with white space collapsed.
        value: attribute(option, 'value') ?? text(option).replace(/\s+/g, ' ').trim(),
        selected: attribute(option, 'selected') !== undefined,
      })),
  }
}

/**
 * The forms of a page as a browser with JavaScript off parses them (parse5, the HTML standard's
 * algorithm, without scripting): `<noscript>` content is markup, so its controls count.
 */
export function readForms(html: string): HtmlForm[] {
  const document = parse(html, { scriptingEnabled: false })
  return [...elements(document)]
    .filter((element) => element.tagName === 'form')
    .map((form) => ({
      action: attribute(form, 'action') ?? '',
      method: (attribute(form, 'method') ?? 'get').toLowerCase(),
      enctype: (attribute(form, 'enctype') ?? 'application/x-www-form-urlencoded').toLowerCase(),
      controls: [...elements(form)]
        .filter((element) => controlTags.has(element.tagName))
        .map(control),
    }))
}

/** The first form that has a control for every one of `names`. */
export function findForm(forms: HtmlForm[], names: string[]): HtmlForm {
  const found = forms.find((form) =>
    names.every((name) => form.controls.some((control) => control.name === name)),
  )
  if (!found) throw new Error(`no form with the fields ${names.join(', ')}`)
  return found
}

/**
 * The name–value pairs a browser submits for `form` once the visitor entered `input`, in tree order
 * (HTML's "constructing the entry list", for a submit button without a name): checkboxes and radios
 * only when checked, a select's chosen option, hidden fields as rendered, nothing disabled.
 * Throws when `input` names a field the form does not have or an option it does not offer, so a
 * changed form fails loudly instead of being submitted half filled.
 */
export function formEntries(form: HtmlForm, input: FormInput): [string, string][] {
  for (const [name, value] of Object.entries(input)) {
    const controls = form.controls.filter((control) => control.name === name)
    if (controls.length === 0) throw new Error(`the form has no field ${name}`)
    const offered = controls.flatMap((control) =>
      control.tag === 'select'
        ? control.options.map((option) => option.value)
        : control.type === 'radio'
          ? [control.value]
          : [],
    )
    if (typeof value === 'string' && offered.length > 0 && !offered.includes(value)) {
      throw new Error(`the field ${name} does not offer ${value}`)
    }
  }

  const entries: [string, string][] = []
  for (const control of form.controls) {
    if (!control.name || control.disabled) continue
    const typed = input[control.name]
    if (control.tag === 'button' || ['submit', 'image', 'reset', 'button'].includes(control.type)) {
      continue
    }
    if (control.type === 'checkbox' || control.type === 'radio') {
      const checked =
        typed === undefined
          ? control.checked
          : control.type === 'radio'
            ? typed === control.value
            : typed === true || typed === control.value
      if (checked) entries.push([control.name, control.value || 'on'])
      continue
    }
    if (control.tag === 'select') {
      const chosen =
        typeof typed === 'string'
          ? typed
          : (control.options.find((option) => option.selected) ?? control.options[0])?.value
      if (chosen !== undefined) entries.push([control.name, chosen])
      continue
    }
    if (control.type === 'file') throw new Error(`the field ${control.name} wants a file`)
    entries.push([control.name, typeof typed === 'string' ? typed : control.value])
  }
  return entries
}

/** The request body for `entries` in the form's encoding (fetch sets the matching Content-Type). */
export function formBody(form: HtmlForm, entries: [string, string][]): FormData | URLSearchParams {
  if (form.enctype === 'multipart/form-data') {
    const data = new FormData()
    for (const [name, value] of entries) data.append(name, value)
    return data
  }
  return new URLSearchParams(entries)
}
