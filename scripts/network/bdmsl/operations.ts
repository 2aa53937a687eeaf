/**
 * The rules of the local SML management endpoint, independent of HTTP: given an authenticated caller (its
 * certificate fingerprint) and a parsed request, change the store and the DNS registry, or throw a BdmslFault.
 *
 * Rules (modelled on the real SML; choices marked [I] are ours where the WSDL and PEPPOL.md say nothing):
 * - SMP ownership: the certificate that creates an SMP id owns it (its SHA-256 fingerprint is stored with the SMP);
 *   every later call naming that SMP id must come with the same certificate, else Unauthorized. An unknown SMP id is
 *   NotFound. Creating an existing SMP id is BadRequest (whoever owns it). One certificate may own several SMP ids.
 * - The DNS registry points a participant at its SMP's LogicalAddress (must be an absolute http(s) URL usable in a
 *   NAPTR regexp; checked at Create/Update SMP, BadRequest otherwise). PhysicalAddress is stored and returned only.
 * - Update SMP re-points every participant of the SMP. Delete SMP removes its participants (and their DNS records and
 *   pending migrations) too [I].
 * - Create participant: BadRequest when it is already registered (with this or another SMP).
 *   Delete participant: NotFound when not registered; Unauthorized when it belongs to another SMP.
 * - CreateList / DeleteList: at most `maxListSize` (default 100) identifiers; all are checked first and nothing
 *   changes unless all pass (all-or-nothing) [I].
 * - List: pages of `pageSize` (default 100); NextPageIdentifier is the index of the next page ("1", "2", …).
 * - PrepareToMigrate (by the current owner, SMP id = the current SMP): the key must satisfy the BDMSL key rules
 *   (BadRequest otherwise). It replaces any earlier pending key for the participant and is valid for
 *   `migrationKeyTtlMs` (default 24 h) [I: neither the WSDL nor PEPPOL.md gives a lifetime].
 * - Migrate (by the new SMP, SMP id = the new SMP): participant unknown → NotFound; already with that SMP → BadRequest;
 *   key malformed → BadRequest; no pending key (never prepared, or already used) → NotFound; key expired → NotFound;
 *   key different → NotFound; the participant changed SMP since the key was registered → NotFound. All NotFound
 *   cases say which it was. Success moves the participant, re-points DNS and consumes the key.
 */
import { timingSafeEqual } from 'node:crypto'
import { type Clock, systemClock } from '../../../core/clock.ts'
import { checkSmpUrl, type SmlRegistry } from '../sml/registry.ts'
import { participantKey, type SmlParticipant } from '../../../plugins/peppol-as4/sml/naming.ts'
import { BdmslFault, type BdmslRequest, type BdmslResponse } from '../../../plugins/peppol-as4/bdmsl/messages.ts'
import { checkMigrationKey } from '../../../plugins/peppol-as4/bdmsl/migration-key.ts'
import { type BdmslStore, MemoryBdmslStore, type ParticipantRecord, type SmpRecord } from './store.ts'

export interface BdmslCaller {
  /** Lower-case hex SHA-256 of the caller's DER client certificate. */
  fingerprint: string
  /** For messages and logs. */
  subject?: string
}

export interface BdmslOperationsOptions {
  registry: SmlRegistry
  store?: BdmslStore
  clock?: Clock
  /** Lifetime of a migration key from PrepareToMigrate; default 24 h. */
  migrationKeyTtlMs?: number
  /** List page size; default 100. */
  pageSize?: number
  /** Most identifiers in one CreateList/DeleteList; default 100. */
  maxListSize?: number
  /** Longest accepted SMP id; default 64. */
  maxSmpIdLength?: number
}

const DAY_MS = 24 * 3600_000
const MAX_VALUE_LENGTH = 256

const fault = (code: BdmslFault['code'], message: string): BdmslFault => new BdmslFault(code, message)
const show = (p: SmlParticipant): string => `${p.scheme}::${p.value}`

function normalised (p: SmlParticipant): SmlParticipant {
  let key: string
  try {
    key = participantKey(p)
  } catch (err) {
    throw fault('BadRequest', `Invalid participant identifier: ${(err as Error).message}`)
  }
  const cut = key.indexOf('::')
  const value = key.slice(cut + 2)
  if (value.length > MAX_VALUE_LENGTH) throw fault('BadRequest', `Participant identifier value longer than ${MAX_VALUE_LENGTH} characters`)
  return { scheme: key.slice(0, cut), value }
}

function keysEqual (a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8')
  const y = Buffer.from(b, 'utf8')
  return x.length === y.length && timingSafeEqual(x, y)
}

export class BdmslOperations {
  readonly store: BdmslStore
  readonly registry: SmlRegistry
  readonly #clock: Clock
  readonly #ttl: number
  readonly #pageSize: number
  readonly #maxList: number
  readonly #maxSmpId: number
  #queue: Promise<unknown> = Promise.resolve()

  constructor (options: BdmslOperationsOptions) {
    this.registry = options.registry
    this.store = options.store ?? new MemoryBdmslStore()
    this.#clock = options.clock ?? systemClock
    this.#ttl = options.migrationKeyTtlMs ?? DAY_MS
    this.#pageSize = options.pageSize ?? 100
    this.#maxList = options.maxListSize ?? 100
    this.#maxSmpId = options.maxSmpIdLength ?? 64
  }

  /** Runs one request; calls are serialised. Throws BdmslFault (anything else is a bug: report it as InternalError). */
  async handle (request: BdmslRequest, caller: BdmslCaller): Promise<BdmslResponse> {
    const run = async (): Promise<BdmslResponse> => {
      const work = async (): Promise<BdmslResponse> => await this.#dispatch(request, caller)
      return this.store.transaction !== undefined ? await this.store.transaction(work) : await work()
    }
    const result = this.#queue.then(run, run)
    this.#queue = result.catch(() => undefined)
    return await result
  }

  async #dispatch (req: BdmslRequest, caller: BdmslCaller): Promise<BdmslResponse> {
    if (req.smpId.length > this.#maxSmpId || /[\s\u0000-\u001f\u007f]/.test(req.smpId)) {
      throw fault('BadRequest', `Invalid SMP id ${JSON.stringify(req.smpId.slice(0, this.#maxSmpId + 1))}: at most ${this.#maxSmpId} characters, no whitespace`)
    }
    switch (req.operation) {
      case 'CreateSmp': {
        const logicalAddress = this.#checkLogicalAddress(req.logicalAddress)
        if (await this.store.getSmp(req.smpId) !== undefined) throw fault('BadRequest', `SMP ${req.smpId} already exists`)
        await this.store.putSmp({
          smpId: req.smpId, logicalAddress, physicalAddress: req.physicalAddress, ownerFingerprint: caller.fingerprint, createdAt: this.#now()
        })
        return { operation: req.operation }
      }
      case 'ReadSmp': {
        const smp = await this.#ownSmp(req.smpId, caller)
        return { operation: req.operation, smpId: smp.smpId, logicalAddress: smp.logicalAddress, physicalAddress: smp.physicalAddress }
      }
      case 'UpdateSmp': {
        const smp = await this.#ownSmp(req.smpId, caller)
        const logicalAddress = this.#checkLogicalAddress(req.logicalAddress)
        await this.store.putSmp({ ...smp, logicalAddress, physicalAddress: req.physicalAddress })
        for (const r of await this.#allParticipants(smp.smpId)) this.registry.set(r.participant, logicalAddress)
        return { operation: req.operation }
      }
      case 'DeleteSmp': {
        const smp = await this.#ownSmp(req.smpId, caller)
        for (const r of await this.#allParticipants(smp.smpId)) {
          await this.store.deleteParticipant(r.participant)
          await this.store.deleteMigration(r.participant)
          this.registry.delete(r.participant)
        }
        await this.store.deleteSmp(smp.smpId)
        return { operation: req.operation }
      }
      case 'CreateParticipant': {
        const smp = await this.#ownSmp(req.smpId, caller)
        const p = normalised(req.participant)
        await this.#checkCreatable(p, smp)
        await this.#create(p, smp)
        return { operation: req.operation }
      }
      case 'DeleteParticipant': {
        const smp = await this.#ownSmp(req.smpId, caller)
        const p = normalised(req.participant)
        await this.#checkDeletable(p, smp)
        await this.#delete(p)
        return { operation: req.operation }
      }
      case 'CreateParticipantList':
      case 'DeleteParticipantList': {
        const smp = await this.#ownSmp(req.smpId, caller)
        if (req.participants.length === 0) throw fault('BadRequest', 'The list holds no participant identifier')
        if (req.participants.length > this.#maxList) {
          throw fault('BadRequest', `The list holds ${req.participants.length} participant identifiers; at most ${this.#maxList} are accepted`)
        }
        const ps = req.participants.map(normalised)
        const seen = new Set<string>()
        for (const p of ps) {
          const k = show(p)
          if (seen.has(k)) throw fault('BadRequest', `Participant ${k} appears more than once in the list`)
          seen.add(k)
        }
        const create = req.operation === 'CreateParticipantList'
        for (const p of ps) {
          if (create) await this.#checkCreatable(p, smp)
          else await this.#checkDeletable(p, smp)
        }
        for (const p of ps) {
          if (create) await this.#create(p, smp)
          else await this.#delete(p)
        }
        return { operation: req.operation }
      }
      case 'ListParticipants': {
        const smp = await this.#ownSmp(req.smpId, caller)
        const page = req.nextPageIdentifier === undefined ? 0 : Number(req.nextPageIdentifier)
        if (!Number.isSafeInteger(page) || page < 0 || !/^[0-9]+$/.test(req.nextPageIdentifier ?? '0')) {
          throw fault('BadRequest', `Invalid NextPageIdentifier ${JSON.stringify(req.nextPageIdentifier)}`)
        }
        const { items, total } = await this.store.listParticipants(smp.smpId, page * this.#pageSize, this.#pageSize)
        const more = (page + 1) * this.#pageSize < total
        return {
          operation: req.operation,
          participants: items.map(r => r.participant),
          smpId: smp.smpId,
          ...(more ? { nextPageIdentifier: String(page + 1) } : {})
        }
      }
      case 'PrepareToMigrate': {
        const smp = await this.#ownSmp(req.smpId, caller)
        const p = normalised(req.participant)
        const current = await this.store.getParticipant(p)
        if (current === undefined) throw fault('NotFound', `Participant ${show(p)} is not registered`)
        if (current.smpId !== smp.smpId) {
          throw fault('Unauthorized', `Participant ${show(p)} is not registered with SMP ${smp.smpId}; only its current SMP can prepare a migration`)
        }
        this.#checkKey(req.migrationKey)
        const now = this.#now()
        await this.store.putMigration({
          participant: p, fromSmpId: smp.smpId, migrationKey: req.migrationKey, createdAt: now, expiresAt: new Date(now.getTime() + this.#ttl)
        })
        return { operation: req.operation }
      }
      case 'Migrate': {
        const smp = await this.#ownSmp(req.smpId, caller)
        const p = normalised(req.participant)
        const current = await this.store.getParticipant(p)
        if (current === undefined) throw fault('NotFound', `Participant ${show(p)} is not registered, so there is nothing to migrate`)
        if (current.smpId === smp.smpId) throw fault('BadRequest', `Participant ${show(p)} is already registered with SMP ${smp.smpId}`)
        this.#checkKey(req.migrationKey)
        const pending = await this.store.getMigration(p)
        if (pending === undefined) {
          throw fault('NotFound', `No migration is pending for participant ${show(p)}: it was never prepared, or its key was already used`)
        }
        if (this.#clock.now() >= pending.expiresAt.getTime()) {
          await this.store.deleteMigration(p)
          throw fault('NotFound', `The migration key for participant ${show(p)} expired at ${pending.expiresAt.toISOString()}; the current SMP must call PrepareToMigrate again`)
        }
        if (pending.fromSmpId !== current.smpId) {
          await this.store.deleteMigration(p)
          throw fault('NotFound', `The pending migration for participant ${show(p)} is stale: the participant changed SMP after it was prepared`)
        }
        if (!keysEqual(pending.migrationKey, req.migrationKey)) {
          throw fault('NotFound', `No migration for participant ${show(p)} was prepared with this migration key`)
        }
        await this.store.deleteMigration(p)
        await this.store.putParticipant({ participant: p, smpId: smp.smpId, createdAt: this.#now() })
        this.registry.set(p, smp.logicalAddress)
        return { operation: req.operation }
      }
    }
  }

  #now (): Date { return new Date(this.#clock.now()) }

  #checkLogicalAddress (address: string): string {
    try {
      return checkSmpUrl(address)
    } catch (err) {
      throw fault('BadRequest', `Unusable LogicalAddress: ${(err as Error).message}`)
    }
  }

  #checkKey (key: string): void {
    const check = checkMigrationKey(key)
    if (!check.ok) throw fault('BadRequest', `Invalid migration key: ${check.problems.join('; ')}`)
  }

  async #ownSmp (smpId: string, caller: BdmslCaller): Promise<SmpRecord> {
    const smp = await this.store.getSmp(smpId)
    if (smp === undefined) throw fault('NotFound', `SMP ${smpId} does not exist`)
    if (!keysEqual(smp.ownerFingerprint, caller.fingerprint)) {
      throw fault('Unauthorized', `The client certificate${caller.subject === undefined ? '' : ` (${caller.subject})`} is not the one registered for SMP ${smpId}`)
    }
    return smp
  }

  async #checkCreatable (p: SmlParticipant, smp: SmpRecord): Promise<void> {
    const existing = await this.store.getParticipant(p)
    if (existing === undefined) return
    throw fault('BadRequest', existing.smpId === smp.smpId
      ? `Participant ${show(p)} is already registered with SMP ${smp.smpId}`
      : `Participant ${show(p)} is already registered with another SMP; use PrepareToMigrate/Migrate to move it`)
  }

  async #checkDeletable (p: SmlParticipant, smp: SmpRecord): Promise<void> {
    const existing = await this.store.getParticipant(p)
    if (existing === undefined) throw fault('NotFound', `Participant ${show(p)} is not registered`)
    if (existing.smpId !== smp.smpId) throw fault('Unauthorized', `Participant ${show(p)} is not registered with SMP ${smp.smpId}`)
  }

  async #create (p: SmlParticipant, smp: SmpRecord): Promise<void> {
    await this.store.putParticipant({ participant: p, smpId: smp.smpId, createdAt: this.#now() })
    this.registry.set(p, smp.logicalAddress)
  }

  async #delete (p: SmlParticipant): Promise<void> {
    await this.store.deleteParticipant(p)
    await this.store.deleteMigration(p)
    this.registry.delete(p)
  }

  async #allParticipants (smpId: string): Promise<ParticipantRecord[]> {
    const out: ParticipantRecord[] = []
    for (let offset = 0; ; offset += 1000) {
      const { items } = await this.store.listParticipants(smpId, offset, 1000)
      out.push(...items)
      if (items.length < 1000) return out
    }
  }
}
