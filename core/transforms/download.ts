/**
 * Conversion on send: `?targetFormat=` (+ `lossy`) on the send routes converts the uploaded document before it is
 * detected, stored and routed (convertedSource); the converted document is what is stored and sent.
 * Conversion on download: `?targetFormat=` (alias `targetDocumentTypeId`, and `lossy=true`) on every document
 * download route answers the stored document converted (core/documents/routes.ts calls this when one is given),
 * with the same plan gating and errors as POST /api/v1/generic/transform. The stored bytes are unchanged.
 * Conversion on delivery: a `mailto:` hook URL's `targetDocumentTypeId` (core/delivery/hook-conversion.ts) uses
 * convertedDownload too.
 */
import type { Knex } from 'knex'
import { WharfError } from '../errors.ts'
import { documentContent } from '../documents/store.ts'
import { disposeSource, memorySource, readSource, sourceSize, type ByteSource } from '../blobs/source.ts'
import { TRANSFORM_MAX_BYTES } from './routes.ts'
import type { TransformService } from './service.ts'
import { NATIONAL_SYNTAXES, parseFormat } from '../sdk/formats.ts'

export interface DownloadConversion { targetFormat?: string, targetDocumentTypeId?: string, lossy?: boolean }

export const wantsConversion = (q: DownloadConversion): boolean => (q.targetFormat ?? q.targetDocumentTypeId) !== undefined

export async function convertedDownload (knex: Knex, service: TransformService | undefined, doc: { id: string, size: number }, tenantId: string, q: DownloadConversion, given?: Buffer): Promise<{ xml: string, documentTypeId: string, steps: string[] }> {
  if (service === undefined) throw new WharfError('TRANSFORM_UNSUPPORTED', 'Format conversion is not available on this server')
  if (doc.size > TRANSFORM_MAX_BYTES) throw new WharfError('PAYLOAD_TOO_LARGE', `Documents over ${TRANSFORM_MAX_BYTES} bytes are not converted`)
  const content = given !== undefined ? { bytes: given } : await documentContent(knex, doc.id)
  if (content === undefined) throw new WharfError('NOT_FOUND', 'No document content')
  const row = await knex('tenants').where({ id: tenantId }).first('name', 'plan') as { name: string, plan: string } | undefined
  if (row === undefined) throw new WharfError('FORBIDDEN', 'The tenant of this token no longer exists')
  const out = await service.transform(content.bytes.toString('utf8').replace(/^\uFEFF/, ''), {
    target: (q.targetFormat ?? q.targetDocumentTypeId) as string,
    lossy: q.lossy === true,
    tenant: { id: tenantId, name: row.name, plan: row.plan }
  })
  return { xml: out.xml, documentTypeId: out.documentTypeId, steps: out.steps }
}

/** The uploaded document converted to `q.targetFormat` (the original source is disposed). A delivery-only format
 * (cXML: a procurement network's request, not a document Wharf stores and routes) and a national format that Peppol
 * does not carry (ebInterface, Svefaktura) are refused before anything is read. */
export async function convertedSource (knex: Knex, service: TransformService | undefined, source: ByteSource, tenantId: string, q: DownloadConversion): Promise<ByteSource> {
  try {
    const target = parseFormat(String(q.targetFormat ?? q.targetDocumentTypeId ?? ''))?.syntax
    if (target === 'cxml') {
      throw new WharfError('TRANSFORM_UNSUPPORTED', 'cXML is written at delivery, not stored: send the UBL invoice and deliver it with a cxml:// hook (targetFormat=cxml works on POST /api/v1/generic/transform and on downloads)', { targetFormat: 'cxml' })
    }
    if (target !== undefined && NATIONAL_SYNTAXES.has(target)) {
      throw new WharfError('TRANSFORM_UNSUPPORTED', `${target} is not a Peppol document and cannot be sent: convert with POST /api/v1/generic/transform or on download (an ${target} upload converts to bis3 on send)`, { targetFormat: target })
    }
    if (sourceSize(source) > TRANSFORM_MAX_BYTES) throw new WharfError('PAYLOAD_TOO_LARGE', `Documents over ${TRANSFORM_MAX_BYTES} bytes are not converted`)
    const bytes = await readSource(source)
    const out = await convertedDownload(knex, service, { id: '', size: bytes.length }, tenantId, q, bytes)
    return memorySource(Buffer.from(out.xml, 'utf8'))
  } finally {
    await disposeSource(source)
  }
}
