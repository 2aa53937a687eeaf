/**
 * Document routes (tag `documents`):
 *   POST /api/v1/{partyId}/salesInvoice/send       UBL Invoice, UBL CreditNote or CII CrossIndustryInvoice  (SendInvoice)
 *   POST /api/v1/{partyId}/purchaseOrder/send      UBL Order                                                 (SendOrder)
 *   POST /api/v1/{partyId}/orderResponse/send      UBL OrderResponse                                         (SendOrderResponse)
 *   POST /api/v1/{partyId}/despatchAdvice/send     UBL DespatchAdvice                                        (SendDespatchAdvice)
 *   POST /api/v1/{partyId}/invoiceResponse/send    UBL ApplicationResponse (Invoice Response)                (SendInvoiceResponse)
 *     body: the XML itself (Content-Type application/xml, text/xml or application/*+xml), at most
 *     WHARF_MAX_DOCUMENT_BYTES (413 above); optional ?channel={hookId} forces the hook. The body is spooled
 *     (core/blobs/spool.ts: in memory up to 1 MiB, a temporary file beyond, removed when the answer is sent), detected
 *     by streaming and streamed into the blob store, so a 100 MB document is never held whole in memory.
 *     202 { documentId, status, topic, ... }: status `queued`, or `error` when an EndpointID is missing or wrong
 *     (the spec's InvoiceSentError: stored, event published, never retried; `error` says why).
 *     400 INVALID_XML / XML_DTD_NOT_ALLOWED / UNSUPPORTED_DOCUMENT / WRONG_DOCUMENT_FAMILY / CHANNEL_NOT_FOUND: nothing stored.
 *   GET /api/v1/{partyId}/generic/{documentId}/download           the stored bytes, any document of the party
 *   GET /api/v1/{partyId}/salesInvoice/{documentId}/download      sent invoices and credit notes only
 *   GET /api/v1/{partyId}/purchaseInvoice/{documentId}/download   received invoices and credit notes only
 *     (downloads are streamed from the blob store with Content-Length)
 *   GET /api/v1/{partyId}/documents                               list (filters direction, family, status; cursor paging)
 *   GET /api/v1/{partyId}/documents/{documentId}                  metadata + status history
 * A document of another party or tenant answers 404, never 403 (its existence is not revealed).
 */
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import { disposeSource, isByteSource } from '../blobs/source.ts'
import { releaseAfterLargeDocument } from '../memory/release.ts'
import { spool, SpoolLimitError } from '../blobs/spool.ts'
import type { DocumentFamily } from './detect.ts'
import { sendDocument } from './send.ts'
import { DOCUMENT_STATUSES, openDocumentContent, documentHistory, getDocumentInScope, listDocuments, type DocumentRecord, type DocumentScope } from './store.ts'

const XML_TYPES = ['application/xml', 'text/xml']
const XML_SUFFIX_TYPE = /^application\/[a-z0-9.+-]+\+xml$/
const tags = ['documents']
const security = [{ bearer: [] }]
const Nullable = (t: ReturnType<typeof Type.String>) => Type.Union([t, Type.Null()])

export const DocumentView = Type.Object({
  documentId: Type.String({ format: 'uuid' }),
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

const SendAnswer = Type.Object({
  documentId: Type.String({ format: 'uuid' }),
  status: Type.String({ description: 'queued, or error when the document cannot be delivered (no retry)' }),
  topic: Type.String({ description: 'the command published (SendInvoice, ...) or the error event (InvoiceSentError, ...)' }),
  eventId: Type.String(),
  hookId: Nullable(Type.String()),
  family: Type.String(), documentTypeId: Type.String(), processId: Type.String(),
  sender: Nullable(Type.String()), receiver: Nullable(Type.String()),
  error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()])
})

const view = (d: DocumentRecord) => ({
  documentId: d.id, direction: d.direction, family: d.family, syntax: d.syntax, documentTypeId: d.documentTypeId,
  processId: d.processId, documentNumber: d.documentNumber, sender: d.sender, receiver: d.receiver, status: d.status,
  statusReason: d.statusReason, hookId: d.hookId, channel: d.channel, messageId: d.messageId, attempts: d.attempts,
  createdBy: d.createdBy, mediaType: d.mediaType, size: d.size, sha256: d.sha256, createdOn: d.createdAt, updatedOn: d.updatedAt
})

const SEND_ROUTES: ReadonlyArray<{ segment: string, families: DocumentFamily[], what: string }> = [
  { segment: 'salesInvoice', families: ['Invoice', 'CreditNote'], what: 'a sales invoice or credit note (UBL Invoice, UBL CreditNote, CII CrossIndustryInvoice)' },
  { segment: 'purchaseOrder', families: ['Order'], what: 'a purchase order (UBL Order)' },
  { segment: 'orderResponse', families: ['OrderResponse'], what: 'an order response (UBL OrderResponse)' },
  { segment: 'despatchAdvice', families: ['DespatchAdvice'], what: 'a despatch advice (UBL DespatchAdvice)' },
  { segment: 'invoiceResponse', families: ['ApplicationResponse'], what: 'an invoice response (UBL ApplicationResponse)' }
]

const encodeCursor = (d: DocumentRecord): string => Buffer.from(`${d.createdAt}|${d.id}`).toString('base64url')
function decodeCursor (c: string): { createdAt: string, id: string } {
  const [createdAt, id] = Buffer.from(c, 'base64url').toString('utf8').split('|')
  if (createdAt === undefined || id === undefined || Number.isNaN(Date.parse(createdAt))) throw new WharfError('VALIDATION_FAILED', 'Invalid cursor')
  return { createdAt, id }
}

export async function documentRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { wharf } = opts
  const maxBytes = wharf.config.maxDocumentBytes
  // Encapsulated: only these routes read XML bodies, as raw bytes (the download is byte-identical to the upload),
  // spooled into a ByteSource: memory up to 1 MiB, a temporary file beyond. Over the limit: fastify's own 413 error,
  // as with its buffer parser (announced by Content-Length: refused before reading).
  const spoolBody = async (req: FastifyRequest, payload: NodeJS.ReadableStream): Promise<unknown> => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > maxBytes) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
    try {
      return await spool(payload as AsyncIterable<Buffer>, { maxBytes, label: 'upload' })
    } catch (err) {
      if (err instanceof SpoolLimitError) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
      throw err
    }
  }
  app.addContentTypeParser(XML_TYPES, spoolBody)
  app.addContentTypeParser(XML_SUFFIX_TYPE, spoolBody)
  // A spool file goes when the handler is done with it, or when the answer is sent without the handler (refused by
  // auth after parsing).
  app.addHook('onResponse', async (req) => { if (isByteSource(req.body)) await disposeSource(req.body) })

  const scope = (req: FastifyRequest): DocumentScope => ({ tenantId: req.principal.tenantId, environment: req.principal.environment, partyId: req.party.id })
  const PartyParam = Type.Object({ partyId: Type.String() })
  const DocParams = Type.Object({ partyId: Type.String(), documentId: Type.String() })

  for (const r of SEND_ROUTES) {
    app.post(`/api/v1/:partyId/${r.segment}/send`, {
      bodyLimit: maxBytes,
      schema: {
        tags, security,
        summary: `Send ${r.what}`,
        description: 'Body: the XML document (Content-Type application/xml or text/xml). The document is parsed safely (no DTD), its type and EndpointIDs detected, then stored with the send command in one transaction. 202 with status queued; status error (with `error`) when an EndpointID is missing or wrong: the document is stored, the *SentError event published, and it is never retried.',
        params: PartyParam,
        querystring: Type.Object({ channel: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'hook id: forces this hook instead of automatic selection' })) }),
        response: { 202: SendAnswer }
      },
      config: { auth: { role: 'ApUser', party: 'partyId' } }
    }, async (req, reply) => {
      if (!isByteSource(req.body)) throw new WharfError('UNSUPPORTED_MEDIA_TYPE', 'Send the XML document as the body with Content-Type application/xml or text/xml')
      const source = req.body
      const mediaType = String(req.headers['content-type'] ?? 'application/xml').split(';')[0].trim().toLowerCase()
      const res = await sendDocument(wharf, {
        tenantId: req.principal.tenantId, environment: req.principal.environment, party: req.party, partyIdentifier: req.params.partyId,
        source, mediaType: mediaType === 'text/xml' ? 'application/xml' : mediaType, families: r.families, channel: req.query.channel ?? null, maxBytes
      }).finally(async () => { await disposeSource(source) })
      // Its upload and storage buffers (core/memory/release.ts), once the answer is on its way.
      const size = res.document.size
      setImmediate(() => { releaseAfterLargeDocument(size) })
      req.log.info({ documentId: res.document.id, status: res.document.status, topic: res.topic, hookId: res.hookId }, 'document accepted for sending')
      return await reply.status(202).send({
        documentId: res.document.id, status: res.document.status, topic: res.topic, eventId: res.eventId, hookId: res.hookId,
        family: res.detected.family, documentTypeId: res.detected.documentTypeId, processId: res.detected.processId,
        sender: res.document.sender, receiver: res.document.receiver, error: res.error
      })
    })
  }

  const downloads: ReadonlyArray<{ segment: string, summary: string, accept: (d: DocumentRecord) => boolean }> = [
    { segment: 'generic', summary: 'Download any document of the party (sent or received, MLS included) as stored', accept: () => true },
    { segment: 'salesInvoice', summary: 'Download a sent invoice or credit note as stored', accept: d => d.direction === 'out' && (d.family === 'Invoice' || d.family === 'CreditNote') },
    { segment: 'purchaseInvoice', summary: 'Download a received invoice or credit note as stored', accept: d => d.direction === 'in' && (d.family === 'Invoice' || d.family === 'CreditNote') }
  ]
  for (const dl of downloads) {
    app.get(`/api/v1/:partyId/${dl.segment}/:documentId/download`, {
      schema: { tags, security, summary: dl.summary, params: DocParams, produces: ['application/xml'] },
      config: { auth: { role: 'ApUser', party: 'partyId' } }
    }, async (req, reply) => {
      const doc = await getDocumentInScope(wharf.knex, scope(req), req.params.documentId)
      if (doc === undefined || !dl.accept(doc)) throw new WharfError('NOT_FOUND', `No document ${req.params.documentId} for party ${req.params.partyId}`)
      const content = await openDocumentContent(wharf.knex, doc.id)
      if (content === undefined) throw new WharfError('NOT_FOUND', `No document ${req.params.documentId}`)
      return await reply
        .header('content-type', content.mediaType)
        .header('content-disposition', `attachment; filename="${doc.id}.xml"`)
        .header('x-content-sha256', doc.sha256)
        .header('content-length', content.size)
        .send(content.bytes ?? content.stream)
    })
  }

  app.get('/api/v1/:partyId/documents', {
    schema: {
      tags, security, summary: 'List the party\'s documents, newest first',
      params: PartyParam,
      querystring: Type.Object({
        direction: Type.Optional(Type.Union([Type.Literal('out'), Type.Literal('in')])),
        family: Type.Optional(Type.Union(['Invoice', 'CreditNote', 'Order', 'OrderResponse', 'DespatchAdvice', 'ApplicationResponse'].map(f => Type.Literal(f)))),
        status: Type.Optional(Type.Union(DOCUMENT_STATUSES.map(s => Type.Literal(s)))),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
        cursor: Type.Optional(Type.String({ maxLength: 200, description: 'nextCursor of the previous page' }))
      }),
      response: { 200: Type.Object({ documents: Type.Array(DocumentView), nextCursor: Type.Union([Type.String(), Type.Null()]) }) }
    },
    config: { auth: { role: 'ApUser', party: 'partyId' } }
  }, async (req) => {
    const q = req.query
    const limit = q.limit ?? 50
    const page = await listDocuments(wharf.knex, scope(req), {
      direction: q.direction, family: q.family, status: q.status, limit, ...(q.cursor !== undefined ? { before: decodeCursor(q.cursor) } : {})
    })
    const last = page.documents[page.documents.length - 1]
    return { documents: page.documents.map(view) as never, nextCursor: page.hasMore && last !== undefined ? encodeCursor(last) : null }
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
