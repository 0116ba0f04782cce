import { immutableImageResponse, notFound } from '@/features/catalogue/media/image-response.server'
import { importedFile } from '@/features/catalogue/media/media-file.server'
import { mediaRoots } from '@/features/catalogue/media/media-source.server'

type Params = { path: string[] }

/** Imported photos as stored; their names are content hashes, so they never change. */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const found = await importedFile(mediaRoots(), (await params).path)
  return found ? immutableImageResponse(request, found.bytes, found.contentType) : notFound()
}
