import type { ReactNode } from 'react'

export const metadata = { title: 'Next.js floor', description: 'The least page Next.js serves.' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '1rem' }}>
        {children}
      </body>
    </html>
  )
}
