import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { checkKey, type ObjectStore } from './object-store'

export type S3Settings = {
  bucket: string
  /** Unset: AWS S3 itself. Set (MinIO, Garage, Ceph, R2…): addressed by path, bucket after host. */
  endpoint?: string
  region: string
  /** Unset: the SDK's own chain (instance role, AWS_* variables, shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

/** An S3-compatible bucket, shared by every instance of the site. */
export function s3Store(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.endpoint !== undefined,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers reject the SDK's
    // newer default trailers, and TLS already protects the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket

  async function* list(folder: string) {
    let ContinuationToken: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${checkKey(folder)}/`, ContinuationToken }),
      )
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modified: object.LastModified ?? new Date(0) }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
  }

  return {
    description: `bucket ${Bucket} at ${settings.endpoint ?? `AWS S3 (${settings.region})`}`,
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }))
        if (!object.Body) return null
        return {
          bytes: Buffer.from(await object.Body.transformToByteArray()),
          modified: object.LastModified ?? new Date(0),
        }
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async modified(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }))
        return head.LastModified ?? new Date(0)
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentType }),
      )
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }))
    },
    async removeFolder(folder) {
      let batch: { Key: string }[] = []
      const flush = async () => {
        if (batch.length === 0) return
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
        )
        batch = []
      }
      // Collected first: deleting while listing would move the pages under the listing.
      const keys: string[] = []
      for await (const { key } of list(folder)) keys.push(key)
      for (const Key of keys) {
        batch.push({ Key })
        if (batch.length === 1000) await flush()
      }
      await flush()
    },
    list,
  }
}
