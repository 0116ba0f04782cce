import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import { reportActionResult } from '@/features/back-office/frame/action-result'
import { DataTable } from '@/features/back-office/frame/data-table'
import { leadDateTime } from '@/features/back-office/leads/lead-format'
import { activeAgents, retiredAgents } from './agent-queries'

const notices = ['created', 'saved', 'retired', 'not-found'] as const
type Notice = (typeof notices)[number]
const isNotice = (value: string | undefined): value is Notice =>
  (notices as readonly string[]).includes(value ?? '')

/**
 * The Agents screen for admins: the agents with their page and listings, a link to add one,
 * those who left and who took over, and where the office's own details are set.
 */
export async function AgentsPage({ lang, notice }: { lang: Language; notice?: string }) {
  const [t, { defaultLanguage }, working, left] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.agents' }),
    getLanguageSettings(),
    activeAgents(db()),
    retiredAgents(db()),
  ])
  if (isNotice(notice)) {
    const error = notice === 'not-found'
    reportActionResult({ text: t(`notices.${notice}`), role: error ? 'alert' : 'status', error })
  }
  const href = (...segments: string[]) => adminHref(lang, defaultLanguage, ...segments)
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <p>
        <a href={href('agents', 'new')}>{t('add')}</a>
      </p>
      <DataTable
        labelledBy="agents-caption"
        caption={t('heading')}
        columns={[t('name'), t('email'), t('teamPage'), t('listings')]}
      >
        <tbody>
          {working.map((agent) => {
            const name = `${agent.firstName} ${agent.lastName}`
            return (
              <tr key={agent.id}>
                <td>
                  <a href={href('agents', String(agent.id))}>{name}</a>
                </td>
                <td>{agent.email}</td>
                <td>{agent.slug ? t('shown', { slug: agent.slug }) : t('hidden')}</td>
                <td>{t('counts', { listings: agent.listings, projects: agent.projects })}</td>
              </tr>
            )
          })}
        </tbody>
      </DataTable>
      {left.length > 0 && (
        <section aria-labelledby="retired-heading">
          <h2 id="retired-heading">{t('retiredHeading')}</h2>
          <DataTable
            labelledBy="retired-heading"
            columns={[t('name'), t('retiredOn'), t('successor')]}
          >
            <tbody>
              {left.map((agent) => (
                <tr key={agent.id}>
                  <td>{`${agent.firstName} ${agent.lastName}`}</td>
                  <td>{agent.retiredAt ? leadDateTime(lang, agent.retiredAt) : ''}</td>
                  <td>
                    {agent.successorFirstName
                      ? `${agent.successorFirstName} ${agent.successorLastName}`
                      : t('nobody')}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </section>
      )}
      <section aria-labelledby="office-heading">
        <h2 id="office-heading">{t('officeHeading')}</h2>
        <p>
          {t('officeText')} <a href={href('settings', 'agency')}>{t('officeLink')}</a>
        </p>
      </section>
    </>
  )
}
