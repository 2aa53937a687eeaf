/**
 * Redeeming HTTPS inbound download tokens (tag `inbound`):
 *   GET /inbound/download?token=<token>     the document's bytes, as stored
 *
 * The token is the credential (no bearer token; the path is outside /api/ on purpose): the https-inbound plugin puts
 * it in place of `$token$` in the integrator's address and in X-Service-Token (core/sdk/download-token.ts). It names
 * one document of one tenant and is signed with the tenant's https-inbound `tokenSecret`, which comes from the
 * same operator configuration the plugin gets (core/plugins/operator-config.ts: by default the installation secret
 * derived from the master key; an operator's plugin- or tenant-level tokenSecret wins).
 *
 * Lifetime and use: valid until its expiry (the plugin's `tokenLifetimeSeconds`, default 24 h, at most 30 days),
 * checked against this process's clock, and usable any number of times until then (pushes are at-least-once and
 * integrators fetch again). Every refusal is 401 UNAUTHORIZED with the reason: no token, malformed, not signed
 * with the tenant's secret or altered, expired, or the document is not the tenant's (or no longer exists).
 * Answers carry Cache-Control: no-store; the bytes are streamed from the blob store with Content-Length.
 */
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import { claimedTenant, verifyDownloadToken } from '../sdk/download-token.ts'
import type { PluginCatalogue } from '../plugins/catalogue.ts'
import { documentsOfTenant, openDocumentContent } from '../documents/store.ts'

const refuse = (reason: string): WharfError => new WharfError('UNAUTHORIZED', `Unauthorized: ${reason}`, { reason })

export async function inboundRoutes (fastify: FastifyInstance, opts: { wharf: Wharf, catalogue: PluginCatalogue }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { wharf, catalogue } = opts

  app.get('/inbound/download', {
    config: { auth: 'public' }, // the download token in the query is the credential
    schema: {
      tags: ['inbound'],
      summary: 'Download a document with the token an HTTPS inbound hook delivered ($token$); the token is the credential',
      querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 2048, description: 'the download token (wdt1....)' })) }),
      produces: ['application/xml']
    }
  }, async (req, reply) => {
    const token = req.query.token ?? ''
    if (token === '') throw refuse('no download token was given (?token=)')
    const tenantId = claimedTenant(token)
    if (tenantId === undefined) throw refuse('not a download token')
    const tenant = await wharf.knex('tenants').where({ id: tenantId }).first('id', 'name') as { id: string, name: string } | undefined
    const secret = tenant === undefined ? undefined : catalogue.settingsFor('https-inbound', tenant).tokenSecret
    if (typeof secret !== 'string' || secret.length < 32) throw refuse('the download token was not issued by this Wharf')
    const check = verifyDownloadToken(token, secret, wharf.clock.now())
    if (!check.ok) throw refuse(check.message)
    // The token names the public documentId; one per tenant and environment, and a token knows no environment.
    const docs = await documentsOfTenant(wharf.knex, check.tenantId, check.documentId)
    const doc = docs.length === 1 ? docs[0] : undefined
    if (doc === undefined) throw refuse('the download token does not grant a document of this tenant')
    const content = await openDocumentContent(wharf.knex, doc.id)
    if (content === undefined) throw refuse('the document no longer exists')
    req.log.info({ documentId: doc.id, tenantId: doc.tenantId, tokenId: check.tokenId }, 'document downloaded with an inbound token')
    return await reply
      .header('content-type', content.mediaType)
      .header('content-disposition', `attachment; filename="${doc.documentId}.xml"`)
      .header('x-content-sha256', doc.sha256)
      .header('x-service-document-id', doc.documentId)
      .header('cache-control', 'no-store')
      .header('content-length', content.size)
      .send(content.bytes ?? content.stream)
  })
}
