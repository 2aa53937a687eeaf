/**
 * A per-process cache of reads from tables that change rarely and are read all the time: the hook store's routing
 * and delivery caches (core/hooks/store.ts) and the tenants' validation policies (core/validation/policy.ts).
 *
 * An answer is used for `ttlMs` after it was read (monotonic time), so a change made by another process on the same
 * database shows within that time. A write in this process bumps the caches' Generation, which makes every answer read
 * before it stale at once; several caches may share one Generation (one invalidation drops them all).
 *
 *   const generation = new Generation()
 *   const cache = new ReadCache<string, Row[]>(generation, { ttlMs: 1000 })
 *   const rows = await cache.read(key, async () => await db('t').where(...))
 *   generation.bump()                                  // after a write: every answer of `cache` is stale
 */
import { monotonicMs } from './clock.ts'

/** A counter bumped by every write: answers read under an older value are stale. */
export class Generation {
  #value = 0
  get value (): number { return this.#value }
  bump (): void { this.#value++ }
}

export interface ReadCacheOptions {
  /** How long an answer may be used after it was read. */
  ttlMs: number
  /** More entries than this and the cache is emptied before the next one is kept (default: no limit). */
  maxEntries?: number
}

interface Entry<V> { generation: number, at: number, value: V }

export class ReadCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>()

  constructor (private readonly generation: Generation, private readonly options: ReadCacheOptions) {}

  /**
   * The answer kept for `key` while fresh; else `load()`'s, kept when no write happened during the read (a write
   * during the read may not be in the answer).
   */
  async read (key: K, load: () => Promise<V>): Promise<V> {
    const now = monotonicMs()
    const hit = this.#fresh(key, now)
    if (hit !== undefined) return hit.value
    const readAt = this.generation.value
    const value = await load()
    if (readAt === this.generation.value) this.#keep(key, { generation: readAt, at: now, value })
    return value
  }

  /**
   * Like read(), for a load whose promise is kept at once, so concurrent callers share one read; a failed read is
   * dropped (the next call reads again).
   */
  async shared<T>(this: ReadCache<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
    const now = monotonicMs()
    const hit = this.#fresh(key, now)
    if (hit !== undefined) return await hit.value
    const value = load()
    this.#keep(key, { generation: this.generation.value, at: now, value })
    value.catch(() => { this.#entries.delete(key) })
    return await value
  }

  #fresh (key: K, now: number): Entry<V> | undefined {
    const hit = this.#entries.get(key)
    return hit !== undefined && hit.generation === this.generation.value && now - hit.at < this.options.ttlMs ? hit : undefined
  }

  #keep (key: K, entry: Entry<V>): void {
    if (this.#entries.size > (this.options.maxEntries ?? Infinity)) this.#entries.clear()
    this.#entries.set(key, entry)
  }
}
