/**
 * The request bodies of the routes that take a document (send routes, the Validate API): raw XML (application/xml,
 * text/xml, application/*+xml) or multipart/form-data with a `file` part (core/documents/send-form.ts), spooled into a
 * ByteSource: memory up to 1 MiB, a temporary file beyond. Over maxBytes: 413 as fastify's buffer parser answers it
 * (announced by Content-Length: refused before reading; else SpoolLimitError, core/errors.ts). Register it in an
 * encapsulated scope: only that scope's routes then read XML bodies, as raw bytes.
 */
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify'
import { disposeSource, isByteSource } from '../blobs/source.ts'
import { spool } from '../blobs/spool.ts'
import { FORM_OVERHEAD_BYTES, isSendForm, readSendForm } from './send-form.ts'

export const XML_TYPES = ['application/xml', 'text/xml']
export const XML_SUFFIX_TYPE = /^application\/[a-z0-9.+-]+\+xml$/

export function acceptXmlBodies (app: FastifyInstance, maxBytes: number, label: string): void {
  const spoolBody = async (req: FastifyRequest, payload: NodeJS.ReadableStream): Promise<unknown> => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > maxBytes) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
    return await spool(payload as AsyncIterable<Buffer>, { maxBytes, label })
  }
  app.addContentTypeParser(XML_TYPES, spoolBody)
  app.addContentTypeParser(XML_SUFFIX_TYPE, spoolBody)
  // The form: the file part spooled the same way (core/documents/send-form.ts).
  app.addContentTypeParser('multipart/form-data', async (req: FastifyRequest, payload: NodeJS.ReadableStream) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD_BYTES) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
    return await readSendForm(payload as AsyncIterable<Buffer>, String(req.headers['content-type']), { maxBytes })
  })
  // A spool file goes when the handler is done with it, or when the answer is sent without the handler (refused by
  // auth after parsing).
  app.addHook('onResponse', async (req) => {
    const body = isSendForm(req.body) ? req.body.file : req.body
    if (isByteSource(body)) await disposeSource(body)
  })
}
