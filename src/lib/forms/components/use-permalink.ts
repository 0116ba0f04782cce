'use client'
import { usePathname } from 'next/navigation'

/**
 * The page's own path, as the permalink of a server action's form (useActionState's third
 * argument): React writes it as the form's `action` where it would otherwise write `action=""`,
 * which HTML does not allow. Without JavaScript the form posts there, to this page.
 */
export function usePermalink(): string {
  return usePathname()
}
