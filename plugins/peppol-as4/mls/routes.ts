/**
 * The manual MLS response (interface "MLS manual response request"), mounted with the AS4 routes (routes.ts):
 *   POST /api/v1-beta/generic/{documentId}/response  { status: AB|AP|RE, description, lines: [{ statusReasonCode, description }] }
 * for a document received over Peppol AS4 by a party the caller may act for; `lines` only on RE, which needs at least
 * one failure line (SV, BV or FD; BW warnings may come along). At most one MLS per document: a second response, or one
 * after the automatic MLS, is 409 CONFLICT. Answer 202 { id (the MLS document), documentId, status }.
 */
import type { FastifyInstance } from 'fastify'
import type { PluginContext as Wharf } from '../../../core/sdk/host.ts'
import { WharfError } from '../../../core/sdk/host.ts'
import { canActFor } from '../../../core/sdk/host.ts'
import { FAILURE_REASONS, MLS_CODES, MLS_REASONS, STATUS_TEXT, type MlsCode, type MlsLine, type MlsReason } from './document.ts'
import { sendMls } from './send.ts'

const invalid = (field: string, why: string): WharfError => new WharfError('VALIDATION_FAILED', `${field}: ${why}`, { field })

export function checkManualResponse (body: unknown): { code: MlsCode, description: string, lines: MlsLine[] } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const extra = Object.keys(b).filter(k => !['status', 'description', 'lines'].includes(k))
  if (extra.length > 0) throw invalid(extra[0] as string, 'unknown field')
  if (!MLS_CODES.includes(b.status as MlsCode)) throw invalid('status', `must be ${MLS_CODES.join(', ')}`)
  const code = b.status as MlsCode
  if (b.description !== undefined && typeof b.description !== 'string') throw invalid('description', 'must be a string')
  const description = (b.description as string | undefined)?.trim() ?? ''
  if (b.lines !== undefined && !Array.isArray(b.lines)) throw invalid('lines', 'must be an array')
  const raw = (b.lines ?? []) as unknown[]
  if (code !== 'RE' && raw.length > 0) throw invalid('lines', 'only on status RE')
  const lines = raw.map((l, i): MlsLine => {
    const o = (typeof l === 'object' && l !== null ? l : {}) as Record<string, unknown>
    if (!MLS_REASONS.includes(o.statusReasonCode as MlsReason)) throw invalid(`lines[${i}].statusReasonCode`, `must be ${MLS_REASONS.join(', ')}`)
    if (typeof o.description !== 'string' || o.description.trim() === '') throw invalid(`lines[${i}].description`, 'required')
    return { reason: o.statusReasonCode as MlsReason, description: o.description.trim() }
  })
  if (code === 'RE') {
    if (description === '') throw invalid('description', 'required on RE')
    if (!lines.some(l => FAILURE_REASONS.includes(l.reason))) throw invalid('lines', 'RE needs at least one line with SV, BV or FD')
  }
  return { code, description: description !== '' ? description : STATUS_TEXT[code], lines }
}

/** `ourSpis` undefined: this Wharf cannot send an MLS (`why`); the route still answers, with 409 PEPPOL_NOT_CONFIGURED
 * after the request's own checks, instead of a 404 that reads like a wrong path. */
export function mlsRoutes (app: FastifyInstance, wharf: Wharf, ourSpis: string | undefined, why = ''): void {
  app.post<{ Params: { documentId: string } }>('/api/v1-beta/generic/:documentId/response', {
    config: { auth: { role: 'ApUser' } },
    schema: { tags: ['Documents'], summary: 'Send a Message Level Status (MLS 1.0) for a received document (at most once)' }
  }, async (req, reply) => {
    const decision = checkManualResponse(req.body)
    const p = req.principal
    const doc = await wharf.knex('documents').where({ tenant_id: p.tenantId, environment: p.environment, document_id: req.params.documentId, direction: 'in' })
      .first('id', 'party_id') as { id: string, party_id: string | null } | undefined
    if (doc === undefined || (doc.party_id !== null && !canActFor(p, doc.party_id))) throw new WharfError('NOT_FOUND', `No received document ${req.params.documentId}`)
    if (ourSpis === undefined) throw new WharfError('PEPPOL_NOT_CONFIGURED', `This Wharf sends no Message Level Status: ${why}`)
    const r = await sendMls(wharf, { documentKey: doc.id, decision, manual: true, ourSpis })
    if (!r.sent) {
      throw new WharfError('CONFLICT', r.reason === 'already-sent'
        ? `An MLS was already sent for document ${req.params.documentId}; at most one is sent`
        : `No MLS can be sent for document ${req.params.documentId}: it was not received over Peppol AS4, or it is an MLS`, { reason: r.reason })
    }
    return await reply.code(202).send({ id: r.mlsDocumentId, documentId: req.params.documentId, status: decision.code })
  })
}
