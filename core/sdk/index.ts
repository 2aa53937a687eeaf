/**
 * The Wharf plugin SDK: the only module a plugin imports. Types, the manifest schema and a few tiny helpers; nothing
 * here reaches into the core (no database, no config, no logger), so a partner can write a channel plugin from this
 * file and core/sdk/README.md alone.
 *
 * A channel plugin's worker module exports `deliver` (and optionally `lookup`), either as named exports or as the
 * default export built with `definePlugin({ deliver, lookup })`. The host calls them in a worker thread with a
 * deadline; whatever happens (a thrown error, a hang, `process.exit`, running out of memory) the caller gets a
 * `DeliveryResult`. Return failures as values (`failed(...)`, `retryable(...)`): an error thrown across the thread
 * boundary keeps only its message, never its properties, so a thrown `err.code` would be lost.
 */
import fs from 'node:fs'
import type { Readable } from 'node:stream'
import { fileSource, memorySource, openSource, type ByteSource } from '../blobs/source.ts'
import { systemClock } from '../clock.ts'

export type { ByteSource } from '../blobs/source.ts'

/** The plugin API this SDK describes. A plugin's manifest names the version it was written against (`apiVersion`);
 * the host loads it when the major versions are equal and the plugin's minor is not newer than this one. */
export const SDK_API_VERSION = '1.1'

export type JsonPrimitive = string | number | boolean | null
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

// ---------------------------------------------------------------------------------------------------------------------
// Manifest (`wharf-plugin.json` in the plugin's folder or npm package root)
// ---------------------------------------------------------------------------------------------------------------------

export type PluginKind = 'channel' | 'transform'

export interface PluginManifest {
  /** Lower-case letters, digits and dashes; unique in one Wharf installation. */
  name: string
  /** The plugin's own version (semver). */
  version: string
  /** The plugin API version it was written against, `MAJOR.MINOR` (compare SDK_API_VERSION). */
  apiVersion: string
  kind: PluginKind
  /** The hook `action` values this plugin serves (for example `["webhook"]`). A channel serves at least one. */
  actions: string[]
  /** JSON Schema (draft 7 / 2019 keywords as ajv 8 knows them) of the plugin's settings; `{}` accepts anything.
   * `format` keywords of ajv-formats (uri, email, hostname, date-time, ...) are available. Defaults are applied. */
  settingsSchema: Record<string, unknown>
  /** Paths relative to the manifest's folder, inside it. `worker` runs in a worker thread; `routes` (optional) runs
   * on the main thread for inbound endpoints. `.js`/`.mjs` load as they are; `.ts` is loaded through tsx. */
  /** worker: the thread module (deliver, lookup); routes: main-thread routes when the plugin is enabled; host: a
   * main-thread module loaded in every process that registers with the core (PLUGINS.md); migrations: a module
   * whose default export maps migration names to { up, down }, run with the core's in name order. */
  entry: { worker: string, routes?: string, host?: string, migrations?: string }
  /** Process-level settings the core derives from its configuration (core/config.ts) for this plugin: `settings`
   * maps a setting to a dotted path in the configuration (unset values are left out); the plugin is enabled for the
   * process with them when every path in `requires` is set. E.g. peppol-as4's AP certificate and key files. */
  settingsFromConfig?: { requires?: string[], settings: Record<string, string> }
  description?: string
  /** For kind `transform`: the formats it converts between and the engine it uses. */
  transform?: { from: string, to: string, engine?: string }
}

/** JSON Schema of `wharf-plugin.json` (ajv 8). Keys starting with `x-` are allowed for vendor extensions. */
export const MANIFEST_SCHEMA = {
  $id: 'https://wharf.dev/schemas/wharf-plugin.json',
  type: 'object',
  required: ['name', 'version', 'apiVersion', 'kind', 'actions', 'settingsSchema', 'entry'],
  additionalProperties: false,
  patternProperties: { '^x-': {} },
  properties: {
    $schema: { type: 'string' },
    name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' },
    version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+(?:[-+][0-9A-Za-z.+-]+)?$' },
    apiVersion: { type: 'string', pattern: '^\\d+\\.\\d+$' },
    kind: { enum: ['channel', 'transform'] },
    actions: {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' }
    },
    settingsSchema: { type: 'object' },
    entry: {
      type: 'object',
      required: ['worker'],
      additionalProperties: false,
      properties: {
        worker: { type: 'string', pattern: '\\.(?:[cm]?js|[cm]?ts)$' },
        routes: { type: 'string', pattern: '\\.(?:[cm]?js|[cm]?ts)$' },
        host: { type: 'string', pattern: '\\.(?:[cm]?js|[cm]?ts)$' },
        migrations: { type: 'string', pattern: '\\.(?:[cm]?js|[cm]?ts)$' }
      }
    },
    description: { type: 'string', maxLength: 500 },
    settingsFromConfig: {
      type: 'object',
      required: ['settings'],
      additionalProperties: false,
      properties: {
        requires: { type: 'array', items: { type: 'string', pattern: '^[A-Za-z0-9_.]+$' } },
        settings: { type: 'object', additionalProperties: { type: 'string', pattern: '^[A-Za-z0-9_.]+$' } }
      }
    },
    transform: {
      type: 'object',
      required: ['from', 'to'],
      additionalProperties: false,
      properties: { from: { type: 'string', minLength: 1 }, to: { type: 'string', minLength: 1 }, engine: { type: 'string' } }
    }
  },
  if: { properties: { kind: { const: 'channel' } } },
  then: { properties: { actions: { minItems: 1 } } }
} as const

// ---------------------------------------------------------------------------------------------------------------------
// What a channel receives
// ---------------------------------------------------------------------------------------------------------------------

/** The hook that selected this channel. `settings` are the hook's own settings (not the plugin's tenant settings). */
export interface DeliveryHook {
  id: string
  url?: string
  action?: string
  settings: Record<string, unknown>
}

/** A document as handed to a channel: small ones as `bytes`; large ones (over the core's hand-over limit, 1 MiB) as a
 * read-only temporary `path` the core deletes after the delivery, with `bytes` empty. Use documentStream(job) or
 * documentSource(job) to handle both without loading a large document; documentBytes(job) loads it whole. */
export interface DocumentContent {
  bytes: Uint8Array
  /** A file holding the document (then `bytes` is empty). */
  path?: string
  /** The document's size in bytes (also when it is in `path`). */
  size?: number
  /** For example `application/xml`. */
  mediaType: string
  /** Peppol document type identifier, where known. */
  documentType?: string
  filename?: string
  /** Set when the host converted the document for this hook (a `mailto:` hook URL's `targetDocumentTypeId`): the
   * bytes are the converted document, `documentType` its type; `sourceDocumentType` the type as stored. */
  conversion?: { targetFormat: string, sourceDocumentType?: string, steps: string[] }
}

/** One delivery attempt of one document or event through one hook. */
export interface DeliveryJob {
  /** Unique per delivery (all attempts share it); send it to the receiver for deduplication. */
  deliveryId: string
  /** 1 for the first attempt. */
  attempt: number
  kind: 'document' | 'event'
  topic: string
  tenantId: string
  partyId: string
  documentId?: string
  /** The event payload (kind `event`), or metadata accompanying a document. */
  payload?: JsonValue
  /** The document (kind `document`; also on a `...Received` event delivered to a document channel: the received document). */
  document?: DocumentContent
  hook: DeliveryHook
}

/** The participant a lookup asks about, e.g. `{ scheme: 'iso6523-actorid-upis', value: '0208:0123456749' }`. */
export interface Recipient {
  scheme: string
  value: string
}

// ---------------------------------------------------------------------------------------------------------------------
// What a channel returns
// ---------------------------------------------------------------------------------------------------------------------

/** Named outcomes that hook output rules can match on (`when: "not-registered"`). */
export type DeliveryCondition = 'not-registered' | 'not-serviced' | 'timeout' | 'rejected'

export interface Delivered {
  ok: true
  /** HTTP-like status where the channel has one (output rules match on it). */
  status?: number
  condition?: DeliveryCondition
  /** Goes into the resulting event's details; JSON only. */
  details?: JsonObject
}

export interface DeliveryFailure {
  ok: false
  /** Upper-case code, for example `HTTP_ERROR`, `CONNECTION_REFUSED`; host failures start with `PLUGIN_`. */
  code: string
  /** True when trying again later may succeed (the host schedules the next attempt). */
  retryable: boolean
  status?: number
  condition?: DeliveryCondition
  message: string
  details?: JsonObject
}

export type DeliveryResult = Delivered | DeliveryFailure

export interface LookupFound {
  ok: true
  /** Can this channel deliver the document type to the recipient? */
  reachable: boolean
  condition?: DeliveryCondition
  details?: JsonObject
}

export type LookupResult = LookupFound | DeliveryFailure

// ---------------------------------------------------------------------------------------------------------------------
// Context and plugin interface
// ---------------------------------------------------------------------------------------------------------------------

export type LogFields = Record<string, unknown>

/** Structured log lines, forwarded to the host's log with the plugin name, delivery id and tenant. Fields must be
 * plain data (they are copied across the thread boundary; what cannot be copied is dropped). */
export interface PluginLogger {
  info (message: string, fields?: LogFields): void
  warn (message: string, fields?: LogFields): void
  error (message: string, fields?: LogFields): void
}

export interface PluginContext {
  /** Aborted at the deadline (reason: a `TimeoutError`) or when the host shuts down (an `AbortError`). Pass it to
   * fetch/sockets. A plugin that has not settled shortly after the abort has its worker terminated. */
  signal: AbortSignal
  log: PluginLogger
  /** Epoch milliseconds by which the call must have settled (the system clock's: a deadline is real time). */
  deadline: number
  plugin: { name: string, version: string }
  /** The host's clock for this call, epoch milliseconds; absent: the system clock. Read it through currentTime(ctx). */
  now?: () => number
}

export interface ChannelPlugin<S = Record<string, unknown>> {
  deliver (job: DeliveryJob, settings: S, ctx: PluginContext): Promise<DeliveryResult>
  lookup? (recipient: Recipient, documentType: string, settings: S, ctx: PluginContext): Promise<LookupResult>
}

/** Identity function that gives a plugin object its types: `export default definePlugin<MySettings>({ ... })`. */
export function definePlugin<S = Record<string, unknown>> (plugin: ChannelPlugin<S>): ChannelPlugin<S> {
  return plugin
}

// ---------------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------------

export interface ResultExtras {
  status?: number
  condition?: DeliveryCondition
  details?: JsonObject
}

const extras = (x: ResultExtras | undefined): ResultExtras => {
  const out: ResultExtras = {}
  if (x?.status !== undefined) out.status = x.status
  if (x?.condition !== undefined) out.condition = x.condition
  if (x?.details !== undefined) out.details = x.details
  return out
}

/** Success: `return delivered({ status: res.status, details: { messageId } })`. */
export function delivered (extra?: ResultExtras): Delivered {
  return { ok: true, ...extras(extra) }
}

/** A failure that will fail again (bad request, rejected document): no further attempts. */
export function failed (code: string, message: string, extra?: ResultExtras): DeliveryFailure {
  return { ok: false, code, retryable: false, message, ...extras(extra) }
}

/** A failure worth another attempt later (timeout, 5xx, connection refused). */
export function retryable (code: string, message: string, extra?: ResultExtras): DeliveryFailure {
  return { ok: false, code, retryable: true, message, ...extras(extra) }
}

/** Lookup answer. */
export function reachable (isReachable: boolean, extra?: Omit<ResultExtras, 'status'>): LookupFound {
  const out: LookupFound = { ok: true, reachable: isReachable }
  if (extra?.condition !== undefined) out.condition = extra.condition
  if (extra?.details !== undefined) out.details = extra.details
  return out
}

/**
 * A hook address (`dico://<endpoint>`, `cxml://<network>`) read by the plugin's own parser: `{ ok: true, value }`, or
 * the permanent failure BAD_URL: `missing` when there is no address, the message of an `AddressError` the parser
 * threw (any other error is thrown on).
 *
 *   const address = parseHookAddress(job.hook.action, 'the hook has no my://<name> action', a => parseMine(a), MyAddressError)
 *   if (!address.ok) return address
 */
export function parseHookAddress<T> (address: string | undefined, missing: string, parse: (address: string) => T,
  AddressError: abstract new (...args: never[]) => Error): { ok: true, value: T } | DeliveryFailure {
  if (address === undefined || address === '') return failed('BAD_URL', missing)
  try {
    return { ok: true, value: parse(address) }
  } catch (err) {
    if (err instanceof AddressError) return failed('BAD_URL', err.message)
    throw err
  }
}

/** The job's document bytes as a Buffer (no copy), or undefined for an event. Typed over ArrayBuffer (what a worker
 * receives) so it can be passed to fetch() as a body. */
export function documentBytes (job: DeliveryJob): Buffer<ArrayBuffer> | undefined {
  if (job.document?.path !== undefined) return fs.readFileSync(job.document.path) as Buffer<ArrayBuffer>
  const b = job.document?.bytes
  return b === undefined ? undefined : Buffer.from(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength)
}

/** The job's document as a ByteSource (core/blobs/source.ts: memory or file, never copied), or undefined for an event. */
export function documentSource (job: DeliveryJob): ByteSource | undefined {
  const d = job.document
  if (d === undefined) return undefined
  if (d.path !== undefined) return fileSource(d.path, d.size ?? fs.statSync(d.path).size, false)
  return memorySource(d.bytes)
}

/** The job's document as a stream of Buffers (64 KiB reads when it is on file), or undefined for an event. */
export function documentStream (job: DeliveryJob): Readable | undefined {
  const src = documentSource(job)
  return src === undefined ? undefined : openSource(src)
}

/** Epoch milliseconds now, as the host tells time for this call (ctx.now, else the system clock): for expiries, dates
 * and caches, so a host or a test that moves time moves the plugin's too. Durations: stopwatch(). */
export function currentTime (ctx: Pick<PluginContext, 'now'>): number {
  return ctx.now?.() ?? systemClock.now()
}

/** Milliseconds left until the deadline (never negative); handy for a client timeout. */
export function timeLeft (ctx: PluginContext): number {
  return Math.max(0, ctx.deadline - systemClock.now())
}

/** Measures a duration (for result details and logs): `const elapsed = stopwatch(); ...; elapsed()` gives whole ms. */
export { stopwatch } from '../clock.ts'
/** Metrics a plugin reports (AS4 messages, recipient lookups), shown by GET /metrics: core/sdk/metrics.ts. */
export { metrics, type MetricSample } from './metrics.ts'

/** A context for calling a plugin function directly in a unit test: a real AbortSignal that aborts at the deadline,
 * and a logger that collects lines in `lines`. Call `done()` afterwards to clear the timer. */
export function testContext (options: { deadlineMs?: number, name?: string, version?: string } = {}): PluginContext & {
  lines: Array<{ level: 'info' | 'warn' | 'error', message: string, fields?: LogFields }>
  abort (reason?: unknown): void
  done (): void
} {
  const deadlineMs = options.deadlineMs ?? 30_000
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('deadline exceeded', 'TimeoutError')), deadlineMs)
  const lines: Array<{ level: 'info' | 'warn' | 'error', message: string, fields?: LogFields }> = []
  const at = (level: 'info' | 'warn' | 'error') => (message: string, fields?: LogFields): void => {
    lines.push(fields === undefined ? { level, message } : { level, message, fields })
  }
  return {
    signal: controller.signal,
    deadline: systemClock.now() + deadlineMs,
    plugin: { name: options.name ?? 'test', version: options.version ?? '0.0.0' },
    log: { info: at('info'), warn: at('warn'), error: at('error') },
    lines,
    abort: reason => controller.abort(reason ?? new DOMException('aborted by the host', 'AbortError')),
    done: () => clearTimeout(timer)
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Webhook signatures and the SSRF guard (separate modules, re-exported here)
// ---------------------------------------------------------------------------------------------------------------------

export { signWebhook, verifyWebhook, SIGNATURE_HEADER, DELIVERY_HEADER, type WebhookVerification, type HeaderBag } from './webhooks.ts'
export { BadTargetUrlError, createTargetGuard, parseAllowlist, TargetRefusedError, type TargetGuard, type UrlCheckOptions } from './net-guard.ts'
