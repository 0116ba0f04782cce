'use server'

import { redirect } from 'next/navigation'
import { env } from '@/lib/env.server'
import { formFiles } from '@/lib/forms/form-values'
import { db } from '@/server/db/client'
import { objectStore } from '@/server/storage/shared-store.server'
import { activeCrmSettings } from '@/features/crm/server'
import {
  backOfficeAction,
  type ActionContext,
} from '@/features/back-office/screens/back-office-action'
import { retireAgent, saveAgent } from './agent-changes'
import { storeUploadedPortrait } from './agent-photo-upload.server'
import {
  agentIdSchema,
  agentSchema,
  retireSchema,
  type AgentError,
  type AgentField,
  type AgentFormState,
} from './agent-schema'

/** What was typed, to give a refused form back as it was (the photo is never given back). */
function typed(form: FormData): AgentFormState['values'] {
  const values: NonNullable<AgentFormState['values']> = {}
  for (const name of new Set(form.keys())) {
    if (name.startsWith('$ACTION') || name === 'photo') continue
    const all = form.getAll(name).filter((value) => typeof value === 'string')
    values[name] = name === 'languages' ? all : (all[0] ?? '')
  }
  return values
}

/**
 * Creates or edits an agent: every field is checked again here, the photo by decoding it, and a
 * refusal gives the form back with its errors by field and nothing stored.
 */
async function save(
  id: number | null,
  { member, form, values, url }: ActionContext<'createAgent' | 'editAgent'>,
): Promise<AgentFormState> {
  const parsed = agentSchema.safeParse(values)
  const errors: Partial<Record<AgentField, AgentError>> = {}
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path.filter((key) => typeof key === 'string').join('.') as AgentField
    errors[field] ??= issue.message as AgentError
  }
  const file = formFiles(form, ['photo']).photo
  const upload =
    file && !Object.keys(errors).length && (await storeUploadedPortrait(objectStore(), file))
  if (upload && 'error' in upload) errors.photo = upload.error
  if (!parsed.success || Object.keys(errors).length) return { errors, values: typed(form) }

  const { settings } = await activeCrmSettings(db(), env())
  const photo =
    upload && 'photo' in upload
      ? upload.photo
      : form.get('removePhoto') === 'yes'
        ? null
        : undefined
  const saved = await saveAgent(db(), member, id, parsed.data, {
    provider: settings?.provider ?? null,
    photo,
  })
  if (saved.result === 'slugInvalid' || saved.result === 'slugTaken') {
    return { errors: { slug: saved.result }, values: typed(form) }
  }
  if (saved.result === 'crmIdTaken') {
    return { errors: { crmId: saved.result }, values: typed(form) }
  }
  if (saved.result !== 'saved') redirect(`${await url('agents')}?notice=not-found`)
  redirect(`${await url('agents')}?notice=${id === null ? 'created' : 'saved'}`)
}

export const createAgentAction = backOfficeAction(
  'createAgent',
  async (context): Promise<AgentFormState> => save(null, context),
)

export const editAgentAction = backOfficeAction(
  'editAgent',
  async (context): Promise<AgentFormState> => {
    const target = agentIdSchema.safeParse(context.values)
    if (!target.success) redirect(await context.url('agents'))
    return save(target.data.id, context)
  },
)

/** An agent leaves; their listings, projects and open leads go to the chosen colleague. */
export const retireAgentAction = backOfficeAction(
  'retireAgent',
  async ({ member, values, url }): Promise<void> => {
    const parsed = retireSchema.safeParse(values)
    if (!parsed.success) redirect(await url('agents'))
    const done = await retireAgent(db(), member, parsed.data)
    if (done.result === 'retired') redirect(`${await url('agents')}?notice=retired`)
    if (done.result === 'not-found') redirect(`${await url('agents')}?notice=not-found`)
    redirect(`${await url('agents', String(parsed.data.id))}?notice=${done.result}`)
  },
)
