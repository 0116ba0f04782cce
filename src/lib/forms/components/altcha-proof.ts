type AltchaWidget = HTMLElement & {
  getState: () => string
  verify: () => Promise<unknown>
}

/** Asks a form's deferred ALTCHA widget (altcha-field.tsx) to load now. */
export const altchaLoadEvent = 'altcha-load'

/** The form's widget once it is in the page and defined; a deferred one is asked to load. */
async function widgetOf(form: HTMLFormElement): Promise<AltchaWidget | null> {
  const find = () => form.querySelector('altcha-widget') as AltchaWidget | null
  let widget = find()
  if (!widget) {
    if (!form.querySelector('[data-altcha]')) return null
    widget = await new Promise<AltchaWidget>((resolve) => {
      const observer = new MutationObserver(() => {
        const added = find()
        if (!added) return
        observer.disconnect()
        resolve(added)
      })
      observer.observe(form, { childList: true, subtree: true })
      form.dispatchEvent(new Event(altchaLoadEvent))
    })
  }
  await customElements.whenDefined('altcha-widget')
  return typeof widget.getState === 'function' ? widget : null
}

/**
 * Waits until the form's ALTCHA widget holds a proof: it may still be working (it starts when the
 * visitor enters the form), not have started (a form sent straight from autofill) or not be
 * loaded yet (a deferred widget). False when the widget failed; the server then asks to confirm
 * again.
 */
export async function altchaProofReady(form: HTMLFormElement): Promise<boolean> {
  const widget = await widgetOf(form)
  if (!widget) return false
  const state = widget.getState()
  if (state === 'verified') return true
  if (state !== 'verifying') await widget.verify()
  if (widget.getState() === 'verifying') {
    await new Promise<void>((resolve) => {
      const done = (event: Event) => {
        const next = (event as CustomEvent<{ state?: string }>).detail?.state
        if (next && next !== 'verifying') {
          widget.removeEventListener('statechange', done)
          resolve()
        }
      }
      widget.addEventListener('statechange', done)
    })
  }
  return widget.getState() === 'verified'
}
