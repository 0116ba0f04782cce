import { exportLeadsResponse } from '@/features/back-office'

/** The filtered leads inbox as a CSV download (same filters and role scope as the page). */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  return exportLeadsResponse(request, (await params).locale)
}
