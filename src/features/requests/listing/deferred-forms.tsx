'use client'
import { deferredForm } from '@/lib/forms/components/deferred-form'
import './listing-requests.module.css'

// A property or project page's forms, each fetched when the visitor comes near it.

export const InfoVisitForm = deferredForm(() =>
  import('./info-visit-form').then((m) => m.InfoVisitForm),
)
export const DocumentsForm = deferredForm(() =>
  import('./documents-form').then((m) => m.DocumentsForm),
)
export const RentalApplicationForm = deferredForm(() =>
  import('./rental-application-form').then((m) => m.RentalApplicationForm),
)
export const SendToFriendForm = deferredForm(() =>
  import('./send-to-friend-form').then((m) => m.SendToFriendForm),
)
export const ConstructionContactForm = deferredForm(() =>
  import('./construction-contact-form').then((m) => m.ConstructionContactForm),
)
