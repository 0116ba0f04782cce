import { formatNumber } from '@/lib/format/number-format'

// Loaded on the first press of the phone's "Filters (n)" button (filters-button.tsx), so that it
// costs nothing on the page's first load (docs/decisions/046-phone-filters.md).

const countDelayMs = 300
const wired = new WeakSet<HTMLDialogElement>()

/**
 * Opens the filter form in a modal dialog: the form moves into the dialog's slot, the browser
 * moves focus into it and closes it on Escape; the form then goes back to its place and focus to
 * the button. While it is open its submit button says how many listings the filters find, asked
 * again at every change. Moving the nodes keeps React's handlers: it listens at the document.
 */
export function openFilters(opener: HTMLElement, formId: string, dialogId: string): void {
  const home = document.getElementById(formId)
  const dialog = document.getElementById(dialogId)
  const slot = dialog?.querySelector('[data-form-slot]')
  const form = home?.querySelector('form')
  if (!home || !(dialog instanceof HTMLDialogElement) || !slot || !form) return
  slot.append(form)
  if (!wired.has(dialog)) {
    wired.add(dialog)
    wire(dialog, form, opener, home)
  }
  dialog.showModal()
}

function wire(
  dialog: HTMLDialogElement,
  form: HTMLFormElement,
  opener: HTMLElement,
  home: HTMLElement,
): void {
  // Browsers give focus back to the element that had it; a tap may not have focused the button.
  dialog.addEventListener('close', () => {
    home.append(form)
    opener.focus()
  })
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const status = dialog.querySelector<HTMLElement>('[data-count-status]')
  const { goal, total, lang, zero, one, other } = dialog.dataset
  if (!submit || !status || goal === undefined) return
  const plural = new Intl.PluralRules(lang)
  const show = (count: number) => {
    const text = count === 0 ? zero : plural.select(count) === 'one' ? one : other
    submit.textContent = (text ?? '').replace('{n}', formatNumber(count))
    status.textContent = submit.textContent
  }
  show(Number(total))

  let timer: ReturnType<typeof setTimeout> | undefined
  let asking: AbortController | undefined
  const ask = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      asking?.abort()
      asking = new AbortController()
      const params = new URLSearchParams({ goal })
      for (const [name, value] of new FormData(form)) {
        if (typeof value === 'string' && value !== '') params.append(name, value)
      }
      fetch(`/api/search-count/?${params}`, { signal: asking.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ total: number }>) : null))
        .then((answer) => answer && show(answer.total))
        .catch(() => {})
    }, countDelayMs)
  }
  form.addEventListener('input', ask)
  form.addEventListener('change', ask)
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close())
}
