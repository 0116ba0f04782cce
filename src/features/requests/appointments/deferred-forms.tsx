'use client'
import { deferredForm } from '@/lib/forms/components/deferred-form'
import './booking.module.css'
import './slot-picker.module.css'

/** The booking form with its slot picker, fetched when the visitor comes near it. */
export const BookingForm = deferredForm(() => import('./booking-form').then((m) => m.BookingForm))
