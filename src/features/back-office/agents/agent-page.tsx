import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { ActionForm } from '@/lib/forms/components/action-form'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import { reportActionResult } from '@/features/back-office/frame/action-result'
import styles from '@/features/back-office/frame/back-office.module.css'
import { createAgentAction, editAgentAction, retireAgentAction } from './agent-actions'
import { agentCrmId } from './agent-changes'
import { crmInForce } from './agent-crm.server'
import { AgentForm } from './agent-form'
import { activeAgent, activeAgents } from './agent-queries'
import { agentFormTexts } from './agent-texts'

/** A new agent's form. */
export async function NewAgentPage({ lang }: { lang: Language }) {
  const [t, { defaultLanguage }, crm] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.agents' }),
    getLanguageSettings(),
    crmInForce(lang),
  ])
  const form = await agentFormTexts(lang, crm?.name ?? null)
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'agents')}>{t('back')}</a>
      </p>
      <h1>{t('newHeading')}</h1>
      <AgentForm
        action={createAgentAction}
        defaults={{ onTeamPage: 'yes', languages: [] }}
        photo={null}
        crm={crm?.name ?? null}
        {...form}
      />
    </>
  )
}

const refusals = ['successorRequired', 'successorInvalid'] as const

/** An agent's form, and their leaving: who takes over their listings, projects and leads. */
export async function AgentPage({
  lang,
  id,
  notice,
}: {
  lang: Language
  id: number
  notice?: string
}) {
  const agent = await activeAgent(db(), id)
  if (!agent) notFound()
  const [t, { defaultLanguage }, crm, colleagues] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.agents' }),
    getLanguageSettings(),
    crmInForce(lang),
    activeAgents(db()),
  ])
  const [form, crmId] = await Promise.all([
    agentFormTexts(lang, crm?.name ?? null),
    crm ? agentCrmId(db(), crm.provider, agent.id) : '',
  ])
  const refusal = refusals.find((code) => code === notice)
  if (refusal) reportActionResult({ text: t(`notices.${refusal}`), role: 'alert', error: true })
  const name = `${agent.firstName} ${agent.lastName}`
  const others = colleagues.filter((colleague) => colleague.id !== agent.id)
  const own = colleagues.find((colleague) => colleague.id === agent.id)
  const perLanguage = (texts: Record<string, string> | null, prefix: string) =>
    Object.fromEntries(
      Object.entries(texts ?? {}).map(([code, text]) => [`${prefix}.${code}`, text]),
    )
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'agents')}>{t('back')}</a>
      </p>
      <h1>{t('editHeading', { name })}</h1>
      <AgentForm
        action={editAgentAction}
        id={agent.id}
        defaults={{
          firstName: agent.firstName,
          lastName: agent.lastName,
          email: agent.email,
          phone: agent.phone,
          ...perLanguage(agent.role, 'role'),
          ...perLanguage(agent.bio, 'bio'),
          languages: agent.languages,
          onTeamPage: agent.slug ? 'yes' : '',
          slug: agent.slug ?? '',
          crmId,
        }}
        photo={agent.photo ? { src: agent.photo, alt: t('photoOf', { name }) } : null}
        crm={crm?.name ?? null}
        {...form}
      />
      <section className={styles.panel} aria-labelledby="retire-heading">
        <h2 id="retire-heading">{t('retireHeading')}</h2>
        <p id="retire-hint">
          {t('retireText', { listings: own?.listings ?? 0, projects: own?.projects ?? 0 })}
        </p>
        <ActionForm action={retireAgentAction}>
          <input type="hidden" name="id" value={agent.id} />
          <div className={styles.field}>
            <label htmlFor="retire-successor">{t('successorLabel')}</label>
            <select
              id="retire-successor"
              name="successor"
              defaultValue=""
              aria-describedby="retire-hint"
            >
              <option value="">{t('noSuccessor')}</option>
              {others.map((colleague) => (
                <option key={colleague.id} value={colleague.id}>
                  {`${colleague.firstName} ${colleague.lastName}`}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={styles.button}>
            {t('retire', { name })}
          </button>
        </ActionForm>
      </section>
    </>
  )
}
