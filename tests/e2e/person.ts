import type { Locator } from '@playwright/test'

export type Person = Record<'title' | 'first' | 'last' | 'email' | 'phone', string>

/** Fills the kit's person fields inside `form`, whatever the page language. */
export async function fillPerson(form: Locator, person: Person) {
  await form.getByRole('radio', { name: person.title, exact: true }).check()
  await form.getByLabel(/^(First name|Prénom|Voornaam|Vorname)/).fill(person.first)
  await form.getByLabel(/^(Last name|Nom|Naam|Nachname)/).fill(person.last)
  await form.getByLabel(/^(E-mail|E-Mail)/).fill(person.email)
  await form
    .getByRole('textbox', { name: /^(Phone|Téléphone|Telefoon|Telefon)/ })
    .fill(person.phone)
}
