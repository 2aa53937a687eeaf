/**
 * GET /batch/download?token=<token>: the ZIP of one closed batch's documents, streamed (fflate's Zip, one deflated
 * entry per document, read from the blob store chunk by chunk: a batch is never held in memory). Entries are named
 * `<documentId>.xml` in the batch's order (a repeated documentId gets `-<n>`). The token is the credential (no
 * bearer token): a download token (core/sdk/download-token.ts) naming the batch and its tenant, signed with the
 * tenant's batch `tokenSecret`, checked against the clock. Every refusal is 401 UNAUTHORIZED with the reason (no
 * token, malformed, altered or not signed for this tenant, expired, no closed batch of this tenant).
 */
import { PassThrough } from 'node:stream'
import { once } from 'node:events'
import type { FastifyInstance } from 'fastify'
import { Zip, ZipDeflate } from 'fflate'
import { WharfError, type PluginContext } from '../../core/sdk/host.ts'
import { claimedTenant, verifyDownloadToken } from '../../core/sdk/download-token.ts'
import { DOWNLOAD_PATH, PLUGIN } from './collect.ts'

const refuse = (reason: string): WharfError => new WharfError('UNAUTHORIZED', `Unauthorized: ${reason}`, { reason })

/** Writes the ZIP of `items` into `out`, waiting for the reader (backpressure). */
async function writeZip (context: PluginContext, tenantId: string, items: Array<{ document_key: string | null, document_id: string | null }>, out: PassThrough): Promise<void> {
  const zip = new Zip((err, chunk, final) => {
    if (err !== null) { out.destroy(err); return }
    out.write(chunk)
    if (final) out.end()
  })
  const names = new Map<string, number>()
  for (const item of items) {
    if (item.document_key === null) continue
    const doc = await context.openDocument(item.document_key)
    if (doc === undefined || doc.tenantId !== tenantId) continue
    const n = (names.get(doc.documentId) ?? 0) + 1
    names.set(doc.documentId, n)
    const entry = new ZipDeflate(`${doc.documentId}${n > 1 ? `-${n}` : ''}.xml`, { level: 6 })
    zip.add(entry)
    for await (const chunk of doc.stream) {
      entry.push(chunk as Uint8Array)
      if (out.writableNeedDrain) await once(out, 'drain')
      if (out.destroyed) { doc.stream.destroy(); return }
    }
    entry.push(new Uint8Array(0), true)
  }
  zip.end()
}

export default async function routes (app: FastifyInstance, { context }: { context: PluginContext }): Promise<void> {
  app.get(DOWNLOAD_PATH, {
    config: { auth: 'public' }, // the download token in the query is the credential
    schema: {
      tags: ['batch'],
      summary: 'Download the ZIP of a batch with the link of its {Topic}Batched event; the token is the credential',
      querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 2048 } } },
      produces: ['application/zip']
    }
  }, async (req, reply) => {
    const token = (req.query as { token?: string }).token ?? ''
    if (token === '') throw refuse('no download token was given (?token=)')
    const tenantId = claimedTenant(token)
    if (tenantId === undefined) throw refuse('not a download token')
    const check = verifyDownloadToken(token, await context.tokenSecret(PLUGIN, tenantId), context.clock.now())
    if (!check.ok) throw refuse(check.message)
    const batch = await context.knex('batches').where({ id: check.documentId, tenant_id: check.tenantId, state: 'closed' }).first('id') as { id: string } | undefined
    if (batch === undefined) throw refuse('the download token does not grant a batch of this tenant')
    const items = await context.knex('batch_items').where({ batch_id: batch.id }).orderBy('seq').select('document_key', 'document_id')
    const out = new PassThrough()
    writeZip(context, check.tenantId, items, out).catch(err => { req.log.error({ err, batchId: batch.id }, 'batch ZIP failed'); out.destroy(err as Error) })
    req.log.info({ batchId: batch.id, tenantId: check.tenantId, tokenId: check.tokenId }, 'batch downloaded')
    return await reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="batch-${batch.id}.zip"`)
      .header('cache-control', 'no-store')
      .send(out)
  })
}
