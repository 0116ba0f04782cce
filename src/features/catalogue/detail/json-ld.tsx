import { jsonLdText } from './structured-data'

/** A schema.org block; its JSON has '<' escaped so it cannot close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  )
}
