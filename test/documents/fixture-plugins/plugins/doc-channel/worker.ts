// Test fixture channel for test/documents: runs in the plugin worker pool like any channel. Behaviour by hook action:
//   doc-ok            delivered (status 200), details say what arrived (sha256 of the bytes, document type, whether it
//                     came as a temporary file `path`, ...)
//   doc-flaky         attempt 1: retryable 503; later attempts: delivered
//   doc-reject        permanent failure 400 (rejected)
//   doc-unregistered  permanent failure 404, condition not-registered (output rules turn it into a fallback)
//   doc-mail          delivered with protocol email (the fallback hook)
// Event jobs (kind `event`) are acknowledged and otherwise ignored.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { definePlugin, delivered, documentStream, failed, retryable } from '../../../../../core/sdk/index.ts'

interface Settings { endpoint: string }

export default definePlugin<Settings>({
  async deliver (job, settings, ctx) {
    if (job.kind !== 'document') return delivered({ status: 200 })
    // Streamed (64 KiB reads when the document comes as a file), so a 100 MB document is never held here.
    const stream = documentStream(job)
    if (stream === undefined) return failed('NO_DOCUMENT', 'a document job without a document')
    const path = job.document?.path ?? null
    const hash = createHash('sha256')
    let size = 0
    for await (const chunk of stream) { hash.update(chunk as Buffer); size += (chunk as Buffer).length }
    const payload = (job.payload ?? {}) as Record<string, unknown>
    const seen = {
      receivedSha256: hash.digest('hex'),
      receivedSize: size,
      receivedAsPath: path !== null,
      receivedPath: path,
      receivedPathExisted: path !== null && fs.existsSync(path),
      receivedDeclaredSize: job.document?.size ?? null,
      receivedBytesLength: job.document?.bytes.byteLength ?? null,
      receivedDocumentType: job.document?.documentType ?? null,
      receivedMediaType: job.document?.mediaType ?? null,
      receivedProcessId: typeof payload.processId === 'string' ? payload.processId : null,
      receivedReceiver: typeof payload.receiver === 'string' ? payload.receiver : null,
      action: job.hook.action ?? null,
      deliveryId: job.deliveryId
    }
    ctx.log.info('document job', { action: job.hook.action, attempt: job.attempt })
    const ok = (protocol: string) => delivered({
      status: 200,
      details: { ...seen, endpoint: settings.endpoint, protocol, messageId: `msg-${job.documentId ?? ''}-${job.attempt}`, targetDocumentTypeId: job.document?.documentType ?? null }
    })
    switch (job.hook.action) {
      case 'doc-ok': return ok('As4')
      case 'doc-mail': return ok('email')
      case 'doc-flaky': return job.attempt < 2 ? retryable('HTTP_ERROR', 'receiving access point answered 503', { status: 503, details: seen }) : ok('As4')
      case 'doc-reject': return failed('HTTP_ERROR', 'receiving access point answered 400', { status: 400, condition: 'rejected', details: seen })
      case 'doc-unregistered': return failed('NOT_REGISTERED', `recipient ${seen.receivedReceiver ?? '?'} is not registered on the network`, { status: 404, condition: 'not-registered', details: seen })
      default: return failed('UNKNOWN_ACTION', `no behaviour for ${job.hook.action ?? ''}`)
    }
  }
})
