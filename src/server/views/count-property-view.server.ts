import 'server-only'
import { headers } from 'next/headers'
import { after } from 'next/server'
import { db } from '@/server/db/client'
import { noteViewedProperty } from '@/server/page-cache/render-notes'
import { recordPropertyView } from './record-view'

/**
 * Counts a view of a property's page after the response is sent, and tells the page cache so
 * that its cached copies count theirs; counting must never break or slow the page.
 */
export async function countPropertyView(propertyId: number): Promise<void> {
  noteViewedProperty(propertyId)
  let userAgent: string | null = null
  try {
    userAgent = (await headers()).get('user-agent')
  } catch {
    return
  }
  after(async () => {
    try {
      await recordPropertyView(db(), propertyId, userAgent)
    } catch {
      // A lost view count is not worth an error page.
    }
  })
}
