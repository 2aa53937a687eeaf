/**
 * SDK: what a plugin's main-thread modules get from the host (PLUGINS.md, "entry.routes" and "entry.host"). The
 * thread module (entry.worker) needs none of this: it gets its job and settings from core/sdk/index.ts.
 *
 * PluginContext is the narrow view of the running process a plugin's routes and registrations work with: the
 * database (the plugin's own tables, created by its entry.migrations), the injected clock, a logger, the process
 * configuration as the core read it (core/config.ts: plugins never read process.env), and receiveDocument, which
 * stores a received business document and publishes its event (e.g. InvoiceReceived) in one write together with
 * the plugin's own row. It validates the document first under the receiving tenant's policy
 * (core/validation/incoming.ts): invalid under `reject` -> stored all the same, announced as the family's
 * *ReceivedError (details.ruleIds, details.validation); findings under `warn` -> details.validation of *Received.
 * A caller that passes `topic` (or its own `validation`) is not validated here.
 *
 *   export default async function routes (app: FastifyInstance, { context }: { context: PluginContext }) {
 *     app.post('/inbox', { config: { auth: 'public' } }, async req => {
 *       const { documentId } = await context.receiveDocument({ tenantId, environment, partyInternalId, partyId,
 *         bytes: req.body as Buffer, createdBy: 'my-channel' })
 *       return { documentId }
 *     })
 *   }
 *
 * ExtensionHost is what an entry.host module's default export is called with (core/plugins/extensions.ts):
 *
 *   export default function register (host: ExtensionHost): void {
 *     host.routes(myAlwaysOnRoutes)                        // served whether or not the plugin is enabled
 *     host.recipientLookup(ctx => async (partyId, family) => ({ ok: false, reason: 'not-registered', message: '' }))
 *     host.workHandler('my.kind', ctx => async job => outcome.done(), exponentialBackoff({ initialMs: 5000 }))
 *     host.housekeeping(async ctx => ({ oldRows: 0 }))     // hourly; counts are logged
 *     host.onPartyChanged(async (db, clock, party) => { await enqueue(db, clock, { kind: 'my.kind', ... }) })
 *   }
 */
export type { PluginContext, ExtensionHost, RecipientLookup, RecipientLookupResult, RecipientDeliveryOption, PartyChange, ReceivedDocument, LocalDelivery } from '../plugins/extensions.ts'
/**
 * Documents through the PluginContext (core/plugins/context-documents.ts): `context.sendDocument({ ..., command:
 * 'SendInvoice' })` sends a document as the API does (for channels that take documents in: SFTP pull, mail),
 * `documentStatus`, `openDocument` (a stream), `pluginSettings` and `tokenSecret`. An inbound hook (publishTopics,
 * core/hooks/inbound-address.ts and core/hooks/source-hooks.ts) tells the plugin which send command its documents
 * publish: `context.hooks.byInboundToken(scheme, hashInboundToken(token))` finds a mail address's hook,
 * `context.hooks.sources('sftp')` lists the SFTP pull hooks with their secrets. The event for a document that could
 * not be taken in: receivedErrorTopic('SendInvoice') = InvoiceReceivedError, published with `publish`.
 *
 * A long-lived listener (an SMTP server, ...): start it in the `entry.routes` module (mounted on the main thread of
 * api processes when the plugin is enabled for the process) and close it in the app's onClose hook:
 *
 *   export default async function routes (app, { context }) {
 *     const server = await startMyListener(context)
 *     app.addHook('onClose', async () => { await server.close() })
 *   }
 */
export type { PluginSendInput, PluginSendResult, PluginDocumentStatus, PluginDocumentStream } from '../plugins/context-documents.ts'
export { hashInboundToken } from '../hooks/inbound-address.ts'
export { SENDABLE_COMMANDS, receivedErrorTopic } from '../documents/topics.ts'
export type { HookRecord, HookWithSecrets } from '../hooks/store.ts'
export type { DeliverJob } from '../publish/publish.ts'
export type { Config, Environment } from '../config.ts'
/** Who a request speaks for (req.principal), and party enrolment's input and answer (PluginContext.enrolParty). */
export type { Principal } from '../auth/principal.ts'
export type { EnrolmentInput, EnrolmentResult, EnrolmentUser, EnrolledUser } from '../tenancy/enrolment.ts'
/** The hook request schema (TypeBox) the hooks API takes, for plugin routes that accept hooks. */
export { HookFields } from '../hooks/input.ts'
export { type Clock, systemClock, WharfError, projectRoot, runtimeFile } from './runtime.ts'
export { forbidden } from '../auth/principal.ts'
/** JSON columns come back parsed from PostgreSQL and as text from PGlite: one value either way. */
export { jsonColumn } from '../db/rows.ts'
/**
 * A read that runs on every request with the same text, as a named prepared statement (parsed and planned once per
 * PostgreSQL connection; knex.raw on PGlite and in a transaction). Values as knex.raw takes them (`?`).
 *
 *   const rows = await preparedRows<Row>(context.knex, 'myplugin_lookup', 'select ... where id = ?', [id])
 */
export { preparedRows } from '../db/prepared.ts'
/** Durable work: enqueue a job (in the caller's transaction), its handler's outcomes, retry policies. */
export { enqueue, outcome, exponentialBackoff, type Handler, type RetryPolicy } from '../work/index.ts'
/** The flags a plugin's own worker threads need to load TypeScript in development. */
export { threadExecArgv } from '../plugins/worker-options.ts'
/**
 * Documents and events on the main thread, for plugins that answer what they receive (peppol-as4's MLS,
 * plugins/peppol-as4/mls/): store an outbound document and publish its send command or event (in the caller's
 * transaction), detect a document, the topics of its family, the built-in Peppol hook's id, a listener for the final
 * outcome of a document's delivery to a consumer, a hook action's channel name, and whether a principal may act for
 * a party.
 *
 *   const d = await detectDocumentSource(memorySource(bytes))
 *   const doc = await insertDocument(trx, clock, { ... })
 *   await publish(trx, { clock, hooks, wakeup }, { topic: topicsFor(d.family, d.documentTypeId).command, ... })
 *   onDeliverySettled(knex, async outcome => { ... })   // ok, status, hookId, documentKey
 */
export { publish } from '../publish/publish.ts'
export { insertDocument } from '../documents/store.ts'
export { detectDocumentSource } from '../documents/detect.ts'
export { topicsFor } from '../documents/topics.ts'
export { PEPPOL_DEFAULT_HOOK_ID } from '../sending/default-channel.ts'
export { onDeliverySettled } from '../delivery/settled.ts'
export { actionName } from '../plugins/catalogue.ts'
export { canActFor } from '../auth/principal.ts'
/**
 * The official validation of a stored document (XSD + Schematron in the core's validation pool; core/validation/):
 * its result `{ isValid, source, ruleSets, assertions: [{ artifact, ruleSet, id, flag, location, line, text }] }`, or
 * null when validation does not apply (the receiving tenant's validation policy is off, the document is over
 * WHARF_VALIDATION_MAX_BYTES, no rules for its type, or the process serves no API). peppol-as4's MLS reports it.
 *
 *   const result = await validateStoredDocument(context.knex, documentKey)
 */
export { validateStoredDocument } from '../validation/service.ts'
export type { ValidationResult, Assertion as ValidationAssertion } from '../validation/validate.ts'
