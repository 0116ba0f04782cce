'use server'

import { redirect } from 'next/navigation'
import { db } from '@/server/db/client'
import { backOfficeAction } from '@/features/back-office/screens/back-office-action'
import { isDemoKind } from './demo-kinds'
import { removeDemoKind } from './demo-removal'
import { removeDemoSchema } from './go-live-schema'

/**
 * Removes one kind of demo data (admins only), after the ticked confirmation; the screen opens
 * again saying what went, or why nothing did. The removal writes its own audit row.
 */
export const removeDemoAction = backOfficeAction(
  'removeDemo',
  async ({ member, values, url }): Promise<void> => {
    const screen = await url('go-live')
    const parsed = removeDemoSchema.safeParse(values)
    if (!parsed.success) {
      const kind = isDemoKind(values.kind) ? values.kind : 'listings'
      redirect(`${screen}?error=confirm&kind=${kind}#${kind}`)
    }
    const { kind, agent } = parsed.data
    const outcome = await removeDemoKind(db(), kind, { staffId: member.id, agentId: agent })
    redirect(
      outcome.ok
        ? `${screen}?notice=removed&kind=${kind}&count=${outcome.removed}`
        : `${screen}?problem=${outcome.problem}&kind=${kind}#${kind}`,
    )
  },
)
