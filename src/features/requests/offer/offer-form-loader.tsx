'use client'
import { deferredForm } from '@/lib/forms/components/deferred-form'
import './amount-in-words-fields.module.css'
import './offer-form.module.css'

/**
 * The purchase offer form, fetched when the visitor comes near it: with it the amount-in-words
 * libraries of four languages (about 15 KB gzip). The server still renders it, so it works
 * without JavaScript.
 */
export const OfferFormLoader = deferredForm(() => import('./offer-form').then((m) => m.OfferForm))
