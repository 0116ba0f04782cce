import 'server-only'
import { formFiles } from '@/lib/forms/form-values'
import type { EditIssue } from '@/lib/site-config/site-config-edit'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { objectStore } from '@/server/storage/shared-store.server'
import { brandImageKinds, prepareBrandImage, storeBrandImage } from './brand-image.server'

/**
 * The branding form's uploads put into `config`: every file is decoded first, and none is stored
 * unless all are images, so a refused upload leaves nothing behind. Answers the issues (by the
 * file field's path) when one is not an image.
 */
export async function applyBrandUploads(config: SiteConfig, form: FormData): Promise<EditIssue[]> {
  const files = formFiles(
    form,
    brandImageKinds.map((kind) => `branding.${kind}`),
  )
  const prepared = await Promise.all(
    brandImageKinds.map(async (kind) => {
      const file = files[`branding.${kind}`]
      if (!file) return null
      return {
        kind,
        image: await prepareBrandImage(kind, new Uint8Array(await file.arrayBuffer())),
      }
    }),
  )
  const issues: EditIssue[] = prepared
    .filter((upload) => upload !== null && upload.image === null)
    .map((upload) => ({ path: ['branding', upload!.kind], code: 'notImage' }))
  if (issues.length > 0) return issues
  for (const upload of prepared) {
    if (upload?.image)
      config.branding[upload.kind] = await storeBrandImage(objectStore(), upload.image)
  }
  return []
}
