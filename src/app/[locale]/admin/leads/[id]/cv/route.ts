import { leadCvResponse } from '@/features/back-office'

/** A job application's CV, for the staff who may see its lead. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; id: string }> },
): Promise<Response> {
  return leadCvResponse((await params).id)
}
