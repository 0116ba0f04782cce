import { env } from '@/lib/env.server'
import { db } from '@/server/db/client'
import { createObjectStore } from '@/server/storage/object-storage'
import { receiveSweepBrightWebhook } from '@/features/crm/push/sweepbright-receiver.server'

/** SweepBright's webhook: the receiver checks the signature, then applies the change. */
export async function POST(request: Request) {
  return receiveSweepBrightWebhook(request, {
    db: db(),
    env: env(),
    media: createObjectStore(env()),
  })
}
