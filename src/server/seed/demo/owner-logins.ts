import { hashPassword } from '@/server/auth/password-hash'
import type { authAccounts, authUsers, owners } from '@/server/db/schema'

/** The demo owners' passwords, documented in docs/operations.md ("Demo data"). */
export const demoOwnerPasswords: Record<string, string> = {
  'sophie.claes@example.be': 'sophie-portal-demo',
  'marc.dubois@example.be': 'marc-portal-demo',
}

/** A login for every demo owner, as an accepted invitation would leave it. */
export async function ownerLoginRows(ownerRows: (typeof owners.$inferInsert)[]): Promise<{
  users: (typeof authUsers.$inferInsert)[]
  accounts: (typeof authAccounts.$inferInsert)[]
}> {
  const users: (typeof authUsers.$inferInsert)[] = []
  const accounts: (typeof authAccounts.$inferInsert)[] = []
  for (const owner of ownerRows) {
    const password = demoOwnerPasswords[owner.email]
    if (!password) continue
    const userId = `demo-owner-${owner.id}`
    users.push({
      id: userId,
      name: `${owner.firstName} ${owner.lastName}`,
      email: owner.email,
      emailVerified: true,
    })
    accounts.push({
      id: `demo-credential-${owner.id}`,
      accountId: userId,
      providerId: 'credential',
      userId,
      password: await hashPassword(password),
    })
  }
  return { users, accounts }
}
