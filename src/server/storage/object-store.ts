import path from 'node:path'

/** An object as read back: its bytes and when it was last written. */
export type StoredObject = { bytes: Buffer; modified: Date }

/**
 * Where the site keeps the files it writes at run time: imported photos (`media/…`), their
 * variants (`cache/img/…`), CVs, testimonial photos and calendar files (`attachments/…`). Keys are
 * relative paths with `/`; the same key names the same file in every store, so DATA_DIR's layout
 * and the bucket's are one.
 */
export interface ObjectStore {
  /** For the start log: where the files go. */
  readonly description: string
  get(key: string): Promise<StoredObject | null>
  /** When the object was last written; null when there is none. */
  modified(key: string): Promise<Date | null>
  /** Writes the whole object: a reader, in any instance, sees the old bytes or all the new ones. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** Removes one object; no error when it is absent. */
  remove(key: string): Promise<void>
  /** Removes every object whose key starts with `folder/`. */
  removeFolder(folder: string): Promise<void>
  /** Every object under `folder/`, at any depth, in no particular order. */
  list(folder: string): AsyncIterable<{ key: string; modified: Date }>
}

/**
 * Throws unless `key` is a plain relative path: no leading or trailing `/`, no empty, `.` or `..`
 * segment, no backslash or control character. Whatever reaches a store stays inside it.
 */
export function checkKey(key: string): string {
  const valid =
    key.length > 0 &&
    key.length <= 1024 &&
    !key.startsWith('/') &&
    !key.endsWith('/') &&
    !/[\\\u0000-\u001f\u007f]/.test(key) &&
    path.posix.normalize(key) === key &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  if (!valid) throw new Error(`Not a storage key: ${JSON.stringify(key)}`)
  return key
}
