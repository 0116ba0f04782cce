/** JSON for a `<script type="application/ld+json">`: '<' escaped so it cannot close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * A schema.org block. A data block runs no code, so the CSP's script nonce does not apply to it
 * (docs/decisions/028-csp-nonces.md).
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  )
}
