'use client'
import dynamic from 'next/dynamic'

/**
 * The purchase offer form in a chunk of its own: the amount-in-words libraries of four languages
 * (about 15 KB gzip) are then fetched on the pages that show the form, not on every page of the
 * site's one route. The server still renders it, so it works without JavaScript.
 */
export const OfferFormLoader = dynamic(() => import('./offer-form').then((m) => m.OfferForm))
