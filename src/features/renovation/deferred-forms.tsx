'use client'
import { deferredForm } from '@/lib/forms/components/deferred-form'
import './renovation-calculator.module.css'

/** The renovation-cost calculator, fetched when the visitor comes near it. */
export const RenovationCalculator = deferredForm(() =>
  import('./renovation-calculator').then((m) => m.RenovationCalculator),
)
