import { hashPassword } from '../../src/server/auth/password-hash'
import { query } from './e2e-database'
import { uniqueAddress } from './mail-sink'

/**
 * An owner of one test alone, with a login and `password`, so no other test's login changes.
 * Returns the owner's id and e-mail address.
 */
export async function ownerWithPassword(
  name: { first: string; last: string },
  password: string,
): Promise<{ id: number; email: string }> {
  const email = uniqueAddress('owner')
  const [owner] = await query<{ id: number }>(
    `insert into owners (email, first_name, last_name, locale) values ($1, $2, $3, 'nl')
     returning id`,
    [email, name.first, name.last],
  )
  const userId = `e2e-${owner!.id}`
  await query(`insert into auth_users (id, name, email) values ($1, $2, $3)`, [
    userId,
    `${name.first} ${name.last}`,
    email,
  ])
  await query(
    `insert into auth_accounts (id, account_id, provider_id, user_id, password)
     values ($1, $1, 'credential', $1, $2)`,
    [userId, await hashPassword(password)],
  )
  return { id: owner!.id, email }
}

/** The references of the properties an owner of the demo data owns, in order. */
export async function referencesOf(email: string): Promise<string[]> {
  const rows = await query<{ reference: string }>(
    `select p.reference from properties p
     join owner_properties op on op.property_id = p.id
     join owners o on o.id = op.owner_id
     where o.email = $1 order by p.reference`,
    [email],
  )
  return rows.map((row) => row.reference)
}
