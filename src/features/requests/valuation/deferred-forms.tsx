'use client'
import { deferredForm } from '@/lib/forms/components/deferred-form'

/** The free valuation in steps, fetched when the visitor comes near it. */
export const ValuationForm = deferredForm(() =>
  import('./valuation-form').then((m) => m.ValuationForm),
)
