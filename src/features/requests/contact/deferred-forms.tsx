'use client'
import { deferredForm } from '@/lib/forms/components/deferred-form'

// The contact pages' forms, each fetched when the visitor comes near it.

export const SiteContactForm = deferredForm(() =>
  import('./site-contact-form').then((m) => m.SiteContactForm),
)
export const ContactMeForm = deferredForm(() =>
  import('./contact-me-form').then((m) => m.ContactMeForm),
)
