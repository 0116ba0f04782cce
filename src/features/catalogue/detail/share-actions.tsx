'use client'

import { useState } from 'react'
import { useHydrated } from '@/lib/react/use-hydrated'
import styles from './detail.module.css'

export type ShareLabels = {
  share: string
  whatsApp: string
  email: string
  copy: string
  copied: string
  copyFailed: string
  print: string
  link: string
}

/**
 * Share: the device's own share sheet where the browser has one (navigator.share, on phones),
 * else by e-mail and WhatsApp (plain links); copy the link and print. The share sheet, copy and
 * print need JavaScript, so they appear only once it runs; the link itself is always there to
 * copy by hand. `url` is the page's canonical address, without a query or tracking parameters.
 */
export function ShareActions({
  url,
  subject,
  body,
  labels,
}: {
  url: string
  subject: string
  body: string
  labels: ShareLabels
}) {
  const scripted = useHydrated()
  const [status, setStatus] = useState<'' | 'copied' | 'failed'>('')
  const mailto = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${subject} ${url}`)}`
  const native = scripted && typeof navigator.share === 'function'

  const share = async () => {
    try {
      await navigator.share({ title: subject, url })
    } catch {
      // Closed without sharing (AbortError) or refused: nothing to say.
    }
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setStatus('copied')
    } catch {
      setStatus('failed')
    }
  }

  return (
    <div className={styles.share}>
      <ul className={styles.actions}>
        {native ? (
          <li>
            <button type="button" className={styles.action} onClick={share}>
              {labels.share}
            </button>
          </li>
        ) : (
          <>
            <li>
              <a className={styles.action} href={mailto}>
                {labels.email}
              </a>
            </li>
            <li>
              <a className={styles.action} href={whatsApp} rel="noopener noreferrer">
                {labels.whatsApp}
              </a>
            </li>
          </>
        )}
        {scripted && (
          <li>
            <button type="button" className={styles.action} onClick={copy}>
              {labels.copy}
            </button>
          </li>
        )}
        {scripted && (
          <li>
            <button type="button" className={styles.action} onClick={() => window.print()}>
              {labels.print}
            </button>
          </li>
        )}
      </ul>
      <p className={styles.status} role="status">
        {status === 'copied' ? labels.copied : status === 'failed' ? labels.copyFailed : ''}
      </p>
      <p className={styles.shareLink}>
        <span className={styles.muted}>{labels.link}: </span>
        <a href={url}>{url}</a>
      </p>
    </div>
  )
}
