/**
 * The multipart/form-data form of the send routes (issue 18 point 4): a `file` part with the document and an optional
 * `metaAttributes` part, a JSON object of string values that the document's events echo (details.metaAttributes).
 * Other parts are skipped. The file part is spooled like a raw XML body (core/blobs/spool.ts: memory up to 1 MiB, a
 * temporary file beyond, at most maxBytes: 413 above), so a large document is never held whole.
 *
 *   const form = await readSendForm(stream, contentType, { maxBytes })   // SendForm; the caller disposes form.file
 *
 * Errors: 400 BAD_REQUEST for a malformed body, VALIDATION_FAILED { field: 'metaAttributes' } for a metaAttributes
 * part that is not such an object (or over META_MAX_BYTES), or a second file part; 413 (SpoolLimitError) for a
 * file part over maxBytes or a whole body over maxBytes + FORM_OVERHEAD_BYTES. A form without a file part is refused
 * by the route (VALIDATION_FAILED { field: 'file' }).
 */
import { disposeSource, type ByteSource } from '../blobs/source.ts'
import { spool } from '../blobs/spool.ts'
import { WharfError } from '../errors.ts'
import { boundaryOf, formParts, FormDataError, readBounded, type FormPart } from '../http/form-data.ts'

export const META_MAX_BYTES = 64 * 1024
/** What a form may carry besides its file part (part headers, metaAttributes, skipped parts). */
export const FORM_OVERHEAD_BYTES = 256 * 1024

export interface SendForm {
  kind: 'form'
  file: ByteSource | null
  /** The file part's Content-Type, if it had one. */
  fileType: string | null
  metaAttributes: Record<string, string> | null
}

export const isSendForm = (v: unknown): v is SendForm => typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'form'

const badMeta = (why: string): WharfError =>
  new WharfError('VALIDATION_FAILED', `Invalid metaAttributes part: ${why}; send a JSON object of string values`, { field: 'metaAttributes' })

export function parseMetaAttributes (text: string): Record<string, string> {
  let v: unknown
  try { v = JSON.parse(text) } catch { throw badMeta('not JSON') }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw badMeta('not a JSON object')
  const bad = Object.entries(v).find(([, x]) => typeof x !== 'string')
  if (bad !== undefined) throw badMeta(`the value of ${JSON.stringify(bad[0])} is not a string`)
  return v as Record<string, string>
}

async function text (part: FormPart): Promise<string> {
  const bytes = await readBounded(part.body, META_MAX_BYTES)
  if (bytes === undefined) throw badMeta(`longer than ${META_MAX_BYTES} bytes`)
  return bytes.toString('utf8')
}

export async function readSendForm (stream: AsyncIterable<unknown>, contentType: string, opts: { maxBytes: number }): Promise<SendForm> {
  const form: SendForm = { kind: 'form', file: null, fileType: null, metaAttributes: null }
  try {
    for await (const part of formParts(stream, boundaryOf(contentType), { maxBytes: opts.maxBytes + FORM_OVERHEAD_BYTES })) {
      if (part.name === 'file') {
        if (form.file !== null) throw new WharfError('VALIDATION_FAILED', 'The form has more than one file part', { field: 'file' })
        form.file = await spool(part.body, { maxBytes: opts.maxBytes, label: 'upload' })
        form.fileType = part.contentType
      } else if (part.name === 'metaAttributes') {
        if (form.metaAttributes !== null) throw badMeta('given twice')
        form.metaAttributes = parseMetaAttributes(await text(part))
      }
    }
    return form
  } catch (err) {
    if (form.file !== null) await disposeSource(form.file)
    if (err instanceof FormDataError) throw new WharfError('BAD_REQUEST', `Invalid multipart/form-data body: ${err.message}`)
    throw err
  }
}
