/** The largest feed file the back office takes (a feed of a few hundred listings is far less). */
export const maxFeedMegabytes = 5
export const maxFeedBytes = maxFeedMegabytes * 1024 * 1024

// Error codes are message keys of `backOffice.imports.errors`.
export type FeedUploadError = 'fileRequired' | 'tooLarge' | 'notJson'

/**
 * An uploaded feed file read as JSON, or why it cannot be: no file, over the limit, or not JSON.
 * Whether the JSON is a feed is the import's question; it records a refused run then.
 */
export async function readFeedUpload(
  file: FormDataEntryValue | null,
): Promise<{ feed: unknown; fileName: string } | { error: FeedUploadError }> {
  if (!(file instanceof File) || file.size === 0) return { error: 'fileRequired' }
  if (file.size > maxFeedBytes) return { error: 'tooLarge' }
  try {
    return { feed: JSON.parse(await file.text()), fileName: file.name.slice(0, 200) || 'feed.json' }
  } catch {
    return { error: 'notJson' }
  }
}
