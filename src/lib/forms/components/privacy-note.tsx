'use client'
import { useTranslations } from 'next-intl'
import styles from './forms.module.css'

/** Specification §5: agreeing to the privacy statement is implied by sending; say so. */
export function PrivacyNote({ href }: { href: string }) {
  const t = useTranslations('forms')
  return (
    <p className={styles.hint}>
      {t.rich('privacyNote', { link: (chunks) => <a href={href}>{chunks}</a> })}
    </p>
  )
}
