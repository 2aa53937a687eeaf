/**
 * Document routes (tag `documents`):
 *   POST /api/v1/{partyId}/salesInvoice/send       UBL Invoice, UBL CreditNote or CII CrossIndustryInvoice  (SendInvoice)
 *   POST /api/v1/{partyId}/purchaseOrder/send      UBL Order, OrderChange or OrderCancellation  (SendOrder, SendOrderChange, SendOrderCancellation)
 *   POST /api/v1/{partyId}/orderResponse/send      UBL OrderResponse                                         (SendOrderResponse)
 *   POST /api/v1/{partyId}/despatchAdvice/send     UBL DespatchAdvice                                        (SendDespatchAdvice)
 *   POST /api/v1/{partyId}/invoiceResponse/send    UBL ApplicationResponse (Invoice Response)                (SendInvoiceResponse)
 *   Peppol Logistics (capability logistics):
 *   POST /api/v1/{partyId}/receiptAdvice/send      UBL ReceiptAdvice                                         (SendReceiptAdvice)
 *   POST /api/v1/{partyId}/weightStatement/send    UBL WeightStatement                                       (SendWeightStatement)
 *   POST /api/v1/{partyId}/waybill/send            UBL Waybill                                               (SendWaybill)
 *   POST /api/v1/{partyId}/transportExecutionPlan/send  UBL TransportExecutionPlan or ...Request  (SendTransportExecutionPlan, SendTransportExecutionPlanRequest)
 *   POST /api/v1/{partyId}/transportationStatus/send    UBL TransportationStatus or ...Request    (SendTransportationStatus, SendTransportationStatusRequest)
 *   POST /api/v1/{partyId}/logisticsResponse/send  UBL ApplicationResponse (Logistics Application Response)  (SendLogisticsApplicationResponse)
 *     (a Logistics Advanced Despatch Advice goes to despatchAdvice/send)
 *     body: the XML itself (Content-Type application/xml, text/xml or application/*+xml), at most
 *     WHARF_MAX_DOCUMENT_BYTES (413 above); optional ?channel={hookId} forces the hook. The body is spooled
 *     (core/blobs/spool.ts: in memory up to 1 MiB, a temporary file beyond, removed when the answer is sent), detected
 *     by streaming and streamed into the blob store, so a 100 MB document is never held whole in memory.
 *     or multipart/form-data: a `file` part (the document, spooled the same way) and an optional `metaAttributes`
 *     part (JSON object of strings, echoed as details.metaAttributes in the events; core/documents/send-form.ts).
 *     ?targetFormat=<format>[&lossy=true]: converted first (core/transforms/download.ts), the converted document sent.
 *     Header X-Service-DocumentId: the documentId to use (6-64 letters, digits, -); taken in the tenant and
 *     environment: 409 DOCUMENT_EXISTS { documentId }, nothing sent (core/documents/send.ts).
 *     202 { id, documentId, status, topic, ... }: status `queued`, or `error` when an EndpointID is missing or wrong
 *     (the spec's InvoiceSentError: stored, event published, never retried; `error` says why).
 *     400 INVALID_XML / XML_DTD_NOT_ALLOWED / UNSUPPORTED_DOCUMENT / WRONG_DOCUMENT_FAMILY / CHANNEL_NOT_FOUND: nothing stored.
 *   GET /api/v1/{partyId}/generic/{documentId}/download           the stored bytes, any document of the party
 *   GET /api/v1/{partyId}/salesInvoice/{documentId}/download      sent invoices and credit notes only
 *   GET /api/v1/{partyId}/purchaseInvoice/{documentId}/download   received invoices and credit notes only
 *   GET /api/v1/{partyId}/purchaseOrder/{documentId}/download     sent orders, order changes and cancellations only
 *   GET /api/v1/{partyId}/salesOrder/{documentId}/download        received orders, order changes and cancellations only
 *     (downloads are streamed from the blob store with Content-Length; with ?targetFormat= or ?targetDocumentTypeId=
 *     [&lossy=true] the document converted instead, core/transforms/download.ts)
 *     (downloads are refused with 410 DOCUMENT_REMOVED once the content was deleted or expired: core/lifecycle)
 *   GET /api/v1/{partyId}/documents                               list (filters direction, family, status, counterparty,
 *     from/to; cursor paging: `next`)
 *   GET /api/v1/{partyId}/documents/{documentId}                  metadata + status history
 * A document of another party or tenant answers 404, never 403 (its existence is not revealed).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type, type Static } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import { disposeSource, isByteSource, type ByteSource } from '../blobs/source.ts'
import { isSendForm } from './send-form.ts'
import { releaseAfterLargeDocument } from '../memory/release.ts'
import { DOCUMENT_FAMILIES, type DocumentFamily } from './detect.ts'
import { sendDocument, type SendInput, type SendResult } from './send.ts'
import { acceptXmlBodies, XML_SUFFIX_TYPE, XML_TYPES } from './xml-body.ts'
import { tenantRefs, type PluginCatalogue } from '../plugins/catalogue.ts'
import { peppolByDefault } from '../sending/default-channel.ts'
import { DOCUMENT_SEGMENTS } from './segments.ts'
import { markDownloaded } from '../lifecycle/remove.ts'
import { actor } from '../lifecycle/routes.ts'
import { LIFECYCLE_STATUSES } from '../lifecycle/statuses.ts'
import { convertedDownload, convertedSource, wantsConversion } from '../transforms/download.ts'
import type { TransformService } from '../transforms/service.ts'
import { DOCUMENT_ID_PATTERN, DOCUMENT_STATUSES, isDocumentId, isUuid, openDocumentContent, documentHistory, getDocumentInScope, listDocuments, type DocumentRecord, type DocumentScope } from './store.ts'

/** Downloads: `targetFormat` / `targetDocumentTypeId` (+ `lossy`) answer the document converted (core/transforms/download.ts). */
const ConvertQuery = Type.Object({
  targetFormat: Type.Optional(Type.String({ minLength: 1, maxLength: 600 })),
  targetDocumentTypeId: Type.Optional(Type.String({ minLength: 1, maxLength: 600 })),
  lossy: Type.Optional(Type.Boolean())
})
/** The interface's name of the state of a sent document that could not be delivered (a documents list filter). */
const INVOICE_SENT_ERROR = 'InvoiceSentError'
const tags = ['documents']
const security = [{ bearer: [] }]
const Nullable = (t: ReturnType<typeof Type.String>) => Type.Union([t, Type.Null()])

const DocumentId = Type.String({ pattern: DOCUMENT_ID_PATTERN, description: 'the caller\'s X-Service-DocumentId, or a uuid' })

export const DocumentView = Type.Object({
  documentId: DocumentId,
  direction: Type.Union([Type.Literal('out'), Type.Literal('in')]),
  family: Type.String(), syntax: Type.String(),
  documentTypeId: Nullable(Type.String()), processId: Nullable(Type.String()), documentNumber: Nullable(Type.String()),
  sender: Nullable(Type.String()), receiver: Nullable(Type.String()),
  status: Type.String({ description: 'out: queued, retrying, fallback, sent, error; in: received' }),
  statusReason: Nullable(Type.String()), hookId: Nullable(Type.String()), channel: Nullable(Type.String()),
  messageId: Nullable(Type.String()), attempts: Type.Integer(), createdBy: Nullable(Type.String()),
  mediaType: Type.String(), size: Type.Integer(), sha256: Type.String(),
  createdOn: Type.String({ format: 'date-time' }), updatedOn: Type.String({ format: 'date-time' })
})

export const SendAnswer = Type.Object({
  id: Type.String({ description: 'the documentId (the spec\'s answer)' }),
  documentId: DocumentId,
  status: Type.String({ description: 'queued, or error when the document cannot be delivered (no retry)' }),
  topic: Type.String({ description: 'the command published (SendInvoice, ...) or the error event (InvoiceSentError, ...)' }),
  eventId: Type.String(),
  hookId: Nullable(Type.String()),
  family: Type.String(), documentTypeId: Type.String(), processId: Type.String(),
  sender: Nullable(Type.String()), receiver: Nullable(Type.String()),
  error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()])
})

const view = (d: DocumentRecord) => ({
  documentId: d.documentId, direction: d.direction, family: d.family, syntax: d.syntax, documentTypeId: d.documentTypeId,
  processId: d.processId, documentNumber: d.documentNumber, sender: d.sender, receiver: d.receiver, status: d.status,
  statusReason: d.statusReason, hookId: d.hookId, channel: d.channel, messageId: d.messageId, attempts: d.attempts,
  createdBy: d.createdBy, mediaType: d.mediaType, size: d.size, sha256: d.sha256, createdOn: d.createdAt, updatedOn: d.updatedAt
})

/** One send route per segment: the families it takes, and the one command when the family alone does not say it. */
const SEND_ROUTES: ReadonlyArray<{ segment: string, families: DocumentFamily[], what: string, command?: string }> = [
  { segment: 'salesInvoice', families: ['Invoice', 'CreditNote'], what: 'a sales invoice or credit note (UBL Invoice, UBL CreditNote, CII CrossIndustryInvoice)' },
  { segment: 'purchaseOrder', families: ['Order', 'OrderChange', 'OrderCancellation'], what: 'a purchase order, order change or order cancellation (UBL Order, OrderChange, OrderCancellation)' },
  { segment: 'orderResponse', families: ['OrderResponse'], what: 'an order response (UBL OrderResponse)' },
  { segment: 'despatchAdvice', families: ['DespatchAdvice'], what: 'a despatch advice (UBL DespatchAdvice)' },
  { segment: 'invoiceResponse', families: ['ApplicationResponse'], what: 'an invoice response (UBL ApplicationResponse)' },
  { segment: 'receiptAdvice', families: ['ReceiptAdvice'], what: 'a Peppol Logistics receipt advice (UBL ReceiptAdvice)' },
  { segment: 'weightStatement', families: ['WeightStatement'], what: 'a Peppol Logistics weight statement (UBL WeightStatement)' },
  { segment: 'waybill', families: ['Waybill'], what: 'a Peppol Logistics waybill (UBL Waybill)' },
  { segment: 'transportExecutionPlan', families: ['TransportExecutionPlan', 'TransportExecutionPlanRequest'], what: 'a Peppol Logistics transport execution plan or its request (UBL TransportExecutionPlan, TransportExecutionPlanRequest)' },
  { segment: 'transportationStatus', families: ['TransportationStatus', 'TransportationStatusRequest'], what: 'a Peppol Logistics transportation status or its request (UBL TransportationStatus, TransportationStatusRequest)' },
  { segment: 'logisticsResponse', families: ['ApplicationResponse'], command: 'SendLogisticsApplicationResponse', what: 'a Peppol Logistics application response (UBL ApplicationResponse)' }
]

/** X-Service-DocumentId (fastify lowercases header names). */
export const DOCUMENT_ID_HEADER = 'x-service-documentid'

/** The caller's documentId, checked; undefined when the header is absent. */
export function callerDocumentId (req: FastifyRequest): string | undefined {
  const v = req.headers[DOCUMENT_ID_HEADER]
  if (v === undefined) return undefined
  if (typeof v !== 'string' || !isDocumentId(v)) {
    throw new WharfError('VALIDATION_FAILED', 'Invalid header X-Service-DocumentId: 6 to 64 characters, letters, digits and - only, given once', { field: 'X-Service-DocumentId' })
  }
  return v
}

/** The stored media type of an XML document: its own XML type (text/xml as application/xml), else application/xml. */
function xmlMediaType (contentType: string | null | undefined): string {
  const t = String(contentType ?? '').split(';')[0].trim().toLowerCase()
  return XML_TYPES.includes(t) ? 'application/xml' : XML_SUFFIX_TYPE.test(t) ? t : 'application/xml'
}

/** The document of a send request: the raw XML body, or the file part of a form (with its metaAttributes). */
export function sendBody (req: FastifyRequest): { source: ByteSource, mediaType: string, metaAttributes: Record<string, string> | null } {
  if (isSendForm(req.body)) {
    if (req.body.file === null) throw new WharfError('VALIDATION_FAILED', 'The multipart/form-data body has no file part: send the document as the part named file', { field: 'file' })
    return { source: req.body.file, mediaType: xmlMediaType(req.body.fileType), metaAttributes: req.body.metaAttributes }
  }
  if (!isByteSource(req.body)) throw new WharfError('UNSUPPORTED_MEDIA_TYPE', 'Send the XML document as the body with Content-Type application/xml or text/xml, or as the file part of a multipart/form-data body')
  return { source: req.body, mediaType: xmlMediaType(req.headers['content-type']), metaAttributes: null }
}

const encodeCursor = (d: DocumentRecord): string => Buffer.from(`${d.createdAt}|${d.id}`).toString('base64url')
function decodeCursor (c: string): { createdAt: string, id: string } {
  const [createdAt, id] = Buffer.from(c, 'base64url').toString('utf8').split('|')
  if (createdAt === undefined || id === undefined || Number.isNaN(Date.parse(createdAt)) || !isUuid(id)) throw new WharfError('VALIDATION_FAILED', 'Invalid cursor')
  return { createdAt, id }
}

/** The 202 body of a send (SendAnswer). */
export const sendAnswer = (res: SendResult): Static<typeof SendAnswer> => ({
  id: res.document.documentId, documentId: res.document.documentId, status: res.document.status, topic: res.topic, eventId: res.eventId, hookId: res.hookId,
  family: res.detected.family, documentTypeId: res.detected.documentTypeId, processId: res.detected.processId,
  sender: res.document.sender, receiver: res.document.receiver, error: res.error
})

/** What a send route adds to sendDocument()'s input from the request: tenant, environment, party, partyId, `channel`,
 * the tenant's Peppol default and the size limit. Also used by core/documents/responses/. */
export type RequestSendInput = Omit<SendInput, 'tenantId' | 'environment' | 'party' | 'partyIdentifier' | 'channel' | 'peppolByDefault' | 'maxBytes'>
export function requestSender (wharf: Wharf, catalogue?: PluginCatalogue): (req: FastifyRequest, input: RequestSendInput) => Promise<SendResult> {
  const tenantOf = tenantRefs(wharf.knex, wharf.clock)
  return async (req, input) => {
    const params = req.params as { partyId: string }
    const channel = (req.query as { channel?: string }).channel ?? null
    return await sendDocument(wharf, {
      tenantId: req.principal.tenantId, environment: req.principal.environment, party: req.party, partyIdentifier: params.partyId,
      channel, maxBytes: wharf.config.maxDocumentBytes, peppolByDefault: peppolByDefault(wharf.config, catalogue, await tenantOf(req.principal.tenantId)), ...input
    })
  }
}

export async function documentRoutes (fastify: FastifyInstance, opts: { wharf: Wharf, catalogue?: PluginCatalogue, transforms?: TransformService }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { wharf } = opts
  const maxBytes = wharf.config.maxDocumentBytes
  // Encapsulated: only these routes read XML bodies, as raw bytes (the download is byte-identical to the upload).
  acceptXmlBodies(app, maxBytes, 'upload')
  const send = requestSender(wharf, opts.catalogue)

  const scope = (req: FastifyRequest): DocumentScope => ({ tenantId: req.principal.tenantId, environment: req.principal.environment, partyId: req.party.id })
  const PartyParam = Type.Object({ partyId: Type.String() })
  const DocParams = Type.Object({ partyId: Type.String(), documentId: Type.String() })

  for (const r of SEND_ROUTES) {
    app.post(`/api/v1/:partyId/${r.segment}/send`, {
      bodyLimit: maxBytes,
      schema: {
        tags, security,
        summary: `Send ${r.what}`,
        description: 'Body: the XML document (Content-Type application/xml or text/xml), or multipart/form-data with a `file` part (the document) and an optional `metaAttributes` part (a JSON object of string values, echoed as details.metaAttributes in the events). Header X-Service-DocumentId chooses the documentId (409 DOCUMENT_EXISTS when already used in the tenant and environment: nothing is sent). The document is parsed safely (no DTD), its type and EndpointIDs detected, then stored with the send command in one transaction. 202 with status queued; status error (with `error`) when an EndpointID is missing or wrong: the document is stored, the *SentError event published, and it is never retried.',
        params: PartyParam,
        querystring: Type.Object({
          channel: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'hook id: forces this hook instead of automatic selection' })),
          targetFormat: Type.Optional(Type.String({ minLength: 1, maxLength: 600, description: 'convert the document to this format before sending (core/transforms/)' })),
          lossy: Type.Optional(Type.Boolean())
        }),
        headers: Type.Object({ [DOCUMENT_ID_HEADER]: Type.Optional(Type.String({ description: 'the documentId to give the document: 6-64 letters, digits and -; already used in the tenant and environment: 409 DOCUMENT_EXISTS, nothing sent. Without it a new uuid.' })) }),
        response: { 202: SendAnswer }
      },
      config: { auth: { role: 'ApUser', party: 'partyId' } }
    }, async (req, reply) => {
      const documentId = callerDocumentId(req)
      const body = sendBody(req)
      const { metaAttributes } = body
      const source = req.query.targetFormat === undefined ? body.source : await convertedSource(wharf.knex, opts.transforms, body.source, req.principal.tenantId, req.query)
      const mediaType = req.query.targetFormat === undefined ? body.mediaType : 'application/xml'
      const res = await send(req, { source, mediaType, families: r.families, ...(r.command !== undefined ? { command: r.command } : {}), ...(documentId !== undefined ? { documentId } : {}), ...(metaAttributes !== null ? { metaAttributes } : {}) })
        .finally(async () => { await disposeSource(source) })
      // Its upload and storage buffers (core/memory/release.ts), once the answer is on its way.
      const size = res.document.size
      setImmediate(() => { releaseAfterLargeDocument(size) })
      req.log.info({ documentId: res.document.documentId, status: res.document.status, topic: res.topic, hookId: res.hookId }, 'document accepted for sending')
      return await reply.status(202).send(sendAnswer(res))
    })
  }

  for (const dl of DOCUMENT_SEGMENTS) {
    app.get(`/api/v1/:partyId/${dl.segment}/:documentId/download`, {
      schema: { tags, security, summary: `Download ${dl.what} as stored`, description: '410 DOCUMENT_REMOVED when its content was deleted or has expired (the status history remains). The first download is recorded (Downloaded). With ?targetFormat= (or targetDocumentTypeId=) the document converted (core/transforms).', params: DocParams, querystring: ConvertQuery, produces: ['application/xml'] },
      config: { auth: { role: 'ApUser', party: 'partyId' } }
    }, async (req, reply) => {
      const doc = await getDocumentInScope(wharf.knex, scope(req), req.params.documentId)
      if (doc === undefined || !dl.accept(doc)) throw new WharfError('NOT_FOUND', `No document ${req.params.documentId} for party ${req.params.partyId}`)
      await markDownloaded(wharf.knex, wharf.clock, doc, actor(req))
      if (wantsConversion(req.query)) {
        const out = await convertedDownload(wharf.knex, opts.transforms, doc, req.principal.tenantId, req.query)
        return await reply.header('content-type', 'application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${doc.documentId}.xml"`)
          .header('x-wharf-document-type-id', out.documentTypeId).send(out.xml)
      }
      const content = await openDocumentContent(wharf.knex, doc.id)
      if (content === undefined) throw new WharfError('NOT_FOUND', `No document ${req.params.documentId}`)
      return await reply
        .header('content-type', content.mediaType)
        .header('content-disposition', `attachment; filename="${doc.documentId}.xml"`)
        .header('x-content-sha256', doc.sha256)
        .header('content-length', content.size)
        .send(content.bytes ?? content.stream)
    })
  }

  app.get('/api/v1/:partyId/documents', {
    schema: {
      tags, security, summary: 'List the party\'s documents, newest first',
      description: 'Filters: direction, family, status (lifecycle or internal), counterparty, period (from, to). Cursor paging: an answer with `next` not null has more; ask again with cursor=<next> and the same filters.',
      params: PartyParam,
      querystring: Type.Object({
        direction: Type.Optional(Type.Union([Type.Literal('out'), Type.Literal('in')])),
        family: Type.Optional(Type.Union(DOCUMENT_FAMILIES.map(f => Type.Literal(f)))),
        status: Type.Optional(Type.Union([...LIFECYCLE_STATUSES, ...DOCUMENT_STATUSES, INVOICE_SENT_ERROR].map(s => Type.Literal(s)), { description: 'a lifecycle status (Pending, Validated, Routed, Delivered, Rejected, Failed, Received, Downloaded, Deleted, Expired: the document\'s latest), an internal one (queued, retrying, fallback, sent, error, received), or InvoiceSentError, the interface\'s name for a sent document that could not be delivered (internal status error, direction out)' })),
        counterparty: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'the other side, e.g. 0088:7300010000001: the receiver of a sent document, the sender of a received one' })),
        from: Type.Optional(Type.String({ format: 'date-time', description: 'created on or after' })),
        to: Type.Optional(Type.String({ format: 'date-time', description: 'created before' })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
        cursor: Type.Optional(Type.String({ maxLength: 200, description: 'the `next` of the previous page (same filters)' }))
      }),
      response: { 200: Type.Object({ documents: Type.Array(DocumentView), next: Type.Union([Type.String(), Type.Null()], { description: 'cursor of the next page (pass it as cursor=), null on the last page' }), nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'the same as next (older name)' }) }) }
    },
    config: { auth: { role: 'ApUser', party: 'partyId' } }
  }, async (req) => {
    const q = req.query
    const limit = q.limit ?? 50
    // InvoiceSentError: the interface's state name for what the API calls error (sent documents only).
    const sentError = q.status === INVOICE_SENT_ERROR
    if (sentError && q.direction === 'in') return { documents: [], next: null, nextCursor: null }
    const page = await listDocuments(wharf.knex, scope(req), {
      direction: sentError ? 'out' : q.direction, family: q.family, status: sentError ? 'error' : q.status, counterparty: q.counterparty, from: q.from, to: q.to, limit, ...(q.cursor !== undefined ? { before: decodeCursor(q.cursor) } : {})
    })
    const last = page.documents[page.documents.length - 1]
    const next = page.hasMore && last !== undefined ? encodeCursor(last) : null
    return { documents: page.documents.map(view) as never, next, nextCursor: next }
  })

  app.get('/api/v1/:partyId/documents/:documentId', {
    schema: {
      tags, security, summary: 'One document: metadata and status history',
      params: DocParams,
      response: {
        200: Type.Object({
          document: DocumentView,
          history: Type.Array(Type.Object({
            status: Type.String(), reason: Nullable(Type.String()), topic: Nullable(Type.String()), eventId: Nullable(Type.String()),
            hookId: Nullable(Type.String()), details: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]), at: Type.String({ format: 'date-time' })
          }))
        })
      }
    },
    config: { auth: { role: 'ApUser', party: 'partyId' } }
  }, async (req) => {
    const doc = await getDocumentInScope(wharf.knex, scope(req), req.params.documentId)
    if (doc === undefined) throw new WharfError('NOT_FOUND', `No document ${req.params.documentId} for party ${req.params.partyId}`)
    return { document: view(doc) as never, history: await documentHistory(wharf.knex, doc.id) }
  })
}
