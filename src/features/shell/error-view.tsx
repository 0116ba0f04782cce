import type { ReactNode } from 'react'
import type en from '../../../messages/en.json'
import styles from './error-view.module.css'

/** The `errorPage` messages of one language. */
export type ErrorPageTexts = (typeof en)['errorPage']

/**
 * "Something went wrong", with a button that renders the page again and a link to the homepage,
 * for both error boundaries ([locale]/error.tsx and global-error.tsx). `header` is what the
 * boundary can keep of the site's header.
 */
export function ErrorView({
  texts,
  homeHref,
  digest,
  onRetry,
  header,
}: {
  texts: ErrorPageTexts
  homeHref: string
  digest: string | undefined
  onRetry: () => void
  header?: ReactNode
}) {
  return (
    <>
      {/* An error boundary has no metadata of its own; React hoists the title into the head. */}
      <title>{texts.title}</title>
      <meta name="robots" content="noindex" />
      {header && <header className={styles.header}>{header}</header>}
      <main className={styles.box}>
        <h1 className={styles.title}>{texts.title}</h1>
        <p>{texts.text}</p>
        <p className={styles.actions}>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {texts.retry}
          </button>
          <a href={homeHref} className={styles.home}>
            {texts.home}
          </a>
        </p>
        {/* By hand: global-error.tsx has no next-intl, and the message no other syntax. */}
        {digest && (
          <p className={styles.reference}>{texts.reference.replace('{digest}', digest)}</p>
        )}
      </main>
    </>
  )
}
