import 'server-only'
import { headers } from 'next/headers'
import { scriptNonceOf } from './csp-nonce'

/** This response's script nonce: the proxy puts the response's policy on the request (src/proxy.ts). */
export async function requestScriptNonce(): Promise<string | undefined> {
  return scriptNonceOf((await headers()).get('content-security-policy') ?? '') ?? undefined
}
