'use client'
import { deferredForm } from '@/lib/forms/components/deferred-form'
import './demand-register.module.css'

/** The demand register with its zone picker, fetched when the visitor comes near it. */
export const DemandRegisterForm = deferredForm(() =>
  import('./demand-register-form').then((m) => m.DemandRegisterForm),
)
