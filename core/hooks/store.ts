/**
 * The hook store. A hook belongs to a tenant and environment, and either to one party (its EndpointId) or to the
 * whole environment. Secrets (secureKey, OAuth2 client secret, mTLS private key, the credentials in an httpsin://
 * action) are sealed with the master key; the API shows a secureKey in full only in the answer that created or
 * changed it, an action's credentials only in the answer that created the hook. The `action` column and every
 * HookRecord hold the action with `***` for its credentials (core/hooks/action-credentials.ts).
 *
 * Deleting is soft (deleted_at): deliveries already queued for the hook still finish with its last settings, so a
 * delete never drops work in flight (see README, "Hooks").
 *
 * Routing cache: active() (one call per published event or command) answers from a per-process cache per tenant and
 * environment. Every write through a HookStore in this process (create, update, delete; any instance) invalidates
 * all of them at once, so a hook created through the API takes effect for the very next publish. Changes made by
 * another process on the same PostgreSQL database (or by SQL outside the store; invalidateHookCache() then) take
 * effect within ACTIVE_HOOKS_TTL_MS (1 s): a short TTL rather than LISTEN/NOTIFY, because hooks change rarely, a
 * second is well within what integrators expect of a configuration change, and it needs no extra connection.
 * deliveryHook() (a hook with its secrets, by id, for the send command's every attempt) is cached the same way.
 */
import { randomUUID, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import type { Environment } from '../config.ts'
import type { SecretBox } from '../crypto/secret-box.ts'
import type { OutputRule } from '../events/index.ts'
import type { MlsType } from './validate.ts'
import { jsonColumn } from '../db/rows.ts'
import { Generation, ReadCache } from '../read-cache.ts'
import { joinActionCredentials, splitActionCredentials } from './action-credentials.ts'

export interface HookAuth { type: 'oauth2'; tokenUrl: string; clientId: string; clientSecret: string; scope?: string; audience?: string }
export interface HookTls { certificate: string; privateKey: string; passphrase?: string }

/** What a hook is set to, apart from its secrets: written by create and update (HookInput), shown by every HookRecord. */
export interface HookDefinition {
  /** Internal party id; null = environment level. */
  partyId: string | null
  /** The party identifier the hook was registered for (<schemeID>:<id>), as shown to integrators. */
  endpointId: string | null
  /** The action; an httpsin:// action with `***` in place of its credentials. */
  action: string
  name: string | null
  url: string | null
  topics: string[]
  filter: string | null
  output: OutputRule[] | null
  isActive: boolean
  mlsType: MlsType | null
}

export interface HookRecord extends HookDefinition {
  id: string
  tenantId: string
  environment: Environment
  secureKeyHint: string | null
  auth: Omit<HookAuth, 'clientSecret'> | null
  tlsCertificate: string | null
  /** An inbound hook's send command (core/hooks/source-hooks.ts, inbound-address.ts); [] for a channel hook. */
  publishTopics: string[]
  createdAt: string
  updatedAt: string
  deletedAt: string | null
}

/** What a delivery needs: the record plus its opened secrets. Never returned by the API. */
export interface HookWithSecrets extends HookRecord {
  /** The action as written, credentials included (equal to `action` when it has none). */
  actionWithCredentials: string
  secureKey: string | null
  authSecret: string | null
  tls: HookTls | null
  /** Inbound hooks: SHA-256 (hex) of the address token; null for others. */
  inboundTokenHash: string | null
}

interface Row {
  id: string, tenant_id: string, environment: Environment, party_id: string | null, endpoint_id: string | null
  action: string, name: string | null, url: string | null, topics: string[] | string, secure_key_sealed: string | null
  secure_key_hint: string | null, filter: string | null, output: OutputRule[] | string | null, is_active: boolean
  mls_type: MlsType | null, settings: Record<string, unknown> | string | null, settings_sealed: string | null
  action_credentials_sealed: string | null
  created_at: Date | string, updated_at: Date | string, deleted_at: Date | string | null
}

interface SealedSettings { authSecret?: string, tlsKey?: string, tlsPassphrase?: string }

const iso = (v: Date | string | null): string | null => v === null ? null : new Date(v).toISOString()
const hint = (key: string): string => `…${key.slice(-4)}`

/** How long active() may answer from its cache (changes made in this process invalidate it at once). */
export const ACTIVE_HOOKS_TTL_MS = 1000

/** Bumped by every hook write in this process: the caches of every HookStore answer nothing read before it. */
const generation = new Generation()

/** Drops every cached active() answer in this process (after changing the hooks table without a HookStore). */
export function invalidateHookCache (): void { generation.bump() }

export const generateSecureKey = (): string => randomBytes(32).toString('base64url')

export interface HookInput extends HookDefinition {
  secureKey: string
  auth: HookAuth | null
  tls: HookTls | null
  /** An inbound hook's send command (core/hooks/source-hooks.ts); [] (or absent) for a channel hook. */
  publishTopics?: string[]
  /** The SHA-256 of an inbound mail address's token (core/hooks/inbound-address.ts); absent or null for others. */
  inboundTokenHash?: string | null
}

type SettingsColumn = { auth?: Omit<HookAuth, 'clientSecret'>, tlsCertificate?: string, publishTopics?: string[], inboundTokenHash?: string }

export class HookStore {
  /** active() answers by `${tenantId} ${environment}`. */
  readonly #active = new ReadCache<string, HookRecord[]>(generation, { ttlMs: ACTIVE_HOOKS_TTL_MS })
  /** deliveryHook() answers by hook id (concurrent callers share one read). */
  readonly #delivery = new ReadCache<string, Promise<HookWithSecrets | undefined>>(generation, { ttlMs: ACTIVE_HOOKS_TTL_MS, maxEntries: 10_000 })

  constructor (private readonly db: Knex, private readonly box: SecretBox, private readonly clock: Clock) {}

  #toRecord (r: Row): HookRecord {
    const settings = jsonColumn<SettingsColumn>(r.settings) ?? {}
    return {
      id: r.id, tenantId: r.tenant_id, environment: r.environment, partyId: r.party_id, endpointId: r.endpoint_id,
      action: r.action, name: r.name, url: r.url, topics: jsonColumn<string[]>(r.topics) ?? [], filter: r.filter,
      output: jsonColumn<OutputRule[]>(r.output), isActive: r.is_active, mlsType: r.mls_type, secureKeyHint: r.secure_key_hint,
      auth: settings.auth ?? null, tlsCertificate: settings.tlsCertificate ?? null, publishTopics: settings.publishTopics ?? [],
      createdAt: iso(r.created_at) as string, updatedAt: iso(r.updated_at) as string, deletedAt: iso(r.deleted_at)
    }
  }

  #columns (input: HookInput, id: string): Record<string, unknown> {
    const sealed: SealedSettings = {}
    if (input.auth !== null) sealed.authSecret = input.auth.clientSecret
    if (input.tls !== null) { sealed.tlsKey = input.tls.privateKey; sealed.tlsPassphrase = input.tls.passphrase }
    const { clientSecret: _omit, ...auth } = input.auth ?? { clientSecret: '' }
    const action = splitActionCredentials(input.action)
    return {
      party_id: input.partyId,
      endpoint_id: input.endpointId,
      action: action.action,
      action_credentials_sealed: action.credentials === null ? null : this.box.seal(action.credentials, `hook-action:${id}`),
      name: input.name,
      url: input.url,
      topics: JSON.stringify(input.topics),
      filter: input.filter,
      output: input.output === null ? null : JSON.stringify(input.output),
      is_active: input.isActive,
      mls_type: input.mlsType,
      secure_key_sealed: this.box.seal(input.secureKey, `hook:${id}`),
      secure_key_hint: hint(input.secureKey),
      settings: JSON.stringify({
        ...(input.auth !== null ? { auth } : {}), ...(input.tls !== null ? { tlsCertificate: input.tls.certificate } : {}),
        ...((input.publishTopics ?? []).length > 0 ? { publishTopics: input.publishTopics } : {}), ...(input.inboundTokenHash != null ? { inboundTokenHash: input.inboundTokenHash } : {})
      }),
      settings_sealed: Object.keys(sealed).length > 0 ? this.box.seal(JSON.stringify(sealed), `hook-settings:${id}`) : null
    }
  }

  /** `db`: the caller's transaction, if any (then call invalidateHookCache() again after its commit). */
  async create (tenantId: string, environment: Environment, input: HookInput, db: Knex = this.db): Promise<HookRecord> {
    const id = randomUUID()
    const now = new Date(this.clock.now())
    await db('hooks').insert({ id, tenant_id: tenantId, environment, ...this.#columns(input, id), created_at: now, updated_at: now })
    invalidateHookCache()
    return await this.get(tenantId, environment, id, db) as HookRecord
  }

  async update (existing: HookWithSecrets, input: HookInput, db: Knex = this.db): Promise<HookRecord> {
    await db('hooks').where({ id: existing.id }).update({ ...this.#columns(input, existing.id), updated_at: new Date(this.clock.now()) })
    invalidateHookCache()
    return await this.get(existing.tenantId, existing.environment, existing.id, db) as HookRecord
  }

  async delete (hook: HookRecord): Promise<void> {
    await this.db('hooks').where({ id: hook.id }).whereNull('deleted_at').update({ deleted_at: new Date(this.clock.now()), is_active: false })
    invalidateHookCache()
  }

  /** A live (not deleted) hook of the tenant and environment, or undefined. */
  async get (tenantId: string, environment: Environment, id: string, db: Knex = this.db): Promise<HookRecord | undefined> {
    const row = await db<Row>('hooks').where({ id, tenant_id: tenantId, environment }).whereNull('deleted_at').first()
    return row === undefined ? undefined : this.#toRecord(row)
  }

  /** Any hook by id, deleted ones included, with its secrets opened: for deliveries. */
  async withSecrets (id: string, db: Knex = this.db): Promise<HookWithSecrets | undefined> {
    const row = await db<Row>('hooks').where({ id }).first()
    if (row === undefined) return undefined
    const rec = this.#toRecord(row)
    const sealed = row.settings_sealed === null ? {} : JSON.parse(this.box.open(row.settings_sealed, `hook-settings:${id}`)) as SealedSettings
    return {
      ...rec,
      actionWithCredentials: joinActionCredentials(rec.action, row.action_credentials_sealed === null ? null : this.box.open(row.action_credentials_sealed, `hook-action:${id}`)),
      secureKey: row.secure_key_sealed === null ? null : this.box.open(row.secure_key_sealed, `hook:${id}`),
      authSecret: sealed.authSecret ?? null,
      tls: rec.tlsCertificate !== null && sealed.tlsKey !== undefined ? { certificate: rec.tlsCertificate, privateKey: sealed.tlsKey, passphrase: sealed.tlsPassphrase } : null,
      inboundTokenHash: jsonColumn<SettingsColumn>(row.settings)?.inboundTokenHash ?? null
    }
  }

  /**
   * The live, active inbound hook whose address token hashes to `tokenHash` (core/hooks/inbound-address.ts), among the
   * hooks whose action has this scheme (`mailfrom`), or undefined. Compared in constant time.
   */
  async byInboundToken (scheme: string, tokenHash: string): Promise<HookRecord | undefined> {
    const rows = await this.db<Row>('hooks').where({ is_active: true }).whereNull('deleted_at').where('action', 'like', `${scheme}://%`)
    const want = Buffer.from(tokenHash, 'hex')
    const row = rows.find(r => {
      const have = Buffer.from(jsonColumn<SettingsColumn>(r.settings)?.inboundTokenHash ?? '', 'hex')
      return have.length === want.length && want.length > 0 && timingSafeEqual(have, want)
    })
    return row === undefined ? undefined : this.#toRecord(row)
  }

  /**
   * withSecrets() through the same cache as active() (fresh for ACTIVE_HOOKS_TTL_MS, dropped by any hook write in
   * this process): for the send command, which reads its hook on every attempt. Do not modify the record.
   */
  async deliveryHook (id: string): Promise<HookWithSecrets | undefined> {
    return await this.#delivery.shared(id, async () => await this.withSecrets(id))
  }

  async list (tenantId: string, environment: Environment, opts: { partyIds?: string[] | 'all', partyId?: string, topic?: string } = {}): Promise<HookRecord[]> {
    const q = this.db<Row>('hooks').where({ tenant_id: tenantId, environment }).whereNull('deleted_at').orderBy('created_at')
    if (opts.partyId !== undefined) void q.where({ party_id: opts.partyId })
    else if (Array.isArray(opts.partyIds)) void q.where(b => { void b.whereIn('party_id', opts.partyIds as string[]).orWhereNull('party_id') })
    const rows = (await q).map(r => this.#toRecord(r))
    return opts.topic === undefined ? rows : rows.filter(h => h.topics.includes(opts.topic as string))
  }

  /**
   * Active, live source hooks (publishTopics set, core/hooks/source-hooks.ts) of every tenant whose action has this
   * URL scheme (`sftp`), with their secrets opened: for the plugin that polls them (plugins/sftp-pull).
   */
  async sources (scheme: string): Promise<HookWithSecrets[]> {
    const rows = await this.db<Row>('hooks').where({ is_active: true }).whereNull('deleted_at')
      .where('action', 'like', `${scheme.replace(/[%_\\]/g, '')}://%`).orderBy('created_at').select('id')
    const hooks = await Promise.all(rows.map(async r => await this.withSecrets(r.id)))
    return hooks.filter((h): h is HookWithSecrets => h !== undefined && h.publishTopics.length > 0)
  }

  /**
   * Active, live hooks of a tenant and environment, for routing events and commands: cached (see the head of this
   * file). `db` is the caller's transaction, if any (PGlite has one connection: a read outside it would wait for it).
   * The records are shared between callers: do not modify them.
   */
  async active (tenantId: string, environment: Environment, db: Knex = this.db): Promise<HookRecord[]> {
    return await this.#active.read(`${tenantId} ${environment}`, async () => {
      const rows = await db<Row>('hooks').where({ tenant_id: tenantId, environment, is_active: true }).whereNull('deleted_at')
      return rows.map(r => this.#toRecord(r))
    })
  }
}
