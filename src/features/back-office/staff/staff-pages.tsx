import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { ActionForm } from '@/lib/forms/components/action-form'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import { staffRoles } from '@/features/back-office/auth/staff-member'
import styles from '@/features/back-office/frame/back-office.module.css'
import { secondFactorRequired } from '@/features/back-office/security/second-factor'
import { InviteForm } from '@/features/back-office/forms/invite-form'
import { inviteStaffAction } from './staff-actions'
import {
  changeRoleAction,
  requireSecondFactorAction,
  resetSecondFactorAction,
  setDisabledAction,
} from './staff-actions'
import { listAgents, listStaff } from './staff-queries'
import { DataTable } from '@/features/back-office/frame/data-table'
import { reportActionResult } from '@/features/back-office/frame/action-result'

const notices = [
  'invited',
  'role-saved',
  'disabled',
  'enabled',
  'last-admin',
  'required-on',
  'required-off',
  'second-factor-reset',
] as const
type Notice = (typeof notices)[number]
const isNotice = (value: string | undefined): value is Notice =>
  (notices as readonly string[]).includes(value ?? '')

/** The staff screen for admins: every member, role and account state, and the 2FA setting. */
export async function StaffPage({ lang, notice }: { lang: Language; notice?: string }) {
  const [t, roles, names, { defaultLanguage }, rows, required] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.staff' }),
    getTranslations({ locale: lang, namespace: 'backOffice.roles' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
    listStaff(db()),
    secondFactorRequired(db()),
  ])
  if (isNotice(notice)) {
    const error = notice === 'last-admin'
    reportActionResult({ text: t(`notices.${notice}`), role: 'status', error })
  }
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'staff', 'invite')}>{t('invite')}</a>
      </p>
      <DataTable
        labelledBy="staff-caption"
        caption={t('heading')}
        columns={[t('name'), t('email'), t('role'), t('language'), t('secondFactor'), t('account')]}
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                {row.agent && row.agent !== row.name ? `${row.name} (${row.agent})` : row.name}
              </td>
              <td>{row.email}</td>
              <td>
                <ActionForm action={changeRoleAction} className={styles.actions}>
                  <input type="hidden" name="id" value={row.id} />
                  <label className="visually-hidden" htmlFor={`role-${row.id}`}>
                    {t('roleOf', { name: row.name })}
                  </label>
                  <select id={`role-${row.id}`} name="role" defaultValue={row.role}>
                    {staffRoles.map((role) => (
                      <option key={role} value={role}>
                        {roles(role)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="submit"
                    className={styles.linkButton}
                    aria-label={t('saveRole', { name: row.name })}
                  >
                    {t('save')}
                  </button>
                </ActionForm>
              </td>
              <td>{isSupportedLanguage(row.locale) ? names(row.locale) : row.locale}</td>
              <td>
                <span>{row.secondFactor ? t('on') : t('off')}</span>{' '}
                {row.secondFactor && (
                  <ActionForm action={resetSecondFactorAction} className={styles.inline}>
                    <input type="hidden" name="id" value={row.id} />
                    <button type="submit" className={styles.linkButton}>
                      {t('resetSecondFactor', { name: row.name })}
                    </button>
                  </ActionForm>
                )}
              </td>
              <td>
                <span>{row.disabledAt ? t('disabled') : t('active')}</span>{' '}
                <ActionForm action={setDisabledAction} className={styles.inline}>
                  <input type="hidden" name="id" value={row.id} />
                  <input type="hidden" name="disabled" value={row.disabledAt ? 'no' : 'yes'} />
                  <button type="submit" className={styles.linkButton}>
                    {row.disabledAt
                      ? t('enable', { name: row.name })
                      : t('disable', { name: row.name })}
                  </button>
                </ActionForm>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <section className={styles.panel} aria-labelledby="require-heading">
        <h2 id="require-heading">{t('requireHeading')}</h2>
        <ActionForm action={requireSecondFactorAction}>
          <div className={styles.check}>
            <input
              id="require-second-factor"
              type="checkbox"
              name="required"
              value="yes"
              defaultChecked={required}
              aria-describedby="require-hint"
            />
            <label htmlFor="require-second-factor">{t('requireLabel')}</label>
          </div>
          <p className={styles.hint} id="require-hint">
            {t('requireHint')}
          </p>
          <button type="submit" className={styles.button}>
            {t('requireSave')}
          </button>
        </ActionForm>
      </section>
    </>
  )
}

/** The invitation page: name, address, role, language and listing agent. */
export async function InviteStaffPage({ lang }: { lang: Language }) {
  const [t, roles, names, { enabled, defaultLanguage }, agents] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.staff' }),
    getTranslations({ locale: lang, namespace: 'backOffice.roles' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
    listAgents(db()),
  ])
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'staff')}>{t('back')}</a>
      </p>
      <h1>{t('inviteHeading')}</h1>
      <p>{t('inviteIntro')}</p>
      <InviteForm
        action={inviteStaffAction}
        prefix="staff"
        fields={[
          { name: 'name', label: t('name'), maxLength: 100 },
          { name: 'email', label: t('email'), type: 'email', maxLength: 254 },
          {
            name: 'role',
            label: t('role'),
            options: [
              ['admin', roles('admin')],
              ['agent', roles('agent')],
            ],
          },
          {
            name: 'language',
            label: t('language'),
            options: enabled.map((code) => [code, names(code)]),
          },
          {
            name: 'agent',
            label: t('agent'),
            hint: t('agentHint'),
            options: agents.map((agent) => [String(agent.id), agent.name ?? '']),
            empty: { label: t('noAgent'), required: false },
          },
        ]}
        texts={{
          send: t('send'),
          errorSummary: t('errorSummary'),
          errors: {
            nameRequired: t('errors.nameRequired'),
            emailInvalid: t('errors.emailInvalid'),
            roleRequired: t('errors.roleRequired'),
            languageRequired: t('errors.languageRequired'),
            agentUnknown: t('errors.agentUnknown'),
            emailTaken: t('errors.emailTaken'),
          },
        }}
      />
    </>
  )
}
