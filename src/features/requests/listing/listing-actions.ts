'use server'
import type { FormState } from '@/lib/forms/form-state'
import { acceptRequest } from '@/server/requests/accept-request.server'
import {
  constructionContactRequest,
  documentsRequest,
  infoRequest,
  rentalApplicationRequest,
  sendToFriendRequest,
  visitRequest,
} from './listing-requests.server'

/** One form asks for information or a visit; each kind has its own e-mails and thank-you page. */
export async function submitInfoVisit(_state: FormState, formData: FormData) {
  return formData.get('request') === 'visit'
    ? acceptRequest(visitRequest, 'feedback/contact-appointment', formData)
    : acceptRequest(infoRequest, 'feedback/contact-me', formData)
}

export async function submitDocuments(_state: FormState, formData: FormData) {
  return acceptRequest(documentsRequest, 'feedback/documents', formData)
}

export async function submitSendToFriend(_state: FormState, formData: FormData) {
  return acceptRequest(sendToFriendRequest, 'feedback/send-to-friend', formData)
}

export async function submitRentalApplication(_state: FormState, formData: FormData) {
  return acceptRequest(rentalApplicationRequest, 'feedback/rental-application', formData)
}

export async function submitConstructionContact(_state: FormState, formData: FormData) {
  return acceptRequest(constructionContactRequest, 'feedback/contact-construction', formData)
}
