'use client'

import { useEffect } from 'react'
import { useErrorFrame } from '@/features/shell/error-frame'
import { ErrorView } from '@/features/shell/error-view'
import { digestOf } from '@/lib/error-digest'

/**
 * What a page that failed to render shows, inside the layout: the language, the theme's colours
 * and the logo stay. The rest of the site's frame (menus, footer, consent dialog) is read from the
 * database by server-only loaders, which a client component cannot call and which may be what
 * failed; so this page keeps the logo and a way home, not the navigation. The server logs the
 * error with the same digest (src/instrumentation.ts).
 */
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  const { texts, homeHref, logo } = useErrorFrame()
  const digest = digestOf(error)
  useEffect(() => {
    console.error(`Error page shown${digest ? ` (digest ${digest})` : ''}:`, error)
  }, [error, digest])
  return (
    <ErrorView
      texts={texts}
      homeHref={homeHref}
      digest={digest}
      onRetry={retry}
      header={
        <a href={homeHref}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the header's own logo, as it shows it */}
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
        </a>
      }
    />
  )
}
