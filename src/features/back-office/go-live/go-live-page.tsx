import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { ActionForm } from '@/lib/forms/components/action-form'
import { db } from '@/server/db/client'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { adminHref } from '@/features/back-office/admin-paths'
import { reportActionResult } from '@/features/back-office/frame/action-result'
import styles from '@/features/back-office/frame/back-office.module.css'
import { demoFindings, demoReference, ownAgents, removalBlocker } from './demo-findings'
import { isDemoKind, type DemoKind, type RemovalProblem } from './demo-kinds'
import { removeDemoAction } from './go-live-actions'

const problems = [
  'noOwnAdmin',
  'signedInAsDemo',
  'agencyUnchanged',
  'notRemovable',
  'unknownAgent',
  'nothingLeft',
] as const satisfies readonly RemovalProblem[]

/**
 * The Go live checklist (issue #32): what of the demo agency is still on the site, kind by kind,
 * each removed with a ticked confirmation; what must come first (an admin of the agency's own,
 * the agency's details) and where the texts and the logo are changed.
 */
export async function GoLivePage({
  lang,
  memberId,
  search,
}: {
  lang: Language
  memberId: number
  search: { notice?: string; problem?: string; error?: string; kind?: string; count?: string }
}) {
  const reference = demoReference()
  const [t, sectionNames, { defaultLanguage }, found, agents] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.goLive' }),
    getTranslations({ locale: lang, namespace: 'backOffice.settings.sections' }),
    getLanguageSettings(),
    demoFindings(db(), reference),
    ownAgents(db(), reference),
  ])
  const { findings, texts } = found
  const kind = isDemoKind(search.kind) ? search.kind : undefined
  const problem = problems.find((value) => value === search.problem)
  if (kind && search.notice === 'removed') {
    const count = Number(search.count ?? 0)
    reportActionResult({
      text: t('notice.removed', { kind: t(`kinds.${kind}.title`), count }),
      role: 'status',
      error: false,
    })
  } else if (kind && problem) {
    reportActionResult({ text: t(`problems.${problem}`), role: 'alert', error: true })
  }
  const failed = search.error === 'confirm' ? kind : undefined
  const href = (...segments: string[]) => adminHref(lang, defaultLanguage, ...segments)
  const left = findings.filter((finding) => finding.count > 0).length

  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <p>
        {left ? t('left', { count: left }) : t('done')} {t('backup')} <code>npm run backup</code> ·{' '}
        <code>npm run restore -- backups/…</code>
      </p>
      {findings.map((finding) => {
        const id = `go-live-${finding.kind}`
        const stopped = removalBlocker(finding.kind, found, memberId)
        const shown = finding.examples.slice(0, 8)
        return (
          <section
            key={finding.kind}
            id={finding.kind}
            className={styles.panel}
            aria-labelledby={id}
          >
            <h2 id={id}>{t(`kinds.${finding.kind}.title`)}</h2>
            <p>
              {finding.count
                ? t(`kinds.${finding.kind}.found`, { count: finding.count })
                : t(`kinds.${finding.kind}.clean`)}
            </p>
            {finding.count > 0 && finding.kind !== 'texts' && shown.length > 0 && (
              <p className={styles.hint}>
                {t('examples', {
                  list: shown.join(', '),
                  more: finding.examples.length - shown.length,
                })}
              </p>
            )}
            {finding.kind === 'texts' && finding.count > 0 && (
              <TextPlaces t={t} sectionNames={sectionNames} texts={texts} href={href} />
            )}
            {finding.kind === 'branding' && finding.count > 0 && (
              <p>
                <a href={href('settings', 'branding')}>{t('kinds.branding.where')}</a>
              </p>
            )}
            {finding.count > 0 && stopped && finding.kind !== 'branding' && (
              <p className={styles.error}>
                {t(`problems.${stopped}`)}{' '}
                {stopped === 'noOwnAdmin' && (
                  <a href={href('staff', 'invite')}>{t('inviteAdmin')}</a>
                )}
                {stopped === 'agencyUnchanged' && (
                  <a href={href('settings', 'agency')}>{t('agencySettings')}</a>
                )}
              </p>
            )}
            {finding.count > 0 && !stopped && finding.kind !== 'branding' && (
              <RemoveForm
                t={t}
                kind={finding.kind}
                count={finding.count}
                failed={failed === finding.kind}
                agents={finding.kind === 'agents' ? agents : undefined}
              />
            )}
          </section>
        )
      })}
    </>
  )
}

type Texts = Awaited<ReturnType<typeof getTranslations<'backOffice.goLive'>>>

/** Where the texts still name the demo, each with the link to where it is changed. */
function TextPlaces({
  t,
  sectionNames,
  texts,
  href,
}: {
  t: Texts
  /** The settings' own names of its sections, as its navigation shows them. */
  sectionNames: Awaited<ReturnType<typeof getTranslations<'backOffice.settings.sections'>>>
  texts: Awaited<ReturnType<typeof demoFindings>>['texts']
  href: (...segments: string[]) => string
}) {
  return (
    <ul>
      {texts.agency.length > 0 && (
        <li>
          <a href={href('settings', 'agency')}>
            {t('texts.agency', {
              fields: texts.agency.map((field) => t(`texts.fields.${field}`)).join(', '),
            })}
          </a>
        </li>
      )}
      {texts.sections
        .filter((section) => section !== 'agency')
        .map((section) => (
          <li key={section}>
            {section === 'other' ? (
              t('texts.other')
            ) : (
              <a href={href('settings', section)}>
                {t('texts.section', { section: sectionNames(section) })}
              </a>
            )}
          </li>
        ))}
      {texts.loanNote && <li>{t('texts.loanNote')}</li>}
      {texts.pages.map((page) => (
        <li key={page.id}>
          <a href={href('pages', String(page.id))}>{t('texts.page', { name: page.name })}</a>
        </li>
      ))}
    </ul>
  )
}

/** The confirmed removal of one kind: a box to tick, and for agents who takes their listings. */
function RemoveForm({
  t,
  kind,
  count,
  failed,
  agents,
}: {
  t: Texts
  kind: Exclude<DemoKind, 'branding'>
  count: number
  failed: boolean
  agents?: { id: number; name: string }[]
}) {
  const confirmId = `confirm-${kind}`
  const errorId = `confirm-${kind}-error`
  return (
    <ActionForm action={removeDemoAction}>
      <input type="hidden" name="kind" value={kind} />
      {agents && (
        <div className={styles.field}>
          <label htmlFor="go-live-agent">{t('agent')}</label>
          <select id="go-live-agent" name="agent" defaultValue="">
            <option value="">{t('noAgent')}</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {failed && (
        <p id={errorId} className={styles.error} role="alert">
          {t('errors.confirm')}
        </p>
      )}
      <div className={styles.check}>
        <input
          type="checkbox"
          id={confirmId}
          name="confirm"
          value="yes"
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? errorId : undefined}
        />
        <label htmlFor={confirmId}>{t(`kinds.${kind}.confirm`, { count })}</label>
      </div>
      <button type="submit" className={styles.button}>
        {t(`kinds.${kind}.remove`)}
      </button>
    </ActionForm>
  )
}
