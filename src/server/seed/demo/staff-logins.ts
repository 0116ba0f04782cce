import { inArray } from 'drizzle-orm'
import { hashPassword } from '@/server/auth/password-hash'
import { agents, staff, staffAuthAccounts, staffAuthUsers } from '@/server/db/schema'
import type { Transaction } from '@/server/db/types'

/** The demo's staff logins, documented in docs/operations.md ("Demo data"). */
export const demoStaff = [
  {
    email: 'admin@example.be',
    name: 'Admin Immo Horizon',
    role: 'admin',
    locale: 'en',
    password: 'admin-portal-demo',
  },
  {
    email: 'camille.lambert@immohorizon.be',
    name: 'Camille Lambert',
    role: 'agent',
    locale: 'fr',
    password: 'agent-portal-demo',
  },
] as const

/** Hashed once, before the seed's transaction (Argon2id takes its time on purpose). */
export async function demoStaffHashes(): Promise<Map<string, string>> {
  const hashes = await Promise.all(demoStaff.map((member) => hashPassword(member.password)))
  return new Map(demoStaff.map((member, index) => [member.email, hashes[index]!]))
}

/**
 * Replaces the demo staff (their sessions go with them); an agent is linked to the listing agent
 * with the same address. Staff a real agency made are left alone.
 */
export async function seedDemoStaff(tx: Transaction, hashes: Map<string, string>): Promise<void> {
  const emails = demoStaff.map((member) => member.email)
  await tx.delete(staff).where(inArray(staff.email, emails))
  const listingAgents = await tx
    .select({ id: agents.id, email: agents.email })
    .from(agents)
    .where(inArray(agents.email, emails))
  for (const member of demoStaff) {
    await tx.insert(staff).values({
      email: member.email,
      name: member.name,
      role: member.role,
      locale: member.locale,
      agentId: listingAgents.find((agent) => agent.email === member.email)?.id ?? null,
    })
    const userId = `demo-staff-${member.role}-${member.email}`
    await tx.insert(staffAuthUsers).values({
      id: userId,
      name: member.name,
      email: member.email,
      emailVerified: true,
    })
    await tx.insert(staffAuthAccounts).values({
      id: userId,
      accountId: userId,
      providerId: 'credential',
      userId,
      password: hashes.get(member.email)!,
    })
  }
}
