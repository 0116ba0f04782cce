import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { z } from '@/lib/zod'
import type { FormState } from '@/lib/forms/form-state'
import { env } from '@/lib/env.server'
import { processRequest, type RequestSpec } from './process-request.server'
import { thankYouPath } from '@/server/routing/thank-you.server'
import { databaseUnreachableHeader } from '@/server/database-unreachable-header'

/** The client address main.ts put in `x-client-ip` (the socket's, or the proxy's when trusted). */
async function clientIp(): Promise<string> {
  return (await headers()).get('x-client-ip') ?? 'unknown'
}

/** What main.ts found before passing the request on; it drops the header a client sends. */
async function databaseUnreachable(): Promise<boolean> {
  return (await headers()).get(databaseUnreachableHeader) === '1'
}

/**
 * A form's server action body: refuses with a FormState, or stores the request and sends the
 * visitor to the form's localized thank-you page (`feedbackPath`, e.g. 'feedback/site-contact').
 */
export async function acceptRequest<S extends z.ZodType, Found>(
  spec: RequestSpec<S, Found>,
  feedbackPath: string,
  formData: FormData,
): Promise<FormState> {
  const { FORM_LIMIT_IP, FORM_LIMIT_EMAIL, FORM_LIMIT_NOSCRIPT, FORM_LIMIT_CONFIRMATIONS } = env()
  const result = await processRequest(spec, formData, {
    ip: await clientIp(),
    databaseUnreachable: await databaseUnreachable(),
    limits: {
      perIp: FORM_LIMIT_IP,
      perEmail: FORM_LIMIT_EMAIL,
      noScriptPerIp: FORM_LIMIT_NOSCRIPT,
      confirmationsPerDay: FORM_LIMIT_CONFIRMATIONS,
    },
  })
  if (!result.accepted) return result.state
  redirect(await thankYouPath(feedbackPath, result.locale))
}
