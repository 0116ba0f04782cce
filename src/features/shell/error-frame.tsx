'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { ErrorPageTexts } from './error-view'

/**
 * What the language's error page needs from the server, handed down by the layout: an error
 * boundary is a client component and cannot read the configuration or the catalogues itself.
 */
export type ErrorFrame = {
  texts: ErrorPageTexts
  homeHref: string
  logo: { src: string; alt: string; width: number; height: number }
}

const ErrorFrameContext = createContext<ErrorFrame | null>(null)

export function ErrorFrameProvider({
  frame,
  children,
}: {
  frame: ErrorFrame
  children: ReactNode
}) {
  return <ErrorFrameContext value={frame}>{children}</ErrorFrameContext>
}

/** The layout's error frame; without one the error goes on to global-error.tsx. */
export function useErrorFrame(): ErrorFrame {
  const frame = useContext(ErrorFrameContext)
  if (!frame) throw new Error('the error page is rendered outside the [locale] layout')
  return frame
}
