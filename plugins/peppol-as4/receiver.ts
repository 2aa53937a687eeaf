/**
 * The receiving side of the AS4 endpoint, after the HTTP layer (routes.ts): open the message (incoming.ts), decide
 * whether we serve its final recipient, answer a duplicate with the ORIGINAL receipt, else store the document and its
 * *Received event together with the signed receipt in one transaction, and answer with that receipt.
 *
 *   const answer = await receiveAs4(deps, { stream: req.raw, contentType, contentLength, environment })
 *   reply.code(answer.status).type(answer.contentType).send(answer.body)
 *
 * Statements per accepted message: one lookup (receiver-lookup.ts: duplicate receipt, party, registration,
 * capabilities), the document's own (core/documents/receive.ts) and one insert of the receipt with its document id.
 * Refusals are ebMS Error signals (HTTP 200, unsigned: Peppol accepts unsigned errors) with the code of the failing
 * check; nothing is stored and no event is published on any failure. A participant, document type or process we do
 * not serve: EBMS:0004 with ErrorDetail PEPPOL:NOT_SERVICED. The crypto (inbound-crypto.ts: open + sign the receipt)
 * runs on deps.pool (receiver-pool.ts) when given, else in the request's thread; the database work stays here.
 * Large messages (issue 5): the MIME parser spools attachment parts beyond 1 MiB to temporary files, the crypto
 * decrypts, verifies, gunzips and unwraps them as streams (inbound-crypto.ts openAndSignAsync), and a large document
 * is stored from its spool file (storeReceivedDocument `source`); every spool file of the message is removed once the
 * answer is decided, whatever it is.
 */
import type { Knex } from 'knex'
import type { TrustStore } from './pki/trust-store.ts'
import type { Environment } from '../../core/sdk/host.ts'
import type { PluginContext } from '../../core/sdk/host.ts'
import { buildErrorSignal } from './as4/ebms.ts'
import { Ebms3Error, PEPPOL_NOT_SERVICED, type SignalError } from './as4/errors.ts'
import { disposeParts, MimeLimitError, readAs4Body, SOAP12_CONTENT_TYPE, type MimePart } from './as4/mime.ts'
import { disposeSource, sourceSize, type ByteSource } from '../../core/sdk/blobs.ts'
import { releaseAfterLargeDocument } from '../../core/sdk/blobs.ts'
import { documentTypeMatches, resolveCapabilities } from '../../core/sdk/peppol.ts'
import { publishedDocumentTypes } from './smp/store.ts'
import { toAliasForm } from '../../core/sdk/peppol.ts'
import { receiverLookup, type ReceiverLookup } from './receiver-lookup.ts'
import { openAndSignAsync, partsSize, signalErrorOf, type InboundMessage, type InboundOutcome, type InboundTask } from './inbound-crypto.ts'
import type { ReceiverCryptoPool } from './receiver-pool.ts'
import type { ApIdentity } from './identity.ts'
import { inboundMls, isMlsDocumentType, mlsStatusRow } from './mls/reception.ts'
import { afterReception } from './mls/settle.ts'
import { isReportForUs, logRow, storeReceivedReport } from './reporting/receive.ts'

export interface ReceiverDeps {
  wharf: PluginContext
  identity: ApIdentity
  trust: (certPem: string, at: Date) => void
  maxBytes: number
  /** Where the crypto runs: this pool's threads, or (undefined) the request's thread. */
  pool?: ReceiverCryptoPool
  /** The AP trust store with the CRL checker (plugins/peppol-as4/pki/crl-fetch.ts), asked whether the sender's signing
   * certificate is revoked; undefined: no revocation check (WHARF_AP_REVOCATION=off). */
  senderCheck?: TrustStore
  /** Our SPIS id (0242), the sender of the MLS we return (mls/); undefined: no automatic MLS. */
  ourSpis?: string
}

export interface Answer { status: number, contentType: string, body: string, outcome: 'receipt' | 'duplicate' | 'error', code?: string, documentId?: string }

const errorAnswer = (refToMessageId: string | undefined, e: SignalError): Answer => ({
  status: 200, contentType: SOAP12_CONTENT_TYPE, outcome: 'error', code: e.code,
  body: buildErrorSignal({ ...(refToMessageId !== undefined ? { refToMessageId } : {}), errors: [e] }).xml
})

export { signalErrorOf }

const notServiced = (why: string): Ebms3Error => new Ebms3Error('EBMS:0004', PEPPOL_NOT_SERVICED, { reason: why })

/** The party and its capability for the message's document type and process (from receiverLookup), or a NOT_SERVICED refusal. */
function servingParty (found: ReceiverLookup, opened: InboundMessage, smp: { excludeDocumentTypes?: string[] }): { partyId: string, tenantId: string, alias: string } {
  const recipient = opened.sbdh.receiver.value
  const party = found.party
  if (party === undefined || found.id === undefined) throw notServiced(`${recipient} is not a participant of this access point`)
  if (party.migratedAway) throw notServiced(`${recipient} moved to another provider`)
  const doc = `${opened.sbdh.documentTypeId.scheme}::${opened.sbdh.documentTypeId.value}`
  // What the SMP publishes is what is received; PINT (peppol-doctype-wildcard): a published billing-1 also serves
  // billing-1@<profile> (documentTypeMatches).
  const type = publishedDocumentTypes(smp, party.capabilities, party.defaults).find(t => documentTypeMatches(t.documentTypeId, opened.sbdh.documentTypeId))
  if (type === undefined) throw notServiced(`${recipient} does not receive ${doc}`)
  if (!type.processIds.includes(opened.sbdh.processId.value)) throw notServiced(`${recipient} does not receive ${doc} in process ${opened.sbdh.processId.value}`)
  return { partyId: party.partyId, tenantId: party.tenantId, alias: toAliasForm(found.id) }
}

async function storedReceipt (knex: Knex, messageId: string): Promise<string | undefined> {
  const row = await knex('as4_receipts').where({ message_id: messageId }).first('receipt')
  return row?.receipt as string | undefined
}

const isUniqueViolation = (err: unknown): boolean => /unique|duplicate key|23505/i.test(`${(err as { code?: string }).code ?? ''} ${(err as Error).message}`)

export async function receiveAs4 (deps: ReceiverDeps, req: { stream: AsyncIterable<unknown>, contentType: string | undefined, contentLength?: number, environment: Environment }): Promise<Answer> {
  const files: { parts: MimePart[], outcome?: InboundOutcome } = { parts: [] }
  try {
    return await receive(deps, req, files)
  } finally {
    await disposeParts(files.parts)
    if (files.outcome?.ok === true) await disposeSource(files.outcome.message.storedSource)
  }
}

async function receive (deps: ReceiverDeps, req: { stream: AsyncIterable<unknown>, contentType: string | undefined, contentLength?: number, environment: Environment }, files: { parts: MimePart[], outcome?: InboundOutcome }): Promise<Answer> {
  const { wharf } = deps
  const log = wharf.log.child({ component: 'as4-receiver' })
  let outcome: InboundOutcome
  try {
    const msg = await readAs4Body(req.stream, req.contentType, { maxBytes: deps.maxBytes, spool: {}, ...(req.contentLength !== undefined ? { sizeHint: req.contentLength } : {}) })
    files.parts = msg.attachments
    const task: InboundTask = {
      root: { contentId: msg.root.contentId, contentType: msg.root.contentType, data: msg.root.data },
      attachments: msg.attachments.map(p => ({ contentId: p.contentId, contentType: p.contentType, data: p.data, ...(p.source !== undefined ? { source: p.source } : {}) })),
      identity: deps.identity, at: wharf.clock.now(), maxDecompressedBytes: deps.maxBytes * 4
    }
    // On the crypto pool the parts' memory moves to the worker: msg's bytes are not used after this line.
    const opening = deps.pool !== undefined ? deps.pool.open(task) : openAndSignAsync(task, deps.trust)
    // The MIME parser's and the spool's buffers of a large message, while the crypto runs (core/memory/release.ts).
    releaseAfterLargeDocument(partsSize(msg.attachments))
    outcome = await opening
    files.outcome = outcome
  } catch (err) {
    if (err instanceof MimeLimitError) return { status: 413, contentType: 'text/plain', body: err.message, outcome: 'error', code: 'MIME_LIMIT' }
    const e = signalErrorOf(err, undefined) // a refusal of the MIME layer (before any header was read)
    if (e === undefined) throw err
    log.warn({ code: e.code, detail: e.detail }, 'AS4 message refused')
    return errorAnswer(undefined, e)
  }
  if (!outcome.ok) {
    log.warn({ messageId: outcome.messageId, code: outcome.error.code, detail: outcome.error.detail }, 'AS4 message refused')
    return errorAnswer(outcome.messageId, outcome.error)
  }
  const opened = outcome.message
  const messageId = opened.messageId

  // Revocation of the sender's signing certificate (its chain was checked with the signature): answered from the
  // CRL cache, which fetches each CA's CRL about once a day. A revoked certificate is a failed authentication.
  if (deps.senderCheck !== undefined) {
    const c = await deps.senderCheck.checkCertificate(opened.signerCertPem, 'ap', { at: new Date(wharf.clock.now()) })
    if (!c.ok) {
      const e = new Ebms3Error('EBMS:0101', `the signing certificate is not accepted: ${c.code}: ${c.reason}`, { reason: c.code }).toSignalError(messageId)
      log.warn({ messageId, code: e.code, detail: e.detail }, 'AS4 message refused')
      return errorAnswer(messageId, e)
    }
  }

  // One statement: an earlier receipt for this MessageId, and the recipient's party, registration and capabilities.
  const found = await receiverLookup(wharf.knex, req.environment, messageId, opened.sbdh.receiver.value)
  if (found.receipt !== undefined) {
    log.info({ messageId }, 'AS4 duplicate: answered with the original receipt')
    return { status: 200, contentType: SOAP12_CONTENT_TYPE, body: found.receipt, outcome: 'duplicate' }
  }

  // Peppol Reporting: a report for the reporting receiver this Wharf plays (WHARF_REPORTING_ACCEPT) is kept as a report.
  if (isReportForUs(wharf.config, opened.sbdh) && found.party !== undefined && opened.stored.length > 0) {
    return await receiveReport(deps, req.environment, messageId, opened, outcome.receipt)
  }

  let party
  try {
    party = servingParty(found, opened, wharf.config.smp)
  } catch (err) {
    const e = signalErrorOf(err, messageId) as SignalError
    log.warn({ messageId, code: e.code, reason: (err as Ebms3Error).reason }, 'AS4 message not serviced')
    return errorAnswer(messageId, e)
  }

  const receipt = outcome.receipt // signed with the opening, on the same thread
  // The payload with its XML declaration restored (inbound-crypto.ts): bytes, or a spool file for a large document.
  const content: { source: ByteSource, bytes?: undefined } | { bytes: Buffer, source?: undefined } = opened.storedSource?.kind === 'file' ? { source: opened.storedSource } : { bytes: opened.stored }
  // A received MLS is stored and announced for the sent document it answers (mls/reception.ts).
  const mls = isMlsDocumentType(opened.sbdh) && content.bytes !== undefined ? await inboundMls(wharf.knex, req.environment, content.bytes) : undefined
  const reviews = party !== undefined && found.party !== undefined && resolveCapabilities(found.party.capabilities, found.party.defaults).reviews
  let owesMls = false
  try {
    // The document, its event and the receipt row (with the document's id) are written together (receiveDocument):
    // as ONE statement when the document stays in its row, else in one transaction. A duplicate arriving at
    // the same time fails on the receipt's primary key, nothing of it is stored, and it answers the stored receipt.
    const stored = await wharf.receiveDocument({
      environment: req.environment, ...content,
      ...(mls !== undefined
        ? { tenantId: mls.tenantId, partyInternalId: mls.partyInternalId, partyId: mls.partyId, refToDocumentId: mls.refToDocumentId }
        : { tenantId: party.tenantId, partyInternalId: party.partyId, partyId: party.alias }),
      ...(opened.sbdh.mimeType !== undefined ? { mediaType: opened.sbdh.mimeType } : {}),
      createdBy: 'peppol', messageId,
      details: {
        protocol: 'As4', sbdhInstanceIdentifier: opened.sbdh.instanceIdentifier, senderAccessPoint: opened.fromPartyId,
        conversationId: opened.conversationId, countryC1: opened.sbdh.countryC1, ...mls?.details
      }
    }, (db, documentId) => {
      // The MLS this document may owe (mls/reception.ts) and the receipt, in the same write as the document.
      const row = mlsStatusRow({ documentKey: documentId, tenantId: party.tenantId, environment: req.environment, reviews, sbdh: opened.sbdh, fromPartyId: opened.fromPartyId, at: new Date(wharf.clock.now()) })
      owesMls = row?.state === 'pending'
      const at = new Date(wharf.clock.now())
      const receiptRow = db('as4_receipts').insert({ message_id: messageId, environment: req.environment, from_party_id: opened.fromPartyId, receipt, document_id: documentId, created_at: at })
      // The message log of Peppol Reporting (reporting/log.ts).
      const log = logRow(db, { messageId, environment: req.environment, sbdh: opened.sbdh, fromPartyId: opened.fromPartyId, partyId: mls?.partyInternalId ?? party.partyId, documentKey: documentId, at })
      return row !== undefined ? [db('mls_status').insert(row), receiptRow, log] : [receiptRow, log]
    })
    if (!stored.inline) {
      // Its MIME, decryption and storage buffers (the SDK's release policy), once the receipt is on its way.
      const size = sourceSize(content.source ?? { kind: 'memory', bytes: content.bytes as Buffer })
      setImmediate(() => { releaseAfterLargeDocument(size) })
    }
    log.info({ messageId, documentId: stored.id, topic: stored.topic }, 'AS4 message received')
    if (owesMls && deps.ourSpis !== undefined) void afterReception(wharf, deps.ourSpis, stored.id, stored.eventId)
    return { status: 200, contentType: SOAP12_CONTENT_TYPE, body: receipt, outcome: 'receipt', documentId: stored.id }
  } catch (err) {
    if (isUniqueViolation(err)) {
      const again = await storedReceipt(wharf.knex, messageId)
      if (again !== undefined) return { status: 200, contentType: SOAP12_CONTENT_TYPE, body: again, outcome: 'duplicate' }
    }
    const code = (err as { code?: unknown }).code
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) {
      // A coded refusal of the document itself (detectDocument: malformed, unsupported ...): nothing was stored.
      log.warn({ messageId, code, err }, 'AS4 payload refused')
      return errorAnswer(messageId, new Ebms3Error('EBMS:0004', `the business document cannot be accepted: ${(err as Error).message}`).toSignalError(messageId))
    }
    throw err
  }
}

/** A report for our reporting receiver (reporting/receive.ts): stored with its receipt row, answered with the receipt. */
async function receiveReport (deps: ReceiverDeps, environment: Environment, messageId: string, opened: InboundMessage, receipt: string): Promise<Answer> {
  const { wharf } = deps
  const at = new Date(wharf.clock.now())
  try {
    const r = await storeReceivedReport(wharf.knex, {
      messageId, environment, sbdh: opened.sbdh, xml: opened.stored.toString('utf8'), fromPartyId: opened.fromPartyId, at,
      receiptRow: { message_id: messageId, environment, from_party_id: opened.fromPartyId, receipt, document_id: null, created_at: at }
    })
    wharf.log.info({ messageId, kind: r.kind, valid: r.valid, from: opened.fromPartyId }, 'Peppol report received')
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    const again = await storedReceipt(wharf.knex, messageId)
    if (again !== undefined) return { status: 200, contentType: SOAP12_CONTENT_TYPE, body: again, outcome: 'duplicate' }
    throw err
  }
  return { status: 200, contentType: SOAP12_CONTENT_TYPE, body: receipt, outcome: 'receipt' }
}
