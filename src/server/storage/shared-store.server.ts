import 'server-only'
import { env } from '@/lib/env.server'
import type { ObjectStore } from './object-store'
import { createObjectStore } from './object-storage'

let shared: ObjectStore | undefined

/** This process's store, from the validated environment. */
export function objectStore(): ObjectStore {
  shared ??= createObjectStore(env())
  return shared
}
