import 'server-only'
import { headers } from 'next/headers'
import { cache } from 'react'
import { noteUncacheablePage } from '@/server/page-cache/render-notes'
import { previewHeader } from './preview-path'

/**
 * Whether this request shows drafts instead of published content: a preview path asked by a
 * signed-in staff member, as src/proxy.ts established. Every loader of draftable content (pages,
 * the site configuration) asks this; such a page is never kept by the page cache.
 */
export const isPreviewRequest = cache(async (): Promise<boolean> => {
  const preview = (await headers()).get(previewHeader) === '1'
  if (preview) noteUncacheablePage()
  return preview
})
