/**
 * What a test file sets up once, at module load (top-level await), closed by node:test's `after` hooks (cleanup.ts):
 * the test Wharf, tenants with their parties and client tokens. `const t = await openWharf(...)` replaces `let t`,
 * `before(...)` and `after(...)`.
 */
import { closeAfter } from './cleanup.ts'
import { createTestWharf, type TestOptions, type TestWharf } from './wharf.ts'
import { application, clientToken, party, tenant } from './fixtures.ts'

/** A test Wharf (createTestWharf) for the whole file, closed after its tests. */
export async function openWharf (env: Record<string, string> = {}, opts: TestOptions = {}): Promise<TestWharf> {
  const t = await createTestWharf(env, opts)
  closeAfter(t)
  return t
}

/** The client token of a new application of the tenant with `roles` (restricted to `parties` when given). */
export async function appToken (t: TestWharf, tenantId: string, roles: string[], parties?: string[], environment: 'acceptance' | 'production' = 'acceptance'): Promise<string> {
  return await clientToken(t, await application(t, tenantId, roles, parties), environment)
}

export interface TenantSetup {
  id: string
  subscriptionKey: string
  /** The internal ids of the parties, in the order given. */
  parties: string[]
  /** A client token of an application with the roles asked for (ApManager unless told). */
  token: string
}

/** A tenant with its parties (each an identifier, or the identifiers of one party) and an application's client token. */
export async function tenantWithParties (t: TestWharf, name: string, parties: Array<string | string[]>, opts: { roles?: string[], environment?: 'acceptance' | 'production' } = {}): Promise<TenantSetup> {
  const environment = opts.environment ?? 'acceptance'
  const created = await tenant(t, name, environment)
  const ids: string[] = []
  for (const p of parties) ids.push((await party(t, created.id, typeof p === 'string' ? [p] : p)).id)
  const token = await appToken(t, created.id, opts.roles ?? ['ApManager'], undefined, environment)
  return { id: created.id, subscriptionKey: created.subscriptionKey, parties: ids, token }
}
