'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { markConsentChosen } from '@/lib/react/use-consent-choice'
import { readValue, removeValue, storeValue } from './browser-storage'
import {
  acceptAll,
  allConsentKeys,
  consentEntries,
  consentKeys,
  consentLifetimeDays,
  isPreviewPath,
  onlyFunctional,
  parseConsent,
  type ConsentChoices,
} from './consent-state'
import { consentDialogId } from './consent-early-open'
import { applyConsent, hasAnyTag, reportPageView, type TagIds } from './tags'
import styles from './consent.module.css'

export type ConsentTexts = {
  title: string
  intro: string
  policyLink: string
  acceptAll: string
  onlyFunctional: string
  settings: string
  save: string
  alwaysOn: string
  options: Record<keyof ConsentChoices, { label: string; description: string }>
}

export const openConsentEvent = 'consent:open'

/** The element at the very start of the page (the shell's `#top`), before its skip link. */
const startOfPageId = 'top'

const optional = ['analytics', 'advertising', 'personalization', 'social'] as const

/**
 * The cookie consent dialog (specification §4): a banner at the top of the page when no choice is
 * stored, a modal dialog when the footer's "cookie settings" reopens it (docs/decisions/056).
 * Tags load only after a choice allows them.
 */
export function ConsentManager({
  ids,
  texts,
  policyHref,
}: {
  ids: TagIds
  texts: ConsentTexts
  policyHref?: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [showSettings, setShowSettings] = useState(false)
  const [draft, setDraft] = useState<ConsentChoices>(onlyFunctional)
  // Opened by the page itself (first visit), not by a button the focus could go back to.
  const openedOnLoad = useRef(false)

  const open = useCallback((current: ConsentChoices | null) => {
    setDraft(current ?? onlyFunctional)
    setShowSettings(current !== null)
    const element = dialog.current
    if (!element || element.matches(':modal')) return
    openedOnLoad.current = false
    // Asked for by a button (the footer's "cookie settings"), the banner of a first visit becomes
    // the modal dialog, and the focus goes back to that button when it closes.
    if (element.open) element.close()
    element.showModal()
  }, [])

  useEffect(() => {
    if (isPreviewPath(window.location.pathname)) return
    const url = new URL(window.location.href)
    if (url.searchParams.has('setcookies')) {
      allConsentKeys.forEach(removeValue)
      url.searchParams.delete('setcookies')
      window.history.replaceState(window.history.state, '', url)
    }
    const stored = parseConsent(readValue(consentKeys.consent), new Date())
    if (stored) {
      markConsentChosen()
      if (hasAnyTag(ids)) {
        applyConsent(ids, stored)
        reportPageView(ids, stored)
      }
    } else {
      // First visit: the initial state (settings closed, only functional preselected) is right.
      // The page's own script has opened the banner already (consent-early-open.ts) unless it
      // could not run.
      openedOnLoad.current = true
      dialog.current?.setAttribute('open', '')
    }
    const reopen = () => open(parseConsent(readValue(consentKeys.consent), new Date()))
    window.addEventListener(openConsentEvent, reopen)
    return () => window.removeEventListener(openConsentEvent, reopen)
  }, [ids, open])

  const confirm = (choices: ConsentChoices) => {
    for (const [key, value] of consentEntries(choices, new Date())) {
      storeValue(key, value, consentLifetimeDays)
    }
    markConsentChosen()
    if (hasAnyTag(ids)) {
      applyConsent(ids, choices)
      reportPageView(ids, choices)
    }
    dialog.current?.close()
    // The banner of a first visit disappears from under the focus: the page goes on from its
    // start, so the next Tab reaches the skip link.
    if (openedOnLoad.current) {
      openedOnLoad.current = false
      document.getElementById(startOfPageId)?.focus({ preventScroll: true })
    }
  }

  return (
    <dialog
      ref={dialog}
      id={consentDialogId}
      className={styles.dialog}
      aria-labelledby="consent-title"
      aria-describedby="consent-intro"
      // Escape must not close the dialog without a choice: closing it would decide nothing.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="consent-title" className={styles.title}>
        {texts.title}
      </h2>
      <p id="consent-intro">
        {texts.intro} {policyHref && <a href={policyHref}>{texts.policyLink}</a>}
      </p>
      {showSettings && (
        <fieldset className={styles.options}>
          <legend className="visually-hidden">{texts.settings}</legend>
          <div className={styles.option}>
            <input
              id="consent-functional"
              type="checkbox"
              checked
              disabled
              aria-describedby="consent-functional-text"
            />
            <label htmlFor="consent-functional">
              {texts.options.functional.label}{' '}
              <span className={styles.always}>({texts.alwaysOn})</span>
            </label>
            <p id="consent-functional-text">{texts.options.functional.description}</p>
          </div>
          {optional.map((option) => (
            <div key={option} className={styles.option}>
              <input
                id={`consent-${option}`}
                type="checkbox"
                checked={draft[option]}
                onChange={(event) => setDraft({ ...draft, [option]: event.target.checked })}
                aria-describedby={`consent-${option}-text`}
              />
              <label htmlFor={`consent-${option}`}>{texts.options[option].label}</label>
              <p id={`consent-${option}-text`}>{texts.options[option].description}</p>
            </div>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => confirm(acceptAll)}>
          {texts.acceptAll}
        </button>
        <button type="button" className={styles.primary} onClick={() => confirm(onlyFunctional)}>
          {texts.onlyFunctional}
        </button>
        {showSettings ? (
          <button type="button" className={styles.secondary} onClick={() => confirm(draft)}>
            {texts.save}
          </button>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setShowSettings(true)}>
            {texts.settings}
          </button>
        )}
      </div>
    </dialog>
  )
}
