/**
 * What installed plugins add to the core on the main thread, through their manifest's `entry.host` module (see
 * PLUGINS.md, "entry.host"): routes served whether or not the plugin is enabled for a tenant, the recipient lookup
 * behind queryRecipientParty and deliveryOption, durable work kinds, hourly housekeeping, and listeners told when a
 * party is created or gets an identifier. Loaded once per process from the shipped plugin folders; the core names
 * no plugin. A host module that fails to load is logged and skipped; the others are used.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Knex } from 'knex'
import type { Clock } from '../clock.ts'
import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import type { Wharf } from '../context.ts'
import { receiveDocument, type AlongsideRows, type ReceivedDocumentInput } from '../documents/receive.ts'
import { checkIncoming } from '../validation/incoming.ts'
import { memorySource } from '../blobs/source.ts'
import type { DocumentFamily } from '../peppol/doctypes/capabilities.ts'
import type { Handler, RetryPolicy, Wakeup } from '../work/index.ts'
import { invalidateHookCache, type HookStore } from '../hooks/store.ts'
import { projectRoot } from '../paths.ts'
import type { Principal } from '../auth/principal.ts'
import { enrolParty, type EnrolmentInput, type EnrolmentResult } from '../tenancy/enrolment.ts'
import { actionName, loadPluginCatalogue, type PluginCatalogue } from './catalogue.ts'
import { createTargetGuard } from '../sdk/net-guard.ts'
import { discoverPlugins } from './discovery.ts'
import { documentFunctions, type PluginDocumentStatus, type PluginDocumentStream, type PluginSendInput, type PluginSendResult } from './context-documents.ts'
import type { DeliverJob } from '../publish/publish.ts'
import type { HookWithSecrets } from '../hooks/store.ts'
import type { DeliveryResult } from '../sdk/index.ts'
import { loadPluginModule } from './invoke.ts'

export interface RecipientDeliveryOption { partyId: string, documentTypeId: string, processId: string, protocol: string, url: string, certificate: string }
export type RecipientLookupResult =
  | { ok: true, options: RecipientDeliveryOption[] }
  | { ok: false, reason: string, message: string }

/** How a recipient is reached: the channel plugin's answer for one participant and document family. */
export type RecipientLookup = (partyId: string, family: DocumentFamily, opts?: { refresh?: boolean }) => Promise<RecipientLookupResult>

export interface PartyChange { id: string, tenantId: string }

export type ReceivedDocument = ReceivedDocumentInput

/** The narrow view of the process that plugin routes and registrations get (core/sdk/host.ts documents it). */
export interface PluginContext {
  /** The database; a plugin writes only its own tables (entry.migrations) and reads what its routes serve. */
  knex: Knex
  clock: Clock
  log: Logger
  /** The process configuration as core/config.ts read it. */
  config: Readonly<Config>
  /** The tenants' hooks (read: which hook, mlsType, ...), and the wake-up of the work queue after a plugin enqueued. */
  hooks: HookStore
  wakeup: Wakeup
  /** Stores a received document and publishes its event; `alongside` adds the plugin's own row (given the stored
   * document's id) to the same write. `inline`: the document stayed in its row (one statement). */
  receiveDocument: (input: ReceivedDocument, alongside?: AlongsideRows) => Promise<{ id: string, topic: string, eventId: string, inline: boolean }>
  /**
   * Party enrolment in the caller's transaction (core/tenancy/enrolment.ts): finds or creates the party by its
   * identifiers, creates or updates its hooks (by name) and end-customer users (by username), as `principal` may.
   * Listeners of party changes are told when the party was created or got identifiers.
   */
  enrolParty: (trx: Knex.Transaction, principal: Principal, input: EnrolmentInput) => Promise<EnrolmentResult>
  /** Sends a document as the API does (core/plugins/context-documents.ts): for channels that take documents in
   * (mail, SFTP pull). Throws the API's WharfError for a document it refuses (nothing stored); when it returns, the
   * document is committed. */
  sendDocument: (input: PluginSendInput) => Promise<PluginSendResult>
  /** A document's status by its internal key (documentKey). */
  documentStatus: (documentKey: string) => Promise<PluginDocumentStatus | undefined>
  /** A document's bytes as a stream, by its internal key. */
  openDocument: (documentKey: string) => Promise<PluginDocumentStream | undefined>
  /** A plugin's operator settings for a tenant (merged, not validated) and whether it is enabled for it. */
  pluginSettings: (plugin: string, tenantId: string) => Promise<{ enabled: boolean, settings: Record<string, unknown> }>
  /** The secret a plugin signs download tokens with for a tenant (its `tokenSecret`, else derived from the master key). */
  tokenSecret: (plugin: string, tenantId: string) => Promise<string>
}

/**
 * A delivery run on the main thread instead of the worker pool, for a channel that keeps state in its own tables
 * (plugins/batch collects events): called for each hook.deliver attempt of a hook with this action.
 */
export type LocalDelivery = (hook: HookWithSecrets, job: DeliverJob, attempt: number) => Promise<DeliveryResult>

const contexts = new WeakMap<Wharf, PluginContext>()
let catalogue: Promise<PluginCatalogue> | undefined

/** The plugin context of a process (one object per Wharf, so plugins may key caches on it). */
export function pluginContext (wharf: Wharf): PluginContext {
  let ctx = contexts.get(wharf)
  if (ctx === undefined) {
    ctx = {
      knex: wharf.knex,
      clock: wharf.clock,
      log: wharf.log,
      config: wharf.config,
      hooks: wharf.hooks,
      wakeup: wharf.wakeup,
      // Validated under the receiving tenant's policy first (core/validation/incoming.ts), unless the caller did.
      receiveDocument: async (input, alongside) => {
        const validation = input.validation !== undefined || input.topic !== undefined ? input.validation : await checkIncoming(wharf, input.tenantId, input.source ?? memorySource(input.bytes as Uint8Array))
        return await receiveDocument({ knex: wharf.knex, clock: wharf.clock, hooks: wharf.hooks, wakeup: wharf.wakeup }, { ...input, validation }, alongside)
      },
      enrolParty: async (trx, principal, input) => {
        catalogue ??= loadPluginCatalogue(projectRoot, wharf.config)
        const targets = { guard: createTargetGuard(wharf.config.hookTargetAllowlist), allowHttp: wharf.config.hookAllowHttp, checkActionUrl: actionUrlCheck(wharf) }
        const result = await enrolParty(trx, { clock: wharf.clock, hooks: wharf.hooks, targets, catalogue: await catalogue }, principal, input)
        if (result.identifiersChanged) await partyChanged(trx, wharf.clock, { id: result.party.id, tenantId: result.party.tenantId })
        // Hook writes invalidated this process's routing cache inside the transaction; again once they are visible.
        if (result.hooks.length > 0) trx.executionPromise.then(invalidateHookCache, () => {})
        return result
      },
      ...documentFunctions(wharf)
    }
    contexts.set(wharf, ctx)
  }
  return ctx
}

/** What a plugin's `entry.host` module registers; its default export is called with one of these. */
export interface ExtensionHost {
  /** Routes served in every process with the api role (opts: `{ context }`). */
  routes: (plugin: FastifyPluginAsync<{ context: PluginContext }>) => void
  /** The recipient lookup of this installation (one; a second registration is refused). Built per process. */
  recipientLookup: (factory: (context: PluginContext) => RecipientLookup) => void
  /** A durable work kind, run by processes with the worker role. */
  workHandler: (kind: string, factory: (context: PluginContext) => Handler<any>, retry?: RetryPolicy) => void
  /** Hourly housekeeping; the counts it returns are logged. */
  housekeeping: (task: (context: PluginContext) => Promise<Record<string, number>>) => void
  /** Called, in the caller's transaction when there is one, after a party is created or gets an identifier. */
  onPartyChanged: (listener: (db: Knex | Knex.Transaction, clock: Clock, party: PartyChange) => Promise<void>) => void
  /** Event deliveries to hooks of `action` run on the main thread (LocalDelivery) instead of the worker pool. */
  localDelivery: (action: string, factory: (context: PluginContext) => LocalDelivery) => void
  /** Checks a hook action written as a URL (`<scheme>://...`; not the bare action) of this scheme when a hook is made or changed: a message refuses it
   * (400 VALIDATION_FAILED, field action), null accepts it. */
  actionCheck: (scheme: string, check: (action: string) => string | null) => void
}

export interface Extensions {
  actionChecks: Map<string, (action: string) => string | null>
  localDelivery: Map<string, (context: PluginContext) => LocalDelivery>
  routes: Array<FastifyPluginAsync<{ context: PluginContext }>>
  recipientLookup?: (context: PluginContext) => RecipientLookup
  work: Array<{ kind: string, factory: (context: PluginContext) => Handler<any>, retry?: RetryPolicy }>
  housekeeping: Array<(context: PluginContext) => Promise<Record<string, number>>>
  partyChanged: Array<(db: Knex | Knex.Transaction, clock: Clock, party: PartyChange) => Promise<void>>
}

let loaded: Promise<Extensions> | undefined

/** The extensions of the installed plugins (memoised: one load per process). */
export function loadExtensions (log?: { error: (obj: object, msg: string) => void }): Promise<Extensions> {
  loaded ??= collect(log)
  return loaded
}

async function collect (log?: { error: (obj: object, msg: string) => void }): Promise<Extensions> {
  const out: Extensions = { routes: [], work: [], housekeeping: [], partyChanged: [], localDelivery: new Map(), actionChecks: new Map() }
  const host: ExtensionHost = {
    routes: plugin => { out.routes.push(plugin) },
    recipientLookup: factory => {
      if (out.recipientLookup !== undefined) throw new Error('a recipient lookup is already registered')
      out.recipientLookup = factory
    },
    workHandler: (kind, factory, retry) => { out.work.push({ kind, factory, ...(retry !== undefined ? { retry } : {}) }) },
    housekeeping: task => { out.housekeeping.push(task) },
    onPartyChanged: listener => { out.partyChanged.push(listener) },
    localDelivery: (action, factory) => {
      if (out.localDelivery.has(action)) throw new Error(`a local delivery for ${action} is already registered`)
      out.localDelivery.set(action, factory)
    },
    actionCheck: (scheme, check) => { out.actionChecks.set(scheme, check) }
  }
  const registry = await discoverPlugins({ root: projectRoot })
  for (const plugin of registry.byName.values()) {
    if (plugin.hostEntry === undefined) continue
    try {
      const mod = await loadPluginModule(plugin.hostEntry) as { default?: (host: ExtensionHost) => void | Promise<void> }
      if (typeof mod.default !== 'function') throw new Error(`${plugin.hostEntry} has no default export`)
      await mod.default(host)
    } catch (err) {
      if (log === undefined) throw err
      log.error({ err, plugin: plugin.name }, 'plugin host module not loaded')
    }
  }
  return out
}

/** Tells the plugins that listen that a party was created or got an identifier. */
export async function partyChanged (db: Knex | Knex.Transaction, clock: Clock, party: PartyChange): Promise<void> {
  for (const listener of (await loadExtensions()).partyChanged) await listener(db, clock, party)
}

/** The registered recipient lookup, built for this process; without one every recipient is unreachable. */
export async function recipientLookupOf (wharf: Wharf): Promise<RecipientLookup> {
  const factory = (await loadExtensions(wharf.log)).recipientLookup
  if (factory !== undefined) return factory(pluginContext(wharf))
  return async () => ({ ok: false, reason: 'not-registered', message: 'no channel plugin looks up recipients in this installation' })
}

/** The check a plugin registered for its URL actions (`host.actionCheck(scheme, ...)`), by the action's scheme. */
export function actionUrlCheck (wharf: Wharf): (action: string) => Promise<string | null | undefined> {
  return async action => (await loadExtensions(wharf.log)).actionChecks.get(actionName(action))?.(action)
}
