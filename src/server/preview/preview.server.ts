import 'server-only'
import { headers } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'
import { cache } from 'react'
import { noteUncacheablePage } from '@/server/page-cache/render-notes'
import { previewHeader } from './preview-path'
import { isPreviewMarker } from './preview-marker'

/**
 * Whether this request shows drafts instead of published content: a preview path asked by a
 * signed-in admin, as src/proxy.ts established. Every loader of draftable content (pages,
 * the site configuration) asks this; such a page is never kept by the page cache. Outside a
 * request (the proxy, the mail worker, a command) nothing is a preview.
 */
export const isPreviewRequest = cache(async (): Promise<boolean> => {
  let preview = false
  try {
    preview = isPreviewMarker((await headers()).get(previewHeader))
  } catch (error) {
    unstable_rethrow(error)
  }
  if (preview) noteUncacheablePage()
  return preview
})
