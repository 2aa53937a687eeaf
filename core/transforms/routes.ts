/**
 * POST /api/v1/generic/transform?targetFormat=<format>[&sourceFormat=<format>][&lossy=true]   (tag `transform`)
 *   body: the XML itself (application/xml, text/xml, application/*+xml) or multipart/form-data with a `file` part.
 *   `targetFormat` (alias `targetDocumentTypeId`): a document type identifier or a format id (ubl, cii, bis3,
 *   pint-eu, xrechnung, <cius>-ubl, <cius>-cii, cxml, ebinterface (svefaktura: a source only); core/sdk/formats.ts).
 *   200: the converted XML (application/xml), headers X-Wharf-Document-Type-Id, X-Wharf-Transform-Steps, and with
 *   lossy=true X-Wharf-Lost-Terms (how many business terms or elements were not carried), and
 *   X-Wharf-Output-Validation: valid | invalid | off: the output checked with the official rules of its target under
 *   the tenant's validation policy (reject: an invalid output is 422 TRANSFORM_OUTPUT_INVALID with the rule ids;
 *   warn: returned, X-Wharf-Output-Errors names the failed rules; off: not checked; core/validation/transform-output.ts).
 *   Nothing is stored and no event is published.
 *   403 PLAN_REQUIRED (details.requiredPlan), 422 TRANSFORM_UNSUPPORTED, 422 TRANSFORM_LOSSY (details.lost,
 *   details.unmapped), 422 TRANSFORM_OUTPUT_INVALID, 400 TRANSFORM_INPUT_INVALID / INVALID_XML /
 *   XML_DTD_NOT_ALLOWED / UNSUPPORTED_DOCUMENT, 413 over the size limit, 502 TRANSFORM_FAILED.
 */
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import { disposeSource, isByteSource, readSource } from '../blobs/source.ts'
import { FORM_OVERHEAD_BYTES, isSendForm, readSendForm } from '../documents/send-form.ts'
import { xmlText } from '../documents/xml-text.ts'
import { readBounded } from '../http/form-data.ts'
import { PluginWorkerPool } from '../plugins/pool.ts'
import type { PluginCatalogue } from '../plugins/catalogue.ts'
import { planConfig } from './plans.ts'
import { TransformService } from './service.ts'
import { transformOutputValidator } from '../validation/transform-output.ts'

/** A conversion holds the whole document in memory (its tree and its output): at most this much. */
export const TRANSFORM_MAX_BYTES = 32 * 1024 * 1024

const Query = Type.Object({
  targetFormat: Type.Optional(Type.String({ minLength: 1, maxLength: 600 })),
  targetDocumentTypeId: Type.Optional(Type.String({ minLength: 1, maxLength: 600 })),
  sourceFormat: Type.Optional(Type.String({ minLength: 1, maxLength: 600 })),
  lossy: Type.Optional(Type.Boolean())
})

export function createTransformService (wharf: Wharf, catalogue: PluginCatalogue): TransformService {
  return new TransformService({
    registry: catalogue.registry,
    enablement: catalogue.enablement,
    plans: planConfig(wharf.config),
    validator: transformOutputValidator(wharf),
    // Threads start with the first conversion and end when idle (PoolOptions defaults).
    runner: () => new PluginWorkerPool({ typescript: true, threads: 2, memoryLimitMb: 512, deadlineMs: 20_000 })
  })
}

export async function transformRoutes (fastify: FastifyInstance, opts: { wharf: Wharf, catalogue: PluginCatalogue, service?: TransformService }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { wharf } = opts
  const service = opts.service ?? createTransformService(wharf, opts.catalogue)
  const max = Math.min(wharf.config.maxDocumentBytes, TRANSFORM_MAX_BYTES)
  const tooLarge = (req: FastifyRequest, extra: number): void => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > max + extra) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
  }
  const xmlBody = async (req: FastifyRequest, payload: NodeJS.ReadableStream): Promise<unknown> => {
    tooLarge(req, 0)
    const body = await readBounded(payload as AsyncIterable<Buffer>, max)
    if (body === undefined) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
    return body
  }
  app.addContentTypeParser(['application/xml', 'text/xml'], xmlBody)
  app.addContentTypeParser(/^application\/[a-z0-9.+-]+\+xml$/, xmlBody)
  app.addContentTypeParser('multipart/form-data', async (req: FastifyRequest, payload: NodeJS.ReadableStream) => {
    tooLarge(req, FORM_OVERHEAD_BYTES)
    return await readSendForm(payload as AsyncIterable<Buffer>, String(req.headers['content-type']), { maxBytes: max })
  })
  app.addHook('onResponse', async (req) => {
    if (isSendForm(req.body) && isByteSource(req.body.file)) await disposeSource(req.body.file)
  })
  app.addHook('onClose', async () => { await service.close() })

  app.post('/api/v1/generic/transform', {
    schema: {
      tags: ['transform'],
      summary: 'Convert an e-invoice to another format (UBL <-> CII, BIS 3 <-> PINT-EU); nothing is stored',
      security: [{ bearer: [] }],
      querystring: Query
    },
    config: { auth: { role: 'ApUser' } }
  }, async (req, reply) => {
    const target = req.query.targetFormat ?? req.query.targetDocumentTypeId
    if (target === undefined) throw new WharfError('VALIDATION_FAILED', 'targetFormat is required', { field: 'targetFormat' })
    let bytes: Buffer
    if (Buffer.isBuffer(req.body)) bytes = req.body
    else if (isSendForm(req.body)) {
      if (req.body.file === null) throw new WharfError('VALIDATION_FAILED', 'The form has no file part', { field: 'file' })
      bytes = await readSource(req.body.file)
    } else {
      throw new WharfError('UNSUPPORTED_MEDIA_TYPE', 'Send the XML (application/xml) or a multipart/form-data form with a file part')
    }
    const row = await wharf.knex('tenants').where({ id: req.principal.tenantId }).first('name', 'plan') as { name: string, plan: string } | undefined
    if (row === undefined) throw new WharfError('FORBIDDEN', 'The tenant of this token no longer exists')
    const out = await service.transform(xmlText(bytes), {
      target,
      source: req.query.sourceFormat,
      lossy: req.query.lossy === true,
      tenant: { id: req.principal.tenantId, name: row.name, plan: row.plan }
    })
    reply.header('content-type', 'application/xml; charset=utf-8')
    if (out.documentTypeId !== '') reply.header('x-wharf-document-type-id', out.documentTypeId)
    reply.header('x-wharf-transform-steps', out.steps.join(',') || 'none')
    if (req.query.lossy === true) reply.header('x-wharf-lost-terms', String(out.lost.length + out.unmapped.length))
    if (out.validation !== undefined) {
      reply.header('x-wharf-output-validation', out.validation.policy === 'off' ? 'off' : out.validation.errors.length === 0 ? 'valid' : 'invalid')
      if (out.validation.errors.length > 0) reply.header('x-wharf-output-errors', [...new Set(out.validation.errors.map(e => e.rule))].join(','))
    }
    return await reply.send(out.xml)
  })
}
