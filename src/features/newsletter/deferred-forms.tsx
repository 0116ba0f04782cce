'use client'
import { deferredForm } from '@/lib/forms/components/deferred-form'
import './newsletter.module.css'

/** The footer's sign-up, its code fetched when the visitor reaches the footer or turns to it. */
export const NewsletterForm = deferredForm(() =>
  import('./newsletter-form').then((m) => m.NewsletterForm),
)
