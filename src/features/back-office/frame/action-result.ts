import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What the action that led to this page did, as the page words it from the redirect's notice:
 * shown in the frame's status region, which takes the focus. `alert` for a refusal that needs
 * attention, `error` for its colour.
 */
export type ActionResult = { text: string; role: 'status' | 'alert'; error: boolean }

// The page reports while it renders; the route (screens/screen-route.tsx) hands the report to
// the frame it draws around the page.
const reports = new AsyncLocalStorage<{ result?: ActionResult }>()

export function reportActionResult(result: ActionResult): void {
  const report = reports.getStore()
  if (report) report.result = result
}

/** Renders a page, with the result it reported. */
export async function withActionResult<T>(
  render: () => Promise<T>,
): Promise<{ page: T; result?: ActionResult }> {
  const report: { result?: ActionResult } = {}
  const page = await reports.run(report, render)
  return { page, result: report.result }
}
