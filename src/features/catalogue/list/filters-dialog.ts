import { formatNumber } from '@/lib/format/number-format'

// Loaded on the first press of the phone's "Filters (n)" button (filters-button.tsx), so that it
// costs nothing on the page's first load (docs/decisions/046-phone-filters.md).

const countDelayMs = 300
const wired = new WeakSet<HTMLDialogElement>()

/**
 * Opens the filter form, shown below the results until now, as a modal dialog: the browser moves
 * focus into it and closes it on Escape; focus then goes back to the button. While it is open its
 * submit button says how many listings the filters find, asked again at every change.
 */
export function openFilters(opener: HTMLElement, dialogId: string): void {
  const dialog = document.getElementById(dialogId)
  if (!(dialog instanceof HTMLDialogElement)) return
  if (!wired.has(dialog)) {
    wired.add(dialog)
    wire(dialog, opener)
  }
  // Server-rendered open (in the page's flow, for visitors without JavaScript): reopened as modal.
  if (dialog.open) dialog.close()
  dialog.showModal()
}

function wire(dialog: HTMLDialogElement, opener: HTMLElement): void {
  const form = dialog.querySelector('form')
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  const status = dialog.querySelector<HTMLElement>('[data-count-status]')
  const { goal, total, lang, zero, one, other } = dialog.dataset
  if (!form || !submit || !status || goal === undefined) return
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
  // Browsers give focus back to the element that had it; a tap may not have focused the button.
  dialog.addEventListener('close', () => {
    if (!dialog.open) opener.focus()
  })
}
