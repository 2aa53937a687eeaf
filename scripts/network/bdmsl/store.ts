/**
 * State of the local SML management endpoint: SMPs, participants and pending migrations.
 *
 * The interface is asynchronous so that a database-backed store can replace MemoryBdmslStore. The operations layer
 * (operations.ts) serialises all calls, so a store needs no locking of its own for a single process; a store shared
 * by several processes must make each operation's reads and writes atomic itself (e.g. one transaction per call of
 * BdmslOperations.handle, which a DB store can provide through `transaction`).
 *
 * Participants are keyed by participantKey() (lower-case `scheme::value`); participant identifiers are
 * case-insensitive in Peppol. SMP ids are compared exactly as sent.
 */
import { participantKey, type SmlParticipant } from '../../../plugins/peppol-as4/sml/naming.ts'

export interface SmpRecord {
  smpId: string
  /** LogicalAddress: the SMP's base URL; this is what the DNS (NAPTR) record points at. */
  logicalAddress: string
  /** PhysicalAddress: as sent (an IP address for the real SML). Stored and returned by Read; not used for DNS. */
  physicalAddress: string
  /** Lower-case hex SHA-256 of the DER certificate that created the SMP: only that certificate may act for it. */
  ownerFingerprint: string
  createdAt: Date
}

export interface ParticipantRecord {
  /** Normalised (lower-case) scheme and value. */
  participant: SmlParticipant
  smpId: string
  createdAt: Date
}

export interface PendingMigration {
  participant: SmlParticipant
  /** The SMP that owned the participant when PrepareToMigrate was called. */
  fromSmpId: string
  migrationKey: string
  createdAt: Date
  expiresAt: Date
}

export interface BdmslStore {
  getSmp (smpId: string): Promise<SmpRecord | undefined>
  putSmp (record: SmpRecord): Promise<void>
  deleteSmp (smpId: string): Promise<boolean>

  getParticipant (participant: SmlParticipant): Promise<ParticipantRecord | undefined>
  putParticipant (record: ParticipantRecord): Promise<void>
  deleteParticipant (participant: SmlParticipant): Promise<boolean>
  /** Participants of one SMP ordered by participantKey, from `offset`, at most `limit`; `total` counts them all. */
  listParticipants (smpId: string, offset: number, limit: number): Promise<{ items: ParticipantRecord[], total: number }>

  getMigration (participant: SmlParticipant): Promise<PendingMigration | undefined>
  /** Registers or replaces the pending migration of the participant. */
  putMigration (migration: PendingMigration): Promise<void>
  deleteMigration (participant: SmlParticipant): Promise<boolean>

  /** Optional: runs `fn` atomically (a DB store opens a transaction); the memory store just runs it. */
  transaction?<T> (fn: () => Promise<T>): Promise<T>
}

const copySmp = (r: SmpRecord): SmpRecord => ({ ...r, createdAt: new Date(r.createdAt) })
const copyParticipant = (r: ParticipantRecord): ParticipantRecord =>
  ({ ...r, participant: { ...r.participant }, createdAt: new Date(r.createdAt) })
const copyMigration = (m: PendingMigration): PendingMigration =>
  ({ ...m, participant: { ...m.participant }, createdAt: new Date(m.createdAt), expiresAt: new Date(m.expiresAt) })

/** A map that keeps copies: what is put in, and what is read out, is a copy. */
class CopyingMap<T> {
  readonly #entries = new Map<string, T>()
  constructor (private readonly copy: (v: T) => T) {}
  get (key: string): T | undefined {
    const v = this.#entries.get(key)
    return v === undefined ? undefined : this.copy(v)
  }

  put (key: string, v: T): void { this.#entries.set(key, this.copy(v)) }
  delete (key: string): boolean { return this.#entries.delete(key) }
  /** The stored values by key (not copies: do not modify them). */
  entries (): IterableIterator<[string, T]> { return this.#entries.entries() }
  get size (): number { return this.#entries.size }
}

/** In-memory BdmslStore (development and tests). Records are copied in and out. */
export class MemoryBdmslStore implements BdmslStore {
  readonly #smps = new CopyingMap(copySmp)
  readonly #participants = new CopyingMap(copyParticipant)
  readonly #migrations = new CopyingMap(copyMigration)

  async getSmp (smpId: string): Promise<SmpRecord | undefined> { return this.#smps.get(smpId) }
  async putSmp (record: SmpRecord): Promise<void> { this.#smps.put(record.smpId, record) }
  async deleteSmp (smpId: string): Promise<boolean> { return this.#smps.delete(smpId) }

  async getParticipant (participant: SmlParticipant): Promise<ParticipantRecord | undefined> {
    return this.#participants.get(participantKey(participant))
  }

  async putParticipant (record: ParticipantRecord): Promise<void> { this.#participants.put(participantKey(record.participant), record) }
  async deleteParticipant (participant: SmlParticipant): Promise<boolean> { return this.#participants.delete(participantKey(participant)) }

  async listParticipants (smpId: string, offset: number, limit: number): Promise<{ items: ParticipantRecord[], total: number }> {
    const all = [...this.#participants.entries()]
      .filter(([, r]) => r.smpId === smpId)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, r]) => r)
    return { items: all.slice(offset, offset + limit).map(copyParticipant), total: all.length }
  }

  async getMigration (participant: SmlParticipant): Promise<PendingMigration | undefined> {
    return this.#migrations.get(participantKey(participant))
  }

  /** Registers or replaces the pending migration of the participant. */
  async putMigration (migration: PendingMigration): Promise<void> { this.#migrations.put(participantKey(migration.participant), migration) }
  async deleteMigration (participant: SmlParticipant): Promise<boolean> { return this.#migrations.delete(participantKey(participant)) }

  /** Counts, for tests and diagnostics. */
  get sizes (): { smps: number, participants: number, migrations: number } {
    return { smps: this.#smps.size, participants: this.#participants.size, migrations: this.#migrations.size }
  }
}
