/**
 * Generic routes (issue 18, tag `documents`):
 *   POST /api/v1/{partyId}/generic/send      any supported document (every family), as POST .../send: raw XML or
 *        multipart/form-data, X-Service-DocumentId, ?channel={hookId}; ?receiverId=<scheme>:<id> forces the receiver
 *        and is written into the document's receiver EndpointID (receiver-override.ts) before detection and storage.
 *   POST /api/v1/{partyId}/generic/receive   inject a document as if the party had received it (tests, migrations):
 *        ApManager only; stored with status received and the family's *Received event (InvoiceReceived,
 *        OrderReceived, InvoiceResponseReceived with refToDocumentId, ...), createdBy `api`. 201 { id, documentId,
 *        topic, eventId, family, documentTypeId, sender, receiver, refToDocumentId }.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../../context.ts'
import { disposeSource, readSource } from '../../blobs/source.ts'
import { parsePartyId, toAliasForm } from '../../peppol/identifiers.ts'
import type { PluginCatalogue } from '../../plugins/catalogue.ts'
import { detectDocumentSource, detectDocument, DOCUMENT_FAMILIES } from '../detect.ts'
import { storeReceivedDocument } from '../receive.ts'
import { checkIncoming } from '../../validation/incoming.ts'
import { callerDocumentId, DOCUMENT_ID_HEADER, requestSender, SendAnswer, sendAnswer, sendBody } from '../routes.ts'
import { acceptXmlBodies } from '../xml-body.ts'
import { overrideReceiver } from './receiver-override.ts'

const tags = ['documents']
const security = [{ bearer: [] }]
const Nullable = (t: ReturnType<typeof Type.String>) => Type.Union([t, Type.Null()])
const PartyParam = Type.Object({ partyId: Type.String() })

export async function genericRoutes (fastify: FastifyInstance, opts: { wharf: Wharf, catalogue?: PluginCatalogue }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { wharf } = opts
  const send = requestSender(wharf, opts.catalogue)
  const maxBytes = wharf.config.maxDocumentBytes
  acceptXmlBodies(app, maxBytes, 'upload')

  app.post('/api/v1/:partyId/generic/send', {
    bodyLimit: maxBytes,
    schema: {
      tags, security, summary: 'Send any supported document (invoice, credit note, order, order change or cancellation, order response, despatch advice, application response)',
      description: 'As POST .../salesInvoice/send for every family. receiverId=<schemeID>:<id> forces the receiver: it is written into the document\'s receiver EndpointID (schemeID and value), the rest of the bytes stay as uploaded.',
      params: PartyParam,
      querystring: Type.Object({
        channel: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'hook id: forces this hook instead of automatic selection' })),
        receiverId: Type.Optional(Type.String({ minLength: 3, maxLength: 200, description: 'the receiver <schemeID>:<id>, written into the document\'s receiver EndpointID' }))
      }),
      headers: Type.Object({ [DOCUMENT_ID_HEADER]: Type.Optional(Type.String({ description: 'the documentId to give the document (6-64 letters, digits and -)' })) }),
      response: { 202: SendAnswer }
    },
    config: { auth: { role: 'ApUser', party: 'partyId' } }
  }, async (req, reply) => {
    const documentId = callerDocumentId(req)
    const { source, mediaType, metaAttributes } = sendBody(req)
    try {
      const receiverId = req.query.receiverId
      let content: { source: typeof source } | { bytes: Buffer } = { source }
      if (receiverId !== undefined) {
        const original = await readSource(source)
        content = { bytes: overrideReceiver(original, detectDocument(original, { maxBytes }), receiverId) }
      }
      const res = await send(req, { ...content, mediaType, families: DOCUMENT_FAMILIES, ...(documentId !== undefined ? { documentId } : {}), ...(metaAttributes !== null ? { metaAttributes } : {}) })
      return await reply.status(202).send(sendAnswer(res))
    } finally {
      await disposeSource(source)
    }
  })

  app.post('/api/v1/:partyId/generic/receive', {
    bodyLimit: maxBytes,
    schema: {
      tags, security, summary: 'Inject a document as if the party had received it (tests and migrations; ApManager only)',
      description: 'The document is detected like a received one, stored with status received, and the family\'s *Received event is published (business responses with refToDocumentId); under the tenant\'s validation policy reject a document that fails the official rules is stored and announced as the family\'s *ReceivedError (details.validation, details.ruleIds). Nothing is sent.',
      params: PartyParam,
      response: {
        201: Type.Object({
          id: Type.String(), documentId: Type.String(), topic: Type.String(), eventId: Type.String(), family: Type.String(), documentTypeId: Type.String(),
          sender: Nullable(Type.String()), receiver: Nullable(Type.String()), refToDocumentId: Nullable(Type.String())
        })
      }
    },
    config: { auth: { role: 'ApManager', party: 'partyId' } }
  }, async (req, reply) => {
    const { source, mediaType } = sendBody(req)
    try {
      const detected = await detectDocumentSource(source, { maxBytes })
      const deps = { clock: wharf.clock, hooks: wharf.hooks, wakeup: wharf.wakeup }
      const validation = await checkIncoming(wharf, req.principal.tenantId, source)
      const r = await wharf.knex.transaction(async trx => await storeReceivedDocument(trx, deps, {
        tenantId: req.principal.tenantId, environment: req.principal.environment, partyInternalId: req.party.id,
        partyId: toAliasForm(parsePartyId(req.params.partyId)), source, mediaType, createdBy: 'api', detected, maxBytes, validation
      }))
      return await reply.status(201).send({
        id: r.document.documentId, documentId: r.document.documentId, topic: r.topic, eventId: r.eventId, family: r.document.family,
        documentTypeId: detected.documentTypeId, sender: r.document.sender, receiver: r.document.receiver, refToDocumentId: r.refToDocumentId
      })
    } finally {
      await disposeSource(source)
    }
  })
}
