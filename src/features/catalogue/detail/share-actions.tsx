'use client'

import { useState } from 'react'
import { useHydrated } from '@/lib/react/use-hydrated'
import styles from './detail.module.css'

export type ShareLabels = {
  email: string
  copy: string
  copied: string
  copyFailed: string
  print: string
  link: string
}

/**
 * Share by e-mail (a plain mailto link), copy the link and print. Copy and print need
 * JavaScript, so they appear only once it runs; the link itself is always there to copy by hand.
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
        <li>
          <a className={styles.action} href={mailto}>
            {labels.email}
          </a>
        </li>
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
