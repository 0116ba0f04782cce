import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import styles from '@/features/back-office/frame/back-office.module.css'
import { findOwner } from './owner-admin-queries'
import {
  inviteOwnerAgainAction,
  linkPropertyAction,
  revokeAccessAction,
  unlinkPropertyAction,
} from './owner-actions'
import { ActionForm } from '@/lib/forms/components/action-form'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const notices = [
  'invited',
  'linked',
  'already-linked',
  'unknown-reference',
  'unlinked',
  'revoked',
  'confirm-revoke',
] as const
const refusals: readonly string[] = ['unknown-reference', 'confirm-revoke']

/** One owner: properties in the portal (add, remove), a new invitation link, the end of access. */
export async function OwnerPage({
  lang,
  id,
  notice,
  reference,
}: {
  lang: Language
  id: number
  notice?: string
  reference?: string
}) {
  const owner = await findOwner(db(), id)
  if (!owner) notFound()
  const [t, languages, { defaultLanguage }] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.owners' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
  ])
  const shown = notices.find((value) => value === notice)
  if (shown) {
    const error = refusals.includes(shown)
    const text = t(`notices.${shown}`, { reference: reference ?? '' })
    reportActionResult({ text, role: error ? 'alert' : 'status', error })
  }
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'owners')}>{t('back')}</a>
      </p>
      <h1>
        {owner.firstName} {owner.lastName}
      </h1>
      <section className={styles.panel} aria-labelledby="owner-details">
        <h2 id="owner-details" className="visually-hidden">
          {t('access')}
        </h2>
        <dl className={styles.details}>
          <dt>{t('email')}</dt>
          <dd>{owner.email}</dd>
          <dt>{t('language')}</dt>
          <dd>{isSupportedLanguage(owner.locale) ? languages(owner.locale) : owner.locale}</dd>
          <dt>{t('access')}</dt>
          <dd>
            {t(`accessState.${owner.access}`)} ({t('sessions', { count: owner.openSessions })})
          </dd>
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="owner-properties">
        <h2 id="owner-properties">{t('properties')}</h2>
        {owner.properties.length === 0 ? (
          <p>{t('noProperties')}</p>
        ) : (
          <ul>
            {owner.properties.map((property) => (
              <li key={property.id}>
                <a href={adminHref(lang, defaultLanguage, 'properties', property.reference)}>
                  {property.reference}
                </a>
                , {property.city}{' '}
                <ActionForm action={unlinkPropertyAction} className={styles.inline}>
                  <input type="hidden" name="owner" value={owner.id} />
                  <input type="hidden" name="reference" value={property.reference} />
                  <button type="submit" className={styles.linkButton}>
                    {t('unlink', { reference: property.reference })}
                  </button>
                </ActionForm>
              </li>
            ))}
          </ul>
        )}
        <ActionForm action={linkPropertyAction}>
          <input type="hidden" name="owner" value={owner.id} />
          <div className={styles.field}>
            <label htmlFor="owner-link-reference">{t('linkLabel')}</label>
            <input
              id="owner-link-reference"
              name="reference"
              required
              maxLength={40}
              autoComplete="off"
            />
          </div>
          <button type="submit" className={styles.button}>
            {t('linkSubmit')}
          </button>
        </ActionForm>
      </section>
      {owner.properties.length > 0 && (
        <section className={styles.panel} aria-labelledby="owner-resend">
          <h2 id="owner-resend">{t('resend')}</h2>
          <ActionForm action={inviteOwnerAgainAction}>
            <input type="hidden" name="owner" value={owner.id} />
            <button type="submit" className={styles.button}>
              {t('resend')}
            </button>
          </ActionForm>
        </section>
      )}
      {owner.access !== 'none' && (
        <section className={styles.panel} aria-labelledby="owner-revoke">
          <h2 id="owner-revoke">{t('revokeHeading')}</h2>
          <p>{t('revokeIntro')}</p>
          <ActionForm action={revokeAccessAction}>
            <input type="hidden" name="owner" value={owner.id} />
            <div className={styles.actions}>
              <input type="checkbox" id="owner-revoke-confirm" name="confirm" value="yes" />
              <label htmlFor="owner-revoke-confirm">{t('revokeConfirm')}</label>
            </div>
            <button type="submit" className={styles.button}>
              {t('revokeSubmit')}
            </button>
          </ActionForm>
        </section>
      )}
    </>
  )
}
