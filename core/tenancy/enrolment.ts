/**
 * Party enrolment, the core half of `POST /api/v1/peppol/enrollment` (served by the channel plugin that publishes
 * parties, peppol-as4, through PluginContext.enrolParty): in the caller's transaction, find or create the party by
 * its identifiers, add the missing ones, set its name, and create or update its hooks (matched by name within the
 * party) and its end-customer users (matched by username within the tenant). Declarative and safe to repeat: the
 * same input twice leaves the same state, and says on the second run that nothing was created.
 *
 * - Identifiers: none known in the environment -> a new party (a principal limited to some parties may not create
 *   one: 403); all known ones on one party of the tenant -> that party (the principal must be allowed to act for
 *   it); known on another tenant's party, or on two parties -> 409 PARTY_ID_TAKEN naming the identifier.
 * - Hooks: party-level, each with a `name` (required, unique in the request); an existing live hook of the party
 *   with that name gets the fields given (as PUT /api/v1/hook/{id}), otherwise a new one is created (as POST). Hooks
 *   of the party not named are left alone. A secureKey is shown in full only in the answer that set it.
 * - Users: a new username is created with its password (the tenant's rule), roles (ApUser by default) and a link to
 *   the party; an existing one is linked to the party when it is not yet, and its roles and password are left as
 *   they are (change them with /api/v1/users). A principal limited to some parties may only touch users linked to
 *   none but those parties (403).
 * Everything runs on `db`, the caller's transaction: an error anywhere leaves nothing behind. An existing party's
 * row is locked (FOR UPDATE) until the caller commits, so concurrent enrolments of one party do not both create a
 * hook; two creating the same new party collide on its identifiers (PARTY_ID_TAKEN): the caller retries once.
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Static } from 'typebox'
import type { Clock } from '../clock.ts'
import { WharfError } from '../errors.ts'
import { canActFor, forbidden, type Principal } from '../auth/principal.ts'
import { formatPartyId, parsePartyId, type PartyIdentifier } from '../peppol/identifiers.ts'
import { insertIdentifier, type PartyRow } from './parties.ts'
import { createUser, userPartyIds } from './users.ts'
import { findTenant } from './tenants.ts'
import { identifiersOf } from './parties.ts'
import { parseRoles } from './applications.ts'
import type { HookStore } from '../hooks/store.ts'
import { buildHookInput, hookView, type Body, type HookTargets, type HookView } from '../hooks/input.ts'
import { checkChannelEnabled } from '../hooks/validate.ts'
import { enablementAction } from '../hooks/source-hooks.ts'
import type { PluginCatalogue } from '../plugins/catalogue.ts'
import { jsonColumn } from '../db/rows.ts'

export interface EnrolmentUser { username: string, password: string, roles?: string[] }
export interface EnrolmentInput {
  /** `<schemeID>:<id>`, any accepted form; the first one names the party in hooks (their EndpointId). */
  identifiers: string[]
  name?: string
  hooks?: Array<Record<string, unknown>>
  users?: EnrolmentUser[]
}
export interface EnrolledUser { id: string, username: string, roles: string[], partyIds: string[], disabled: boolean, created: boolean }
export interface EnrolmentResult {
  /** True when this call created the party. */
  created: boolean
  /** True when the party was created or got identifiers (listeners of party changes were told). */
  identifiersChanged: boolean
  party: { id: string, tenantId: string, environment: string, name: string | null, identifiers: string[] }
  hooks: Array<Static<typeof HookView> & { created: boolean }>
  users: EnrolledUser[]
}
export interface EnrolmentDeps { clock: Clock, hooks: HookStore, targets: HookTargets, catalogue?: PluginCatalogue }

const taken = (id: PartyIdentifier, environment: string): WharfError =>
  new WharfError('PARTY_ID_TAKEN', `The identifier ${formatPartyId(id)} already belongs to another party in ${environment}`, { identifier: formatPartyId(id) })

function checkShape (input: EnrolmentInput): PartyIdentifier[] {
  if (input.identifiers.length === 0) throw new WharfError('VALIDATION_FAILED', 'A party needs at least one identifier', { field: 'identifiers' })
  const seen = new Map<string, PartyIdentifier>()
  for (const raw of input.identifiers) { const id = parsePartyId(raw); seen.set(`${id.scheme}:${id.key}`, id) }
  const names = new Set<string>()
  ;(input.hooks ?? []).forEach((h, i) => {
    const name = typeof h.name === 'string' ? h.name.trim() : ''
    if (name === '') throw new WharfError('VALIDATION_FAILED', `hooks[${i}].name is required: enrolment matches a party's hooks by name`, { field: `hooks[${i}].name` })
    if (names.has(name)) throw new WharfError('VALIDATION_FAILED', `hooks[${i}].name "${name}" is given twice`, { field: `hooks[${i}].name` })
    if (Object.prototype.hasOwnProperty.call(h, 'partyId')) throw new WharfError('VALIDATION_FAILED', `hooks[${i}].partyId is not taken: enrolment hooks belong to the enrolled party`, { field: `hooks[${i}].partyId` })
    names.add(name)
  })
  const usernames = new Set<string>()
  ;(input.users ?? []).forEach((u, i) => {
    const name = u.username.trim()
    if (usernames.has(name)) throw new WharfError('VALIDATION_FAILED', `users[${i}].username "${name}" is given twice`, { field: `users[${i}].username` })
    usernames.add(name)
  })
  return [...seen.values()]
}

/** The party holding the identifiers, created or completed; throws before changing anything it may not. */
async function upsertParty (db: Knex, clock: Clock, p: Principal, ids: PartyIdentifier[], name: string | undefined): Promise<{ row: PartyRow, created: boolean, added: boolean }> {
  const owners = new Map<string, PartyRow>()
  const missing: PartyIdentifier[] = []
  for (const id of ids) {
    const hit = await db('party_identifiers').where({ environment: p.environment, scheme: id.scheme, value_key: id.key }).first()
    if (hit === undefined) { missing.push(id); continue }
    if (hit.tenant_id !== p.tenantId) throw taken(id, p.environment)
    if (owners.size > 0 && !owners.has(hit.party_id as string)) {
      throw new WharfError('PARTY_ID_TAKEN', `The identifiers ${ids.map(formatPartyId).join(', ')} belong to different parties`, { identifier: formatPartyId(id) })
    }
    // Locked until the caller commits: concurrent enrolments of one party run one after the other.
    if (!owners.has(hit.party_id as string)) owners.set(hit.party_id as string, await db<PartyRow>('parties').where({ id: hit.party_id }).forUpdate().first() as PartyRow)
  }
  const now = new Date(clock.now())
  const wanted = name?.trim() === '' ? null : name?.trim()
  let row = [...owners.values()][0]
  const created = row === undefined
  if (row === undefined) {
    if (p.parties !== 'all') throw forbidden('an application or user limited to some parties cannot enrol new ones')
    row = { id: randomUUID(), tenant_id: p.tenantId, environment: p.environment, name: wanted ?? null, created_at: now }
    await db('parties').insert(row)
  } else {
    if (!canActFor(p, row.id)) throw forbidden(`no permission on party ${formatPartyId(ids[0])}`)
    if (wanted !== undefined && wanted !== row.name) {
      await db('parties').where({ id: row.id }).update({ name: wanted })
      row = { ...row, name: wanted }
    }
  }
  for (const id of missing) await insertIdentifier(db, row, id, now)
  return { row, created, added: missing.length > 0 }
}

async function upsertHooks (db: Knex, deps: EnrolmentDeps, p: Principal, party: PartyRow, endpointId: string, hooks: Array<Record<string, unknown>>): Promise<EnrolmentResult['hooks']> {
  const out: EnrolmentResult['hooks'] = []
  const tenant = { id: p.tenantId, name: p.tenantName }
  const existing = await db('hooks').where({ tenant_id: p.tenantId, environment: p.environment, party_id: party.id }).whereNull('deleted_at').select('id', 'name')
  for (const [i, h] of hooks.entries()) {
    const name = (h.name as string).trim()
    const match = existing.find(r => r.name === name)
    const base = match === undefined ? null : await deps.hooks.withSecrets(match.id as string, db) ?? null
    const where = base === null ? { partyId: party.id, endpointId } : { partyId: base.partyId, endpointId: base.endpointId }
    let input
    try {
      input = await buildHookInput({ ...h, name } as Body, base, where, deps.targets)
      if (base === null || input.action !== base.actionWithCredentials) checkChannelEnabled(deps.catalogue, enablementAction(input.action), tenant)
    } catch (err) {
      // Name the hook in the field: `hooks[1].url` rather than `url`.
      if (!(err instanceof WharfError)) throw err
      const details = err.details as Record<string, unknown> | undefined
      const field = typeof details?.field === 'string' ? `hooks[${i}].${details.field}` : `hooks[${i}]`
      throw new WharfError(err.code, `hooks[${i}]: ${err.message}`, { ...details, field })
    }
    if (base === null) {
      const rec = await deps.hooks.create(p.tenantId, p.environment, input, db)
      out.push({ ...hookView(rec, input.secureKey, input.action), created: true })
    } else {
      const rec = await deps.hooks.update(base, input, db)
      out.push({ ...hookView(rec, typeof h.secureKey === 'string' ? input.secureKey : undefined), created: false })
    }
  }
  return out
}

async function upsertUsers (db: Knex, clock: Clock, p: Principal, party: PartyRow, endpointId: string, users: EnrolmentUser[]): Promise<EnrolledUser[]> {
  if (users.length === 0) return []
  const tenant = await findTenant(db, p.tenantId)
  const within = (ids: string[]): boolean => p.parties === 'all' || ids.every(id => (p.parties as string[]).includes(id))
  const out: EnrolledUser[] = []
  for (const [i, u] of users.entries()) {
    const username = u.username.trim()
    const row = await db('users').where({ tenant_id: p.tenantId, username }).first()
    let id: string
    let created = false
    try {
      if (row === undefined) {
        id = (await createUser(db, clock, { tenant, username, password: u.password, parties: [endpointId], roles: u.roles ?? ['ApUser'] })).id
        created = true
      } else {
        id = row.id as string
        const links = await userPartyIds(db, id)
        if (!within(links)) throw forbidden(`users[${i}]: the user ${username} is linked to parties the token may not act for`)
        if (u.roles !== undefined) parseRoles(u.roles)
        if (!links.includes(party.id)) await db('user_parties').insert({ user_id: id, party_id: party.id })
      }
    } catch (err) {
      if (err instanceof WharfError && err.code !== 'FORBIDDEN') throw new WharfError(err.code, `users[${i}]: ${err.message}`, { ...(err.details as Record<string, unknown> | undefined), field: `users[${i}]` })
      throw err
    }
    const stored = await db('users').where({ id }).first()
    const links = await userPartyIds(db, id)
    out.push({ id, username, roles: jsonColumn<string[]>(stored.roles), partyIds: await identifiersOf(db, links), disabled: stored.disabled_at != null, created })
  }
  return out
}

/** Applies an enrolment on `db` (a transaction of the caller); see the head of this file. */
export async function enrolParty (db: Knex, deps: EnrolmentDeps, p: Principal, input: EnrolmentInput): Promise<EnrolmentResult> {
  const ids = checkShape(input)
  const { row, created, added } = await upsertParty(db, deps.clock, p, ids, input.name)
  const endpointId = formatPartyId(ids[0])
  const hooks = await upsertHooks(db, deps, p, row, endpointId, input.hooks ?? [])
  const users = await upsertUsers(db, deps.clock, p, row, endpointId, input.users ?? [])
  const identifiers = await identifiersOf(db, [row.id])
  return { created, identifiersChanged: created || added, party: { id: row.id, tenantId: row.tenant_id, environment: row.environment, name: row.name, identifiers }, hooks, users }
}
