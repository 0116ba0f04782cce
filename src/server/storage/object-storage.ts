import type { Env } from '@/lib/env-schema'
import { localStore } from './local-store'
import type { ObjectStore } from './object-store'
import { s3Store } from './s3-store'

type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>

/**
 * The bucket when S3_BUCKET is set (several hosts), else DATA_DIR (one host, or a volume that
 * every instance mounts). docs/decisions/031-object-storage.md.
 */
export function createObjectStore(settings: StorageEnv): ObjectStore {
  if (!settings.S3_BUCKET) return localStore(settings.DATA_DIR)
  return s3Store({
    bucket: settings.S3_BUCKET,
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
  })
}
