type AltchaWidget = HTMLElement & {
  getState: () => string
  verify: () => Promise<unknown>
}

/**
 * Waits until the form's ALTCHA widget holds a proof: it may still be working (it starts when the
 * visitor enters the form) or not have started (a form sent straight from autofill). False when
 * the widget failed; the server then asks to confirm again.
 */
export async function altchaProofReady(form: HTMLFormElement): Promise<boolean> {
  const widget = form.querySelector('altcha-widget') as AltchaWidget | null
  if (!widget || typeof widget.getState !== 'function') return false
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
