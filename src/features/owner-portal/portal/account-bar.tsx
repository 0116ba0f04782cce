import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { ActionForm } from '@/lib/forms/components/action-form'
import { logOut, logOutEverywhere } from '@/features/owner-portal/actions'
import type { PortalOwner } from '@/features/owner-portal/auth/owner-session'
import styles from './portal.module.css'

/** Who is logged in, and the two ways out (this browser, or every device). */
export async function AccountBar({ owner, lang }: { owner: PortalOwner; lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'ownerPortal.portal' })
  return (
    <section aria-label={t('account')} className={styles.account}>
      <p>{t('loggedInAs', { name: `${owner.firstName} ${owner.lastName}`, email: owner.email })}</p>
      <div className={styles.accountActions}>
        <ActionForm action={logOut}>
          <button type="submit" className={styles.secondaryButton}>
            {t('logout')}
          </button>
        </ActionForm>
        <ActionForm action={logOutEverywhere}>
          <button type="submit" className={styles.secondaryButton}>
            {t('logoutEverywhere')}
          </button>
        </ActionForm>
      </div>
    </section>
  )
}
