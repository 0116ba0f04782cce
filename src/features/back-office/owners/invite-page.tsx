import { getTranslations } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { adminHref } from '@/features/back-office/admin-paths'
import { InviteForm } from '@/features/back-office/forms/invite-form'
import { inviteOwnerAction } from './owner-actions'

/** The invitation page: who, in which language, with which properties. */
export async function InvitePage({ lang }: { lang: Language }) {
  const [t, names, { enabled, defaultLanguage }] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.owners' }),
    getTranslations({ locale: lang, namespace: 'languages' }),
    getLanguageSettings(),
  ])
  return (
    <>
      <p>
        <a href={adminHref(lang, defaultLanguage, 'owners')}>{t('back')}</a>
      </p>
      <h1>{t('inviteHeading')}</h1>
      <p>{t('inviteIntro')}</p>
      <InviteForm
        action={inviteOwnerAction}
        prefix="invite"
        fields={[
          { name: 'firstName', label: t('firstName'), maxLength: 100 },
          { name: 'lastName', label: t('lastName'), maxLength: 100 },
          { name: 'email', label: t('email'), type: 'email', maxLength: 254 },
          {
            name: 'language',
            label: t('language'),
            options: enabled.map((code) => [code, names(code)]),
          },
          {
            name: 'references',
            label: t('references'),
            hint: t('referencesHint'),
            maxLength: 500,
          },
        ]}
        texts={{
          send: t('send'),
          errorSummary: t('errorSummary'),
          errors: {
            firstNameRequired: t('errors.firstNameRequired'),
            lastNameRequired: t('errors.lastNameRequired'),
            emailInvalid: t('errors.emailInvalid'),
            languageRequired: t('errors.languageRequired'),
            referencesRequired: t('errors.referencesRequired'),
            // The references are put in by the form, from the server's answer.
            unknownReference: t('errors.unknownReference', { references: '{references}' }),
          },
        }}
      />
    </>
  )
}
