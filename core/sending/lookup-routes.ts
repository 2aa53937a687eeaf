/**
 * GET /api/v1/peppol/deliveryOption?partyIds=&documentFamily=&isCredit=: where each recipient receives the document
 * family over Peppol (records partyId, documentTypeId, processId, protocol, url, certificate), found through the SML
 * and the recipient's SMP with verified signatures (plugins/peppol-as4/smp/client.ts). Recipients that cannot be reached are listed
 * in `failures` with the reason, at once. Never rate limited.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import { parsePartyId, formatPartyId } from '../peppol/identifiers.ts'
import { DOCUMENT_TYPE_FAMILIES, type DocumentFamily } from '../peppol/doctypes/capabilities.ts'
import { recipientLookupOf } from '../plugins/extensions.ts'

const FAMILIES: readonly string[] = DOCUMENT_TYPE_FAMILIES

export async function lookupRoutes (fastify: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const lookup = await recipientLookupOf(opts.wharf)

  app.get('/api/v1/peppol/deliveryOption', {
    schema: {
      tags: ['peppol'], security: [{ bearer: [] }],
      summary: 'Delivery options of recipients over Peppol (SML -> SMP lookup with verified signatures)',
      querystring: Type.Object({
        partyIds: Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 20 })], { description: 'comma-separated <schemeID>:<id>, or the parameter repeated (partyIds=A&partyIds=B); at most 20' }),
        documentFamily: Type.Optional(Type.String({ description: `one of ${FAMILIES.join(', ')}; default Invoice` })),
        isCredit: Type.Optional(Type.Boolean({ description: 'with Invoice: look for credit notes' })),
        refresh: Type.Optional(Type.Boolean({ description: 'skip the lookup cache (answers are cached for WHARF_LOOKUP_CACHE_TTL, default 5 min)' }))
      }),
      response: {
        200: Type.Object({
          deliveryOptions: Type.Array(Type.Object({ partyId: Type.String(), documentTypeId: Type.String(), processId: Type.String(), protocol: Type.String(), url: Type.String(), certificate: Type.String() })),
          failures: Type.Array(Type.Object({ partyId: Type.String(), reason: Type.String(), message: Type.String() }))
        })
      }
    },
    config: { auth: { role: 'ApUser' } }
  }, async (req) => {
    const ids = [req.query.partyIds].flat().flatMap(p => p.split(',')).map(s => s.trim()).filter(Boolean)
    if (ids.length === 0 || ids.length > 20) throw new WharfError('VALIDATION_FAILED', 'partyIds takes 1 to 20 identifiers')
    let family = (req.query.documentFamily ?? 'Invoice') as DocumentFamily
    if (!FAMILIES.includes(family)) throw new WharfError('VALIDATION_FAILED', `documentFamily must be one of ${FAMILIES.join(', ')}`)
    if (req.query.isCredit === true && family === 'Invoice') family = 'CreditNote'
    const parsed = ids.map(id => formatPartyId(parsePartyId(id)))
    const results = await Promise.all(parsed.map(async id => ({ id, r: await lookup(id, family, { refresh: req.query.refresh === true }) })))
    return {
      deliveryOptions: results.flatMap(({ r }) => r.ok ? r.options : []),
      failures: results.flatMap(({ id, r }) => r.ok ? [] : [{ partyId: id, reason: r.reason, message: r.message }])
    }
  })
}
