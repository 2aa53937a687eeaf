/**
 * Lifecycle routes (tag `documents`), for each segment of core/documents/segments.ts (generic, salesInvoice,
 * purchaseInvoice, purchaseOrder, salesOrder):
 *   GET    /api/v1/{partyId}/{segment}/{documentId}/status   the status history [{ id, name, description, createdOn }],
 *          oldest first (names: core/lifecycle/statuses.ts)
 *   DELETE /api/v1/{partyId}/{segment}/{documentId}          removes the document's bytes; metadata and history stay.
 *          200 { documentId, status: Deleted, deletedOn }; 409 DOCUMENT_IN_FLIGHT while a send is in flight;
 *          410 DOCUMENT_REMOVED when already deleted or expired (downloads answer 410 too).
 * documentId is the public id (the caller's X-Service-DocumentId or the generated uuid). A document of another
 * party or tenant, or of another kind than the segment, answers 404 NOT_FOUND exactly like an unknown one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import { DOCUMENT_SEGMENTS, type DocumentSegment } from '../documents/segments.ts'
import { getDocumentInScope, type DocumentRecord } from '../documents/store.ts'
import { LIFECYCLE_STATUSES, statusHistory } from './statuses.ts'
import { deleteDocumentContent } from './remove.ts'

const tags = ['documents']
const security = [{ bearer: [] }]
const DocParams = Type.Object({ partyId: Type.String(), documentId: Type.String() })
const auth = { auth: { role: 'ApUser', party: 'partyId' } } as const

const StatusEntry = Type.Object({
  id: Type.String({ description: 'id of this history entry' }),
  name: Type.String({ enum: [...LIFECYCLE_STATUSES], description: LIFECYCLE_STATUSES.join(', ') }),
  description: Type.String(),
  createdOn: Type.String({ format: 'date-time' })
})

/** Who acts, for the history's descriptions. */
export const actor = (req: FastifyRequest): string => req.principal.username !== undefined ? `user ${req.principal.username}` : `application ${req.principal.clientId}`

export async function lifecycleRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { wharf } = opts

  const find = async (req: FastifyRequest, p: { partyId: string, documentId: string }, seg: DocumentSegment): Promise<DocumentRecord> => {
    const doc = await getDocumentInScope(wharf.knex, { tenantId: req.principal.tenantId, environment: req.principal.environment, partyId: req.party.id }, p.documentId)
    if (doc === undefined || !seg.accept(doc)) throw new WharfError('NOT_FOUND', `No document ${p.documentId} for party ${p.partyId}`)
    return doc
  }

  for (const seg of DOCUMENT_SEGMENTS) {
    app.get(`/api/v1/:partyId/${seg.segment}/:documentId/status`, {
      schema: {
        tags, security, params: DocParams,
        summary: `Status history of ${seg.what}`,
        description: 'Every lifecycle transition with its time, oldest first. Sent: Pending, Validated, Routed, then Delivered, or Rejected / Failed (final). Received: Received, Delivered (a consumer\'s hook took its event), Downloaded (first download). Deleted or Expired when the bytes were removed (by DELETE or the retention policy). 404 for a document of another party or tenant, as for an unknown one.',
        response: { 200: Type.Array(StatusEntry) }
      },
      config: auth
    }, async (req) => await statusHistory(wharf.knex, (await find(req, req.params, seg)).id))

    app.delete(`/api/v1/:partyId/${seg.segment}/:documentId`, {
      schema: {
        tags, security, params: DocParams,
        summary: `Delete the content of ${seg.what}`,
        description: 'Removes the stored bytes; the metadata and the status history stay (the history gets Deleted). Downloads then answer 410 DOCUMENT_REMOVED. 409 DOCUMENT_IN_FLIGHT while the document is still being sent (queued, retrying, fallback); 410 DOCUMENT_REMOVED when it was already deleted or expired; 404 for a document of another party or tenant, as for an unknown one.',
        response: { 200: Type.Object({ documentId: Type.String(), status: Type.Literal('Deleted'), deletedOn: Type.String({ format: 'date-time' }) }) }
      },
      config: auth
    }, async (req) => {
      const doc = await find(req, req.params, seg)
      await deleteDocumentContent(wharf.knex, wharf.clock, doc, actor(req))
      req.log.info({ documentId: doc.documentId }, 'document content deleted')
      return { documentId: doc.documentId, status: 'Deleted' as const, deletedOn: new Date(wharf.clock.now()).toISOString() }
    })
  }
}
