/**
 * The indexing side of the Directory double: an in-memory index plus the work queue the real indexer runs behind
 * its REST interface (see README.md beside this file for the real behaviour this mirrors).
 *
 *   const index = new DirectoryIndex({ resolveSmp: async id => smpBaseUrl })
 *   index.enqueue(parsed, 'create-update', owner)   // what PUT /indexer/1.0/ does before answering 204
 *   await index.settled()                           // nothing queued or running (pending retries do not count)
 *   index.status(parsed.key)                        // { state: 'indexed' | 'retrying' | 'failed' | ..., lastError }
 *   index.entries()                                 // what the search API shows
 *
 * create-update: resolve the participant's SMP (resolveSmp, e.g. the SML lookup client), GET the ServiceGroup
 * `{smp}/{pct-id}` for the document types (404: none), GET `{smp}/businesscard/{pct-id}`, parse it strictly
 * (business-card.ts) and store it, replacing what was there. Any failure (SML, HTTP status other than 200, bad XML,
 * a card for another participant) leaves the index unchanged and schedules a retry every `retryDelayMs` (default
 * 5 min, the real reindex.retryminutes) until `maxRetryMs` (default 24 h, reindex.maxretryhours) has passed; then
 * the item is given up ('failed'). delete: drop the entry (succeeds when absent too).
 * Work items run one at a time, in arrival order; a request equal to one still queued is ignored.
 */
import { Agent, type Dispatcher, request } from 'undici'
import type { BusinessCard } from '../../../plugins/peppol-as4/smp-xml/build.ts'
import { parseServiceGroup } from '../../../plugins/peppol-as4/smp-xml/parse.ts'
import type { Identifier } from '../../../plugins/peppol-as4/smp-xml/xml.ts'
import { parseBusinessCard } from './business-card.ts'
import type { ParsedParticipantId } from '../../../plugins/peppol-as4/directory/participant-id.ts'

export type WorkType = 'create-update' | 'delete'
export type IndexState = 'queued' | 'running' | 'indexed' | 'deleted' | 'retrying' | 'failed'

export interface IndexEntry {
  participant: Identifier
  participantId: string
  card: BusinessCard
  /** Document types from the participant's ServiceGroup. */
  documentTypes: Identifier[]
  /** The client certificate that asked ("subject:serial-hex", as the real indexer's owner id). */
  owner: string
  indexedAt: Date
  smpUrl: string
}

export interface IndexStatus {
  participantId: string
  type: WorkType
  state: IndexState
  attempts: number
  lastError?: string
  nextAttemptAt?: Date
  updatedAt: Date
}

export interface DirectoryIndexOptions {
  /** The participant's SMP base URL (SML lookup); reject or throw when the participant is not registered. */
  resolveSmp: (participantId: string) => Promise<string>
  /** Dispatcher for the SMP requests (default: an Agent trusting `smpCa` when given, else Node's CAs). */
  dispatcher?: Dispatcher
  /** CA certificates (PEM) for HTTPS SMPs. */
  smpCa?: string | string[]
  /** Time limit of one SMP request; default 10 s. */
  smpTimeoutMs?: number
  /** Largest accepted SMP answer; default 1 MiB. */
  maxCardBytes?: number
  retryDelayMs?: number
  maxRetryMs?: number
  /** Called after every work item with its outcome. */
  onProcessed?: (status: IndexStatus) => void
}

interface WorkItem { participant: ParsedParticipantId, type: WorkType, owner: string, firstTry: number, attempts: number }

class FetchFailure extends Error {}

export class DirectoryIndex {
  readonly #entries = new Map<string, IndexEntry>()
  readonly #status = new Map<string, IndexStatus>()
  readonly #queue: WorkItem[] = []
  readonly #timers = new Map<string, NodeJS.Timeout>()
  readonly #waiters: Array<() => void> = []
  readonly #options: DirectoryIndexOptions
  readonly #dispatcher: Dispatcher
  readonly #ownDispatcher: boolean
  #running = false
  #closed = false

  constructor (options: DirectoryIndexOptions) {
    if (typeof options.resolveSmp !== 'function') throw new TypeError('resolveSmp is required')
    this.#options = options
    this.#ownDispatcher = options.dispatcher === undefined
    this.#dispatcher = options.dispatcher ?? new Agent(options.smpCa === undefined ? {} : { connect: { ca: options.smpCa } })
  }

  /** Queues a work item; false when an equal item is already queued (the real indexer ignores duplicates too). */
  enqueue (participant: ParsedParticipantId, type: WorkType, owner: string): boolean {
    if (this.#closed) throw new Error('the Directory index is closed')
    if (this.#queue.some(w => w.participant.key === participant.key && w.type === type)) return false
    const timer = this.#timers.get(participant.key)
    if (timer !== undefined) { clearTimeout(timer); this.#timers.delete(participant.key) } // a new request supersedes a pending retry
    this.#queue.push({ participant, type, owner, firstTry: Date.now(), attempts: 0 })
    this.#setStatus(participant, type, 'queued', 0)
    this.#kick()
    return true
  }

  get (participantKey: string): IndexEntry | undefined { return this.#entries.get(participantKey.toLowerCase()) }
  /** True when the participant is indexed with at least one business entity (what the real GET /indexer/1.0/{id} tells). */
  contains (participantKey: string): boolean { return (this.get(participantKey)?.card.entities.length ?? 0) > 0 }
  entries (): IndexEntry[] { return [...this.#entries.values()] }
  status (participantKey: string): IndexStatus | undefined { return this.#status.get(participantKey.toLowerCase()) }

  /** Resolves when no work item is queued or running (items waiting for a retry do not count). */
  async settled (): Promise<void> {
    if (!this.#running && this.#queue.length === 0) return
    await new Promise<void>(resolve => this.#waiters.push(resolve))
  }

  async close (): Promise<void> {
    this.#closed = true
    for (const t of this.#timers.values()) clearTimeout(t)
    this.#timers.clear()
    this.#queue.length = 0
    await this.settled()
    if (this.#ownDispatcher) await this.#dispatcher.close()
  }

  #setStatus (p: ParsedParticipantId, type: WorkType, state: IndexState, attempts: number, extra: Partial<IndexStatus> = {}): IndexStatus {
    const s: IndexStatus = { participantId: p.id, type, state, attempts, updatedAt: new Date(), ...extra }
    this.#status.set(p.key, s)
    return s
  }

  #kick (): void {
    if (this.#running) return
    const item = this.#queue.shift()
    if (item === undefined) {
      for (const w of this.#waiters.splice(0)) w()
      return
    }
    this.#running = true
    this.#setStatus(item.participant, item.type, 'running', item.attempts)
    void this.#run(item).finally(() => { this.#running = false; setImmediate(() => this.#kick()) })
  }

  async #run (item: WorkItem): Promise<void> {
    item.attempts++
    const p = item.participant
    let status: IndexStatus
    try {
      if (item.type === 'delete') {
        this.#entries.delete(p.key)
        status = this.#setStatus(p, item.type, 'deleted', item.attempts)
      } else {
        const entry = await this.#fetch(p, item.owner)
        this.#entries.set(p.key, entry)
        status = this.#setStatus(p, item.type, 'indexed', item.attempts)
      }
    } catch (err) {
      const message = err instanceof FetchFailure ? err.message : `internal error: ${(err as Error).message}`
      const retryDelay = this.#options.retryDelayMs ?? 5 * 60_000
      const giveUpAt = item.firstTry + (this.#options.maxRetryMs ?? 24 * 3600_000)
      if (!this.#closed && Date.now() + retryDelay <= giveUpAt) {
        const nextAttemptAt = new Date(Date.now() + retryDelay)
        status = this.#setStatus(p, item.type, 'retrying', item.attempts, { lastError: message, nextAttemptAt })
        const timer = setTimeout(() => {
          this.#timers.delete(p.key)
          if (this.#closed) return
          this.#queue.push(item)
          this.#kick()
        }, retryDelay)
        timer.unref()
        this.#timers.set(p.key, timer)
      } else {
        status = this.#setStatus(p, item.type, 'failed', item.attempts, { lastError: message })
      }
    }
    this.#options.onProcessed?.(status)
  }

  async #fetch (p: ParsedParticipantId, owner: string): Promise<IndexEntry> {
    let smpUrl: string
    try {
      smpUrl = await this.#options.resolveSmp(p.id)
    } catch (err) {
      throw new FetchFailure(`SML lookup of ${p.id} failed: ${(err as Error).message}`)
    }
    const base = smpUrl.replace(/\/+$/, '')
    const segment = encodeURIComponent(p.id)
    const documentTypes: Identifier[] = []
    const group = await this.#get(`${base}/${segment}`, 'ServiceGroup')
    if (group.status === 200) {
      try {
        for (const ref of parseServiceGroup(group.text).references) {
          if (ref.documentType !== undefined) documentTypes.push({ scheme: ref.documentType.scheme, value: ref.documentType.value })
        }
      } catch (err) {
        throw new FetchFailure(`the ServiceGroup from ${base} is not usable: ${(err as Error).message}`)
      }
    } else if (group.status !== 404) {
      throw new FetchFailure(`the SMP answered HTTP ${group.status} for the ServiceGroup ${base}/${segment}`)
    }
    const url = `${base}/businesscard/${segment}`
    const res = await this.#get(url, 'business card')
    if (res.status !== 200) throw new FetchFailure(`the SMP answered HTTP ${res.status} for the business card ${url}${res.status === 404 ? ' (no business card)' : ''}`)
    let card: BusinessCard
    try {
      card = parseBusinessCard(res.text, { maxLength: this.#options.maxCardBytes ?? 1024 * 1024 })
    } catch (err) {
      throw new FetchFailure(`the business card from ${url} is not valid: ${(err as Error).message}`)
    }
    const cardId = `${card.participant.scheme}::${card.participant.value}`
    if (cardId.toLowerCase() !== p.key) throw new FetchFailure(`the business card from ${url} is for ${cardId}, not ${p.id}`)
    return { participant: { scheme: p.scheme, value: p.value }, participantId: p.id, card, documentTypes, owner, indexedAt: new Date(), smpUrl: base }
  }

  async #get (url: string, what: string): Promise<{ status: number, text: string }> {
    const timeoutMs = this.#options.smpTimeoutMs ?? 10_000
    const max = this.#options.maxCardBytes ?? 1024 * 1024
    try {
      const res = await request(url, { method: 'GET', dispatcher: this.#dispatcher, signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml, text/xml' } })
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of res.body) {
        size += chunk.length
        if (size > max) { res.body.destroy(); throw new Error(`answer larger than ${max} bytes`) }
        chunks.push(Buffer.from(chunk))
      }
      return { status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }
    } catch (err) {
      throw new FetchFailure(`fetching the ${what} ${url} failed: ${(err as Error).message}`)
    }
  }
}
