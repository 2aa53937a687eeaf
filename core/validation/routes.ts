/**
 * Validate API (tag `validation`), under /api/v1 and /api/v1-beta:
 *   POST /api/v1/generic/validate           the document as the body (application/xml, text/xml, application/*+xml)
 *                                            or multipart/form-data with a `file` part; ?sourceFormat= (a document type
 *                                            identifier the document must have) and ?optionId= (a named rule set choice)
 *     200 ValidationResult { isValid, source, ruleSets, assertions }: valid or not, the answer is 200.
 *     400 INVALID_XML / XML_DTD_NOT_ALLOWED / UNSUPPORTED_DOCUMENT / VALIDATION_FAILED (optionId, sourceFormat);
 *     413 over WHARF_MAX_DOCUMENT_BYTES; 503 UNAVAILABLE when the rule sets are not compiled.
 *   GET /api/v1/generic/validate/options    the options with their rule sets, versions and state (compiled or not)
 * Nothing is stored and no event is published. The work runs in the validation worker pool (core/validation/pool.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import { disposeSource, isByteSource, readSource, type ByteSource } from '../blobs/source.ts'
import { isSendForm } from '../documents/send-form.ts'
import { acceptXmlBodies } from '../documents/xml-body.ts'
import { xmlText } from '../documents/xml-text.ts'
import { OPTIONS, ruleSets, schemaSet, sefFile } from './rule-sets.ts'
import { createValidationPool, type ValidationPool } from './pool.ts'

const tags = ['validation']
const security = [{ bearer: [] }]
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()])

export const ValidationResultSchema = Type.Object({
  isValid: Type.Boolean(),
  source: Type.Object({ documentTypeId: Type.String(), customizationId: Nullable(Type.String()), profileId: Nullable(Type.String()), family: Type.String() }),
  ruleSets: Type.Array(Type.Object({ id: Type.String(), version: Type.String() })),
  assertions: Type.Array(Type.Object({
    artifact: Type.Union([Type.Literal('schema'), Type.Literal('business-rules')]),
    ruleSet: Type.String(), id: Type.String(),
    flag: Type.Union([Type.Literal('error'), Type.Literal('warning'), Type.Literal('information')]),
    location: Type.String(), line: Type.Union([Type.Integer(), Type.Null()]),
    column: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    text: Type.String()
  }))
})

/** The options with their rule sets and whether each is compiled. */
export function listOptions (): Array<{ id: string, title: string, syntax: string, ruleSets: Array<{ id: string, version: string, state: 'compiled' | 'not-compiled' }> }> {
  const defs = ruleSets()
  return OPTIONS.map(o => ({
    id: o.id, title: o.title, syntax: o.syntax,
    ruleSets: [
      { ...schemaSet(o.syntax), state: 'compiled' as const },
      ...o.ruleSets.map(id => ({ id, version: defs.get(id)?.version ?? '', state: sefFile(id) !== null ? 'compiled' as const : 'not-compiled' as const }))
    ]
  }))
}

export async function validationRoutes (fastify: FastifyInstance, opts: { wharf: Wharf, pool?: ValidationPool }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const maxBytes = opts.wharf.config.maxDocumentBytes
  const pool = opts.pool ?? createValidationPool({ threads: opts.wharf.config.validation.threads })
  fastify.addHook('onClose', async () => { if (opts.pool === undefined) await pool.close() })
  acceptXmlBodies(fastify, maxBytes, 'validate')

  for (const prefix of ['/api/v1', '/api/v1-beta']) {
    app.post(`${prefix}/generic/validate`, {
      bodyLimit: maxBytes,
      schema: {
        tags, security,
        summary: 'Validate a document against the official XSD and Schematron rules (nothing is stored)',
        description: 'Body: the XML document (application/xml, text/xml) or multipart/form-data with a `file` part. The rule sets are chosen from the root element, its namespace and the CustomizationID (CII: GuidelineSpecifiedDocumentContextParameter), or named by optionId (GET .../validate/options). An unknown customization is validated with the XSD and the base EN 16931 rules, and an information assertion WHARF-UNKNOWN-CUSTOMIZATION says so. A dynamic error of the rules is an error assertion.',
        querystring: Type.Object({
          sourceFormat: Type.Optional(Type.String({ maxLength: 500, description: 'the document type identifier the document must have (400 otherwise)' })),
          optionId: Type.Optional(Type.String({ maxLength: 100, description: 'a validation option id' }))
        }),
        response: { 200: ValidationResultSchema }
      },
      config: { auth: { role: 'ApUser' } }
    }, async (req) => {
      const source = documentOf(req)
      let xml: string
      try { xml = xmlText(await readSource(source)) } finally { await disposeSource(source) }
      const result = await pool.validate(xml, req.query.optionId !== undefined ? { optionId: req.query.optionId } : {})
      // sourceFormat with or without the scheme (busdox-docid-qns::, PINT's peppol-doctype-wildcard::), as events and
      // the other routes write it.
      const given = req.query.sourceFormat?.replace(/^(busdox-docid-qns|peppol-doctype-wildcard)::/, '')
      if (given !== undefined && given !== result.source.documentTypeId) {
        throw new WharfError('VALIDATION_FAILED', `The document's type ${result.source.documentTypeId} is not the sourceFormat given`, { field: 'sourceFormat' })
      }
      return result as never
    })
    app.get(`${prefix}/generic/validate/options`, {
      schema: { tags, security, summary: 'The validation options: rule sets, versions and state' },
      config: { auth: { role: 'ApUser' } }
    }, async () => ({ options: listOptions() }))
  }
}

function documentOf (req: FastifyRequest): ByteSource {
  if (isSendForm(req.body)) {
    if (req.body.file === null) throw new WharfError('VALIDATION_FAILED', 'The multipart/form-data body has no file part: send the document as the part named file', { field: 'file' })
    return req.body.file
  }
  if (!isByteSource(req.body)) throw new WharfError('UNSUPPORTED_MEDIA_TYPE', 'Send the XML document as the body with Content-Type application/xml or text/xml, or as the file part of a multipart/form-data body')
  return req.body
}
