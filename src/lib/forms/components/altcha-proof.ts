type AltchaWidget = HTMLElement & {
  getState: () => string
  getConfiguration: () => { auto?: string }
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

const hasRun = new WeakSet<Element>()

/**
 * Notes a widget's first state change (altcha-field.tsx). A widget that starts on load does so
 * once: after a form reset it stays unverified, and a submit must then start it itself.
 */
export function noteWidgetRuns(widget: Element | null) {
  widget?.addEventListener('statechange', () => hasRun.add(widget), { once: true })
}

/** The widget's next state, as its `statechange` event tells it. */
function nextState(widget: AltchaWidget): Promise<void> {
  return new Promise((resolve) => {
    const changed = () => {
      widget.removeEventListener('statechange', changed)
      resolve()
    }
    widget.addEventListener('statechange', changed)
  })
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
  // A widget that starts on load (a deferred one, altcha-field.tsx) does so a moment after it is
  // in the page. A verify() of ours before that would run beside its own, and the run it cuts
  // short reports an error while the other goes on.
  if (
    widget.getState() === 'unverified' &&
    widget.getConfiguration().auto === 'onload' &&
    !hasRun.has(widget)
  )
    await nextState(widget)
  const state = widget.getState()
  if (state !== 'verified' && state !== 'verifying') await widget.verify()
  while (widget.getState() === 'verifying') await nextState(widget)
  return widget.getState() === 'verified'
}
