/**
 * Parties (the organisations an integrator sends and receives for) and their identifiers. A party holds one or more
 * identifiers `<scheme>:<id>`; letter aliases (BE:EN, NL:KVK, ...) and numeric schemes are interchangeable and stored
 * in the numeric form. Within one environment an identifier belongs to at most one party.
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import type { Environment } from '../config.ts'
import { WharfError } from '../errors.ts'
import { formatPartyId, parsePartyId, type PartyIdentifier } from '../peppol/identifiers.ts'
import { preparedRows } from '../db/prepared.ts'

export interface Party {
  id: string
  tenantId: string
  environment: Environment
  name: string | null
  identifiers: string[]
  createdAt: string
}

export interface PartyRow { id: string, tenant_id: string, environment: Environment, name: string | null, created_at: Date | string }

export interface CreateParty { tenantId: string, environment: Environment, identifiers: string[], name?: string }

export async function createParty (db: Knex, clock: Clock, input: CreateParty): Promise<Party> {
  if (input.identifiers.length === 0) throw new WharfError('VALIDATION_FAILED', 'A party needs at least one identifier')
  const ids = uniqueIds(input.identifiers.map(parsePartyId))
  const now = new Date(clock.now())
  const row: PartyRow = { id: randomUUID(), tenant_id: input.tenantId, environment: input.environment, name: input.name?.trim() || null, created_at: now }
  await db.transaction(async trx => {
    await trx('parties').insert(row)
    for (const id of ids) await insertIdentifier(trx, row, id, now)
  })
  return { ...toParty(row), identifiers: ids.map(formatPartyId) }
}

export async function addIdentifier (db: Knex, clock: Clock, partyId: string, identifier: string): Promise<Party> {
  const row = await db<PartyRow>('parties').where({ id: partyId }).first()
  if (row === undefined) throw new WharfError('NOT_FOUND', 'No such party')
  await insertIdentifier(db, row, parsePartyId(identifier), new Date(clock.now()))
  return await getParty(db, partyId)
}

export async function insertIdentifier (db: Knex, party: PartyRow, id: PartyIdentifier, now: Date): Promise<void> {
  const taken = await db('party_identifiers').where({ environment: party.environment, scheme: id.scheme, value_key: id.key }).first()
  if (taken !== undefined) {
    if (taken.party_id === party.id) return
    throw new WharfError('PARTY_ID_TAKEN', `The identifier ${formatPartyId(id)} already belongs to another party in ${party.environment}`, { identifier: formatPartyId(id) })
  }
  try {
    await db('party_identifiers').insert({
      environment: party.environment, scheme: id.scheme, value: id.value, value_key: id.key, party_id: party.id, tenant_id: party.tenant_id, created_at: now
    })
  } catch (err) {
    // A concurrent request took it between our check and the insert.
    if ((err as { code?: string }).code === '23505') {
      throw new WharfError('PARTY_ID_TAKEN', `The identifier ${formatPartyId(id)} already belongs to another party in ${party.environment}`, { identifier: formatPartyId(id) })
    }
    throw err
  }
}

function uniqueIds (ids: PartyIdentifier[]): PartyIdentifier[] {
  const seen = new Map<string, PartyIdentifier>()
  for (const id of ids) seen.set(`${id.scheme}:${id.key}`, id)
  return [...seen.values()]
}

const toParty = (r: PartyRow): Omit<Party, 'identifiers'> => ({
  id: r.id, tenantId: r.tenant_id, environment: r.environment, name: r.name, createdAt: new Date(r.created_at).toISOString()
})

async function withIdentifiers (db: Knex, rows: PartyRow[]): Promise<Party[]> {
  if (rows.length === 0) return []
  const idRows = await db('party_identifiers').whereIn('party_id', rows.map(r => r.id)).orderBy(['scheme', 'value'])
  return rows.map(r => ({
    ...toParty(r),
    identifiers: idRows.filter(i => i.party_id === r.id).map(i => `${String(i.scheme)}:${String(i.value)}`)
  }))
}

export async function getParty (db: Knex, id: string): Promise<Party> {
  const row = await db<PartyRow>('parties').where({ id }).first()
  if (row === undefined) throw new WharfError('NOT_FOUND', 'No such party')
  return (await withIdentifiers(db, [row]))[0]
}

const PARTY_BY_IDENTIFIER = `select p.id, p.tenant_id, p.environment, p.name, p.created_at, i.scheme, i.value
  from party_identifiers as hit
  join parties as p on p.id = hit.party_id
  join party_identifiers as i on i.party_id = p.id
  where hit.environment = ? and hit.scheme = ? and hit.value_key = ? and hit.tenant_id = ?
  order by i.scheme, i.value`

/** The party of `tenantId` holding `identifier` (any accepted form), or undefined. */
export async function findPartyByIdentifier (db: Knex, tenantId: string, environment: Environment, identifier: string): Promise<Party | undefined> {
  const id = parsePartyId(identifier)
  // One statement (every API call on a party path runs this), prepared (core/db/prepared.ts): the matching
  // identifier, its party, and all the party's identifiers, one row per identifier.
  return partyOfRows(await preparedRows<PartyIdentifierRow>(db, 'party_by_identifier', PARTY_BY_IDENTIFIER, [environment, id.scheme, id.key, tenantId]))
}

/** A party row joined with each of its identifiers (ordered by scheme and value), as PARTY_BY_IDENTIFIER reads it. */
export type PartyIdentifierRow = PartyRow & { scheme: string, value: string }
/** The party of such rows, or undefined for none. */
export const partyOfRows = (rows: PartyIdentifierRow[]): Party | undefined =>
  rows.length === 0 ? undefined : { ...toParty(rows[0]), identifiers: rows.map(i => `${i.scheme}:${i.value}`) }

/** Resolves identifiers of one tenant to internal party ids; throws naming the ones that are not the tenant's. */
export async function resolvePartyIds (db: Knex, tenantId: string, environment: Environment, identifiers: string[]): Promise<string[]> {
  const out: string[] = []
  const missing: string[] = []
  for (const raw of identifiers) {
    const party = await findPartyByIdentifier(db, tenantId, environment, raw)
    if (party === undefined) missing.push(raw); else out.push(party.id)
  }
  if (missing.length > 0) {
    throw new WharfError('NOT_FOUND', `Not a party of this tenant: ${missing.join(', ')} (create it first with "wharf party create")`, { missing })
  }
  return [...new Set(out)]
}

export async function listParties (db: Knex, tenantId: string, onlyIds?: string[]): Promise<Party[]> {
  const q = db<PartyRow>('parties').where({ tenant_id: tenantId }).orderBy('created_at')
  if (onlyIds !== undefined) void q.whereIn('id', onlyIds)
  return await withIdentifiers(db, await q)
}

/** The identifiers (`<scheme>:<id>`) of the given internal party ids, for showing to people. */
export async function identifiersOf (db: Knex, partyIds: string[]): Promise<string[]> {
  if (partyIds.length === 0) return []
  const rows = await db('party_identifiers').whereIn('party_id', partyIds).orderBy(['scheme', 'value'])
  return rows.map(r => `${String(r.scheme)}:${String(r.value)}`)
}

/** Identifiers of a tenant's parties, all or some, in one query (GET /api/v1/me runs this on every call). */
export async function tenantIdentifiers (db: Knex, tenantId: string, partyIds?: string[]): Promise<string[]> {
  const q = db('party_identifiers').where({ tenant_id: tenantId }).orderBy(['scheme', 'value']).select('scheme', 'value')
  if (partyIds !== undefined) void q.whereIn('party_id', partyIds)
  return (await q).map(r => `${String(r.scheme)}:${String(r.value)}`)
}
