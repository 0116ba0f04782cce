'use client'
import { useTranslations } from 'next-intl'
import { TextArea, TextField } from '@/lib/forms/components/fields'
import { PrivacyNote } from '@/lib/forms/components/privacy-note'
import { RequestForm } from '@/lib/forms/components/request-form'
import { submitSendToFriend } from './listing-actions'
import { sendToFriendSchema } from './listing-request-schemas'
import styles from './listing-requests.module.css'

/** Send a property to a friend (specification §3 "Friend"): the friend gets the e-mail. */
export function SendToFriendForm({
  id,
  locale,
  propertyId,
  privacyHref,
}: {
  id: string
  locale: string
  propertyId: number
  privacyHref: string
}) {
  const l = useTranslations('listingForms.friend')
  const labels = {
    firstName: l('firstName'),
    lastName: l('lastName'),
    email: l('email'),
    'friend.firstName': l('friendFirstName'),
    'friend.lastName': l('friendLastName'),
    'friend.email': l('friendEmail'),
    message: l('message'),
  }
  return (
    <RequestForm
      id={id}
      action={submitSendToFriend}
      schema={sendToFriendSchema}
      labels={labels}
      submitLabel={l('submit')}
      hidden={{ locale, propertyId: String(propertyId) }}
      disclosure={{ summary: l('title'), className: styles.disclosure }}
    >
      <p className={styles.note}>{l('intro')}</p>
      <TextField name="firstName" required autoComplete="given-name" />
      <TextField name="lastName" required autoComplete="family-name" />
      <TextField name="email" type="email" required autoComplete="email" />
      <TextField name="friend.firstName" required autoComplete="off" />
      <TextField name="friend.lastName" required autoComplete="off" />
      <TextField name="friend.email" type="email" required autoComplete="off" />
      <TextArea name="message" rows={3} hint={l('messageHint')} />
      <PrivacyNote href={privacyHref} />
    </RequestForm>
  )
}
