'use client'
import { deferredForm } from '@/lib/forms/components/deferred-form'
import './forms.module.css'

/** The owners' login, fetched when the visitor comes near it (it shares the site's one route). */
export const LoginForm = deferredForm(() => import('./login-form').then((m) => m.LoginForm))
