/**
 * Business responses as API calls (issue 18, tag `documents`): Wharf builds the UBL document from a small JSON body
 * and the stored document it answers, then sends it like any other document (core/documents/send.ts: the same
 * routing, hooks, `channel=`, Peppol by default, X-Service-DocumentId):
 *   POST /api/v1/{partyId}/purchaseInvoice/{documentId}/response   Invoice Response (T111) to a received invoice or
 *        credit note: { status: AB|IP|UQ|CA|RE|AP|PD, reasons: { code: text }, actions: { code: text }, note }
 *   POST /api/v1/{partyId}/salesOrder/{documentId}/response        Order Response (T76) to a received order:
 *        { status: AB|AP|RE, note } (header level: CA must carry order lines, PEPPOL-T76-R007, and is refused)
 *   POST /api/v1/{partyId}/purchaseOrder/{documentId}/cancel       Order Cancellation (T115) of a sent order:
 *        { cancellationNote, note, sellerCountry } (sellerCountry: when the order names no seller country)
 *   GET  /api/v1/{partyId}/salesInvoice/{documentId}/response/{responseDocumentId}/download   the seller downloads a
 *        received Invoice Response that answers its sent invoice (linked by the invoice ID and the buyer's EndpointID)
 * 202 with the send answer (SendAnswer of core/documents/routes.ts); the events carry refToDocumentId = the answered
 * documentId. 400 VALIDATION_FAILED for codes outside the Peppol code lists (codes.ts), missing reasons for UQ, CA,
 * RE, reason PPD without status PD or text, Order Response CA; 404 for a document the party does not have in that role.
 *
 * Receiver capability: when the response goes over Peppol (Peppol by default on, no `channel` or `channel=peppol`),
 * the receiver's SMP must publish the response's document type (capability.ts); otherwise the response is stored
 * with status error and the family's *SentError (InvoiceResponseSentError, OrderResponseSentError,
 * OrderCancellationSentError) with code RECEIVER_NOT_CAPABLE / RECEIVER_LOOKUP_FAILED, and never sent.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../../context.ts'
import { WharfError } from '../../errors.ts'
import { tenantRefs, type PluginCatalogue } from '../../plugins/catalogue.ts'
import { peppolByDefault } from '../../sending/default-channel.ts'
import { detectDocument, type DocumentFamily } from '../detect.ts'
import { callerDocumentId, DOCUMENT_ID_HEADER, requestSender, SendAnswer, sendAnswer } from '../routes.ts'
import { getDocumentInScope, openDocumentContent, type DocumentRecord, type DocumentScope } from '../store.ts'
import { topicStem } from '../topics.ts'
import { answeredFacts, type AnsweredFacts } from './answered.ts'
import { receiverRefusal } from './capability.ts'
import { buildInvoiceResponse, checkInvoiceResponseBody, type InvoiceResponseBody } from './invoice-response.ts'
import { buildOrderCancellation, buildOrderResponse, checkOrderCancellationBody, checkOrderResponseBody } from './order-response.ts'
import { referencedId } from './reference.ts'
import { memorySource } from '../../blobs/source.ts'

const tags = ['documents']
const security = [{ bearer: [] }]
const INVOICES = ['Invoice', 'CreditNote']
const Codes = (description: string) => Type.Optional(Type.Record(Type.String({ maxLength: 3 }), Type.String({ maxLength: 1000 }), { description }))
const Note = Type.String({ maxLength: 4000 })
const DocParams = Type.Object({ partyId: Type.String(), documentId: Type.String() })
const Query = Type.Object({ channel: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'hook id: forces this hook instead of automatic selection' })) })
const Headers = Type.Object({ [DOCUMENT_ID_HEADER]: Type.Optional(Type.String({ description: 'the documentId of the response: 6-64 letters, digits and -; already used: 409 DOCUMENT_EXISTS, nothing sent' })) })

interface ResponseKind {
  path: string
  summary: string
  /** The answered document: which of the party's documents qualify. */
  accepts: (d: DocumentRecord) => boolean
  family: DocumentFamily
  body: ReturnType<typeof Type.Object>
  check: (body: any) => void
  build: (input: { id: string, now: Date, facts: AnsweredFacts, body: any }) => string
}

const KINDS: ResponseKind[] = [
  {
    path: '/api/v1/:partyId/purchaseInvoice/:documentId/response',
    summary: 'Answer a received invoice or credit note with a Peppol Invoice Response (status AB, IP, UQ, CA, RE, AP or PD)',
    accepts: d => d.direction === 'in' && INVOICES.includes(d.family),
    family: 'ApplicationResponse',
    body: Type.Object({
      status: Type.String({ description: 'UNCL4343-T111: AB acknowledged, IP in process, UQ under query, CA conditionally accepted, RE rejected, AP accepted, PD paid' }),
      reasons: Codes('OPStatusReason code -> text (required for UQ, CA, RE)'),
      actions: Codes('OPStatusAction code -> text'),
      note: Type.Optional(Note)
    }, { additionalProperties: false }),
    check: (b: InvoiceResponseBody) => { checkInvoiceResponseBody(b) },
    build: ({ id, now, facts, body }) => buildInvoiceResponse({ id, now, invoice: facts, body })
  },
  {
    path: '/api/v1/:partyId/salesOrder/:documentId/response',
    summary: 'Answer a received order with a Peppol Order Response (status AB, AP or RE: header level; CA needs order lines, which it does not write)',
    accepts: d => d.direction === 'in' && d.family === 'Order',
    family: 'OrderResponse',
    body: Type.Object({ status: Type.String({ description: 'UNCL4343-T76: AB acknowledged, AP accepted, RE rejected (CA, conditionally accepted, is refused: PEPPOL-T76-R007 wants the changed order lines)' }), note: Type.Optional(Note) }, { additionalProperties: false }),
    check: checkOrderResponseBody,
    build: ({ id, now, facts, body }) => buildOrderResponse({ id, now, order: facts, body })
  },
  {
    path: '/api/v1/:partyId/purchaseOrder/:documentId/cancel',
    summary: 'Cancel a sent order with a Peppol Order Cancellation',
    accepts: d => d.direction === 'out' && d.family === 'Order',
    family: 'OrderCancellation',
    body: Type.Object({
      cancellationNote: Type.String({ minLength: 1, maxLength: 4000, description: 'why the order is cancelled' }),
      note: Type.Optional(Note),
      sellerCountry: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 country of the seller, for an order that names none (the Order Cancellation must: PEPPOL-T115-B06002)' }))
    }, { additionalProperties: false }),
    check: checkOrderCancellationBody,
    build: ({ id, now, facts, body }) => buildOrderCancellation({ id, now, order: facts, body })
  }
]

export async function responseRoutes (fastify: FastifyInstance, opts: { wharf: Wharf, catalogue?: PluginCatalogue }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { wharf } = opts
  const tenantOf = tenantRefs(wharf.knex, wharf.clock)
  const send = requestSender(wharf, opts.catalogue)
  const scope = (req: FastifyRequest): DocumentScope => ({ tenantId: req.principal.tenantId, environment: req.principal.environment, partyId: req.party.id })
  const notFound = (documentId: string, partyId: string): WharfError => new WharfError('NOT_FOUND', `No document ${documentId} for party ${partyId}`)

  for (const kind of KINDS) {
    app.post(kind.path, {
      schema: {
        tags, security, summary: kind.summary,
        description: 'Wharf builds the UBL document from this body and the answered document, then sends it like POST .../send (hooks, channel=, Peppol by default, X-Service-DocumentId). Over Peppol the receiver must publish the document type in its SMP: otherwise the response is stored with status error and the *SentError event says why (RECEIVER_NOT_CAPABLE, RECEIVER_LOOKUP_FAILED).',
        params: DocParams, querystring: Query, headers: Headers, body: kind.body, response: { 202: SendAnswer }
      },
      config: { auth: { role: 'ApUser', party: 'partyId' } }
    }, async (req, reply) => {
      // The document first: another party's document is 404 whatever the body says.
      const answered = await getDocumentInScope(wharf.knex, scope(req), req.params.documentId)
      if (answered === undefined || !kind.accepts(answered)) throw notFound(req.params.documentId, req.params.partyId)
      const body = req.body as Record<string, unknown>
      kind.check(body)
      const documentId = callerDocumentId(req) ?? randomUUID()
      const facts = await answeredFacts(wharf.knex, answered)
      const bytes = Buffer.from(kind.build({ id: documentId, now: new Date(wharf.clock.now()), facts, body }), 'utf8')
      const channel = req.query.channel ?? null
      const byDefault = peppolByDefault(wharf.config, opts.catalogue, await tenantOf(req.principal.tenantId))
      const built = detectDocument(bytes)
      const refusal = byDefault && (channel === null || channel === 'peppol') && built.receiver.ok
        ? await receiverRefusal(wharf, built.receiver.id, built.documentTypeId, built.processId)
        : null
      const res = await send(req, { bytes, mediaType: 'application/xml', families: [kind.family], documentId, refToDocumentId: answered.documentId, ...(refusal !== null ? { refusal } : {}) })
      req.log.info({ documentId, answers: answered.documentId, status: res.document.status, topic: res.topic }, 'business response accepted for sending')
      return await reply.status(202).send(sendAnswer(res))
    })
  }

  app.get('/api/v1/:partyId/salesInvoice/:documentId/response/:responseDocumentId/download', {
    schema: {
      tags, security, summary: 'Download a received Invoice Response to a sent invoice or credit note, as stored',
      params: Type.Object({ partyId: Type.String(), documentId: Type.String(), responseDocumentId: Type.String() }), produces: ['application/xml']
    },
    config: { auth: { role: 'ApUser', party: 'partyId' } }
  }, async (req, reply) => {
    const { documentId, responseDocumentId, partyId } = req.params
    const invoice = await getDocumentInScope(wharf.knex, scope(req), documentId)
    if (invoice === undefined || invoice.direction !== 'out' || !INVOICES.includes(invoice.family)) throw notFound(documentId, partyId)
    const response = await getDocumentInScope(wharf.knex, scope(req), responseDocumentId)
    const isInvoiceResponse = response !== undefined && response.direction === 'in' && topicStem(response.family, response.documentTypeId) === 'InvoiceResponse'
    const content = isInvoiceResponse ? await openDocumentContent(wharf.knex, response.id) : undefined
    if (!isInvoiceResponse || content === undefined) throw notFound(responseDocumentId, partyId)
    const bytes = content.bytes ?? Buffer.concat(await content.stream.toArray() as Buffer[])
    // The response answers this invoice: its DocumentReference is the invoice's ID, its sender the invoice's receiver.
    const detected = detectDocument(bytes)
    const ref = await referencedId(memorySource(bytes), detected)
    if (ref !== invoice.documentNumber || response.sender !== invoice.receiver) throw notFound(responseDocumentId, partyId)
    return await reply
      .header('content-type', content.mediaType)
      .header('content-disposition', `attachment; filename="${response.documentId}.xml"`)
      .header('x-content-sha256', response.sha256)
      .send(bytes)
  })
}
