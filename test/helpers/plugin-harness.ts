/**
 * The partner test harness: run a channel plugin exactly as Wharf runs it, from a plain node:test file.
 *
 *   import { runPluginForTest, fakeDocumentJob } from '<wharf>/test/helpers/plugin-harness.ts'
 *   const result = await runPluginForTest('plugins/my-channel', { job: fakeDocumentJob(), settings: { url } })
 *   assert.equal(result.ok, true)   // result.logs holds what the plugin logged through ctx.log
 *
 * `runPluginForTest` reads and validates the plugin's wharf-plugin.json (schema, apiVersion, entry files: the same
 * checks as discovery; a failure throws the PluginLoadError discovery would log), enables the plugin for the job's
 * tenant with `settings`, and delivers through the host's own path: the PluginHost checks enablement and validates
 * the settings against the manifest's settingsSchema (filling defaults; invalid settings come back as
 * PLUGIN_SETTINGS_INVALID), then the call runs in a real worker thread of the PluginWorkerPool, with a deadline.
 * Each call starts and closes a pool (~0.3 s for a .ts plugin); `createPluginTestRunner` keeps one for many calls.
 *
 * Not for plugins to import at run time (it pulls in the host): only tests use it, which is why it lives in test/helpers
 * and not in core/sdk (the SDK's runtime surface).
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { DeliveryHook, DeliveryJob, DeliveryResult, JsonObject } from '../../core/sdk/index.ts'
import { loadPluginFolder, type LoadedPlugin, type PluginRegistry } from '../../core/plugins/discovery.ts'
import { PluginHost } from '../../core/plugins/host.ts'
import { PluginWorkerPool, type HostResult, type PoolOptions } from '../../core/plugins/pool.ts'
import { PluginEnablement, type TenantRef } from '../../core/plugins/settings.ts'

export const PEPPOL_INVOICE_TYPE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'

/** A small UBL invoice (not a valid Peppol BIS one: enough for channels, which move bytes). */
export function sampleInvoiceXml (id = 'INV-TEST-1', sender = '0208:0123456749', receiver = '0208:0987654321'): string {
  const [ss, sv] = sender.split(':')
  const [rs, rv] = receiver.split(':')
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>${id}</cbc:ID>
  <cbc:IssueDate>2026-11-22</cbc:IssueDate>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID="${ss}">${sv}</cbc:EndpointID></cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party><cbc:EndpointID schemeID="${rs}">${rv}</cbc:EndpointID></cac:Party></cac:AccountingCustomerParty>
  <cac:LegalMonetaryTotal><cbc:PayableAmount currencyID="EUR">121.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
</Invoice>
`
}

export interface FakeDocumentJobOptions {
  documentId?: string
  deliveryId?: string
  attempt?: number
  topic?: string
  tenantId?: string
  partyId?: string
  sender?: string
  receiver?: string
  /** The document: text or bytes (default: sampleInvoiceXml()). */
  xml?: string | Uint8Array
  mediaType?: string
  documentType?: string
  /** Default `<documentId>.xml`. */
  filename?: string
  /** Extra payload fields (documentId, sender and receiver are always set). */
  payload?: JsonObject
  /** Merged over `{ id: 'hook-test', action: 'test', settings: {} }`. */
  hook?: Partial<DeliveryHook>
}

/** A DeliveryJob of kind `document` as the send/receive pipeline builds it: document bytes, documentType, filename,
 * and a payload with documentId, sender and receiver. Every field can be overridden. */
export function fakeDocumentJob (options: FakeDocumentJobOptions = {}): DeliveryJob {
  const documentId = options.documentId ?? randomUUID()
  const sender = options.sender ?? '0208:0123456749'
  const receiver = options.receiver ?? '0208:0987654321'
  const xml = options.xml ?? sampleInvoiceXml(`INV-${documentId.slice(0, 8)}`, sender, receiver)
  const bytes = typeof xml === 'string' ? new TextEncoder().encode(xml) : xml
  return {
    deliveryId: options.deliveryId ?? randomUUID(),
    attempt: options.attempt ?? 1,
    kind: 'document',
    topic: options.topic ?? 'InvoiceReceived',
    tenantId: options.tenantId ?? 'tenant-test',
    partyId: options.partyId ?? receiver,
    documentId,
    payload: { ...options.payload, documentId, sender, receiver },
    document: {
      bytes,
      mediaType: options.mediaType ?? 'application/xml',
      documentType: options.documentType ?? PEPPOL_INVOICE_TYPE,
      filename: options.filename ?? `${documentId}.xml`
    },
    hook: { id: 'hook-test', action: 'test', settings: {}, ...options.hook }
  }
}

export interface PluginTestRunnerOptions {
  /** Worker pool options (default: 1 thread). */
  pool?: PoolOptions
  /** The plugin API version the simulated host provides (default: this SDK's). */
  apiVersion?: string
}

export interface RunOptions {
  job: DeliveryJob
  /** The plugin's settings for the tenant, as an operator would configure them (validated and defaulted here). */
  settings?: Record<string, unknown>
  /** Default: job.tenantId. */
  tenant?: TenantRef
  deadlineMs?: number
  signal?: AbortSignal
}

export interface PluginTestRunner {
  plugin: LoadedPlugin
  deliver (options: RunOptions): Promise<HostResult<DeliveryResult>>
  close (): Promise<void>
}

const singleRegistry = (plugin: LoadedPlugin): PluginRegistry => {
  const byName = new Map([[plugin.name, plugin]])
  const byAction = new Map(plugin.actions.map(a => [a, plugin]))
  return {
    byName,
    byAction,
    refused: [],
    get: name => byName.get(name),
    forAction: action => byAction.get(action),
    explainMissing: key => `no plugin named or serving "${key}"`
  }
}

const tenantKey = (t: TenantRef): string => typeof t === 'string' ? t : t.id

/** Loads the plugin folder and starts a worker pool for it; `deliver` may be called many times. Close it. */
export async function createPluginTestRunner (pluginDir: string, options: PluginTestRunnerOptions = {}): Promise<PluginTestRunner> {
  const dir = path.resolve(pluginDir)
  const plugin = await loadPluginFolder(dir, 'plugins', { apiVersion: options.apiVersion, expectKind: 'channel' })
  const pool = new PluginWorkerPool({ threads: 1, typescript: /\.[cm]?ts$/.test(plugin.workerEntry), ...options.pool })
  await pool.warmUp([plugin.workerEntry])
  const registry = singleRegistry(plugin)
  return {
    plugin,
    async deliver (run) {
      const tenant = run.tenant ?? run.job.tenantId
      // A fresh host per call: enablement and the settings cache belong to one configuration.
      const enablement = new PluginEnablement({ plugins: { [plugin.name]: { enabled: false, tenants: { [tenantKey(tenant)]: { enabled: true, settings: run.settings ?? {} } } } } })
      const host = new PluginHost({ registry, enablement, runner: pool })
      return host.deliver(run.job, { plugin: plugin.name, tenant, deadlineMs: run.deadlineMs, signal: run.signal })
    },
    close: () => pool.close()
  }
}

/** One delivery through a real worker thread, as Wharf would run it; see the header. */
export async function runPluginForTest (pluginDir: string, run: RunOptions & PluginTestRunnerOptions): Promise<HostResult<DeliveryResult>> {
  const runner = await createPluginTestRunner(pluginDir, { pool: run.pool, apiVersion: run.apiVersion })
  try {
    return await runner.deliver(run)
  } finally {
    await runner.close()
  }
}
