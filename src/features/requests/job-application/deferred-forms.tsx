'use client'
import { deferredForm } from '@/lib/forms/components/deferred-form'
import './job-application.module.css'

/** The job application with its CV upload, fetched when the visitor comes near it. */
export const JobApplicationForm = deferredForm(() =>
  import('./job-application-form').then((m) => m.JobApplicationForm),
)
