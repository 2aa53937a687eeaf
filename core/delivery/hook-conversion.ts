/**
 * The document a hook delivers, converted (issue 19, point 5): a `mailto:` hook URL with `targetDocumentTypeId=`
 * (alias `targetFormat=`: a document type identifier or a format id such as `cii`, core/sdk/formats.ts) gets the
 * document converted on the host, before the email plugin runs, through the same code as the download conversion
 * (core/transforms/download.ts convertedDownload: size limit, the tenant's plan, TransformService with the tenant's
 * transform plugins, the lost-term check and the output validation). Used by `...Received` deliveries
 * (core/delivery/hook-delivery.ts) and send commands (core/sending/command-runner.ts).
 *
 *   mailtoTarget('mailto:ap@x.test?targetDocumentTypeId=cii')       // 'cii'
 *   await convertForHook(knex, transforms, doc, inlineBytes, 'cii')
 *   // { ok: true, record (documentTypeId, syntax of the output), content (the converted bytes, .conversion) }
 *   // | { ok: false, failure }  the transform's code (PLAN_REQUIRED, TRANSFORM_UNSUPPORTED, TRANSFORM_LOSSY, ...)
 *
 * A refused conversion fails the delivery for good (HookSentError / <Family>SentError naming the code); only a
 * transform that failed or timed out (TRANSFORM_FAILED) or rules not available (UNAVAILABLE) is retried. The stored document is unchanged either way, and
 * the failed delivery can be sent again (redrive) once the cause is fixed.
 */
import type { Knex } from 'knex'
import { isWharfError, WharfError } from '../errors.ts'
import type { DocumentRecord } from '../documents/store.ts'
import { failed, retryable, type DeliveryFailure } from '../sdk/index.ts'
import { parseFormat } from '../sdk/formats.ts'
import { convertedDownload } from '../transforms/download.ts'
import type { TransformService } from '../transforms/service.ts'
import type { HandedOver } from './hand-over.ts'
import { TARGET_PARAMETERS } from '../hooks/validate.ts'

/** The target a `mailto:` URL asks for, else undefined (not a mailto: URL, or no such parameter). */
export function mailtoTarget (url: string | null | undefined): string | undefined {
  const m = /^mailto:[^?]*\?(.*)$/i.exec(url?.trim() ?? '')
  if (m === null) return undefined
  for (const [k, v] of new URLSearchParams(m[1])) if (TARGET_PARAMETERS.includes(k.toLowerCase()) && v.trim() !== '') return v.trim()
  return undefined
}

export type HookConversion =
  | { ok: true, record: DocumentRecord, content: HandedOver }
  | { ok: false, failure: DeliveryFailure }

/** The stored document converted to `target`; `inline`: its bytes when read with the metadata. */
export async function convertForHook (knex: Knex, transforms: TransformService | undefined, doc: DocumentRecord, inline: Buffer | null, target: string): Promise<HookConversion> {
  try {
    const out = await convertedDownload(knex, transforms, { id: doc.id, size: doc.size }, doc.tenantId, { targetDocumentTypeId: target }, inline ?? undefined)
    const syntax = parseFormat(out.documentTypeId)?.syntax
    const record: DocumentRecord = {
      ...doc,
      ...(out.documentTypeId !== '' ? { documentTypeId: out.documentTypeId } : {}),
      ...(syntax === 'cii' ? { syntax: 'CII' as const } : syntax === 'ubl' ? { syntax: 'UBL' as const } : {})
    }
    const bytes = Buffer.from(out.xml, 'utf8')
    return {
      ok: true,
      record,
      content: {
        bytes,
        mediaType: 'application/xml',
        conversion: { targetFormat: target, ...(doc.documentTypeId !== null ? { sourceDocumentType: doc.documentTypeId } : {}), steps: out.steps }
      }
    }
  } catch (err) {
    const e = isWharfError(err) ? err : new WharfError('TRANSFORM_FAILED', (err as Error).message)
    const message = `the document could not be converted to ${target} (the hook's targetDocumentTypeId): ${e.code}: ${e.message}`
    const details = { conversion: { targetFormat: target, code: e.code, ...(e.details !== undefined ? { errors: JSON.parse(JSON.stringify(e.details)) as Record<string, never> } : {}) } }
    // A transform that failed or timed out, or validation rules not available yet, may pass on a later attempt.
    const later = e.code === 'TRANSFORM_FAILED' || e.code === 'UNAVAILABLE' || e.code === 'INTERNAL'
    return { ok: false, failure: later ? retryable(e.code, message, { details }) : failed(e.code, message, { details }) }
  }
}
