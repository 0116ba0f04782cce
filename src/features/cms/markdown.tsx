import Markdown from 'react-markdown'
import { isExternalTarget } from '@/lib/routing/localized-url'

/**
 * CMS text in Markdown. react-markdown renders to React elements and ignores raw HTML, so content
 * can never inject markup or scripts. Headings shift down one level under the page's h1.
 */
export function CmsMarkdown({ text, newTabLabel }: { text: string; newTabLabel: string }) {
  return (
    <Markdown
      components={{
        h1: 'h2',
        h2: 'h2',
        h3: 'h3',
        a: ({ href = '', children }) =>
          isExternalTarget(href) && !href.startsWith('mailto:') && !href.startsWith('tel:') ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
              <span className="visually-hidden"> {newTabLabel}</span>
            </a>
          ) : (
            <a href={href}>{children}</a>
          ),
      }}
    >
      {text}
    </Markdown>
  )
}
