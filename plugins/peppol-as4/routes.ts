/**
 * Main-thread routes of the peppol-as4 plugin, mounted by core/http/app.ts (manifest entry.routes):
 *   POST /api/v1-beta/generic/{documentId}/response   the manual MLS (mls/routes.ts)
 *   POST /as4   the Peppol AS4 endpoint (multipart/related or application/soap+xml, chunked accepted): streamed into
 *               the MIME parser, then receiver.ts answers a signed receipt or an ebMS Error signal.
 * /as4 is only served when the process has an AP certificate and key (WHARF_AP_CERT_FILE, WHARF_AP_KEY_FILE); without
 * them (or without an SPIS id for the seat) the MLS route answers 409 PEPPOL_NOT_CONFIGURED.
 * The sender's signing certificate is checked against its CA's CRL (WHARF_AP_REVOCATION, plugins/peppol-as4/pki/crl-fetch.ts).
 * The crypto of each message runs on a pool of WHARF_AS4_RECEIVER_THREADS worker threads (default: one per CPU;
 * 0 = on the request thread), see receiver-pool.ts.
 */
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import type { PluginContext } from '../../core/sdk/host.ts'
import { metrics, stopwatch } from '../../core/sdk/index.ts'
import { lookupDeps } from './smp/lookup-deps.ts'
import { apRevocation } from './pki/crl-fetch.ts'
import { apTrustCheck, loadIdentity } from './identity.ts'
import { receiveAs4, type ReceiverDeps } from './receiver.ts'
import { ReceiverCryptoPool } from './receiver-pool.ts'
import { spisOfSeat } from './mls/document.ts'
import { mlsRoutes } from './mls/routes.ts'
import { registerMls } from './mls/settle.ts'

export default async function peppolAs4Routes (app: FastifyInstance, opts: { context: PluginContext }): Promise<void> {
  const wharf = opts.context
  const { smp, as4 } = wharf.config
  if (smp.apCertFile === undefined || as4.keyFile === undefined) {
    wharf.log.info('AS4 endpoint not served: WHARF_AP_CERT_FILE and WHARF_AP_KEY_FILE are needed')
    mlsRoutes(app, wharf, undefined, 'it has no Peppol AP certificate and key (WHARF_AP_CERT_FILE, WHARF_AP_KEY_FILE)')
    return
  }
  const trust = lookupDeps(wharf).trust
  const revocation = apRevocation({ mode: as4.revocation, softFail: as4.revocationSoftFail })
  const deps: ReceiverDeps = {
    wharf,
    identity: loadIdentity(smp.apCertFile, as4.keyFile),
    trust: apTrustCheck(trust),
    maxBytes: as4.maxBytes,
    ...(revocation !== undefined ? { senderCheck: trust.with({ revocation }) } : {})
  }
  // Peppol MLS 1.0 (mls/): sent as the SPIS id of our seat; without one (a seat id not of the form P..000000) no MLS.
  const ourSpis = spisOfSeat(deps.identity.seatId)
  if (ourSpis !== undefined) {
    deps.ourSpis = ourSpis
    registerMls(wharf, ourSpis)
    mlsRoutes(app, wharf, ourSpis)
  } else {
    mlsRoutes(app, wharf, undefined, `its AP certificate's seat id ${deps.identity.seatId ?? '(none)'} is not of the form P..000000, so it has no SPIS id to send as`)
  }
  // The crypto of each message on worker threads (receiver-pool.ts), built from the trust inputs lookupDeps uses.
  const threads = as4.receiverThreads
  if (threads > 0) {
    const { lookup } = wharf.config
    const read = (f?: string): string | undefined => f === undefined ? undefined : fs.readFileSync(f, 'utf8')
    const local = { rootPem: read(lookup.localRootFile), smpCaPem: read(lookup.localSmpCaFile), apCaPem: read(lookup.localApCaFile) }
    const useLocal = lookup.stage === 'test' && (local.rootPem !== undefined || local.smpCaPem !== undefined)
    const pool = new ReceiverCryptoPool({ threads, trustSource: { stage: lookup.stage, ...(useLocal ? { localTestPki: local } : {}) } })
    deps.pool = pool
    app.addHook('onClose', async () => { await pool.close() })
  }
  // The body is the raw stream: receiver.ts parses it as it arrives, with its own limit.
  app.addContentTypeParser(/^(multipart\/related|application\/soap\+xml)/i, (_req, payload, done) => { done(null, payload) })

  // Public to Wharf's route authentication (core/http/auth.ts): the sender's AS4 signature is the credential,
  // checked by receiver.ts against the Peppol PKI.
  app.post('/as4', { schema: { hide: true }, config: { auth: 'public' }, bodyLimit: as4.maxBytes }, async (req, reply) => {
    const length = Number(req.headers['content-length'])
    const elapsed = stopwatch()
    const answer = await receiveAs4(deps, {
      stream: req.body as AsyncIterable<unknown>,
      contentType: req.headers['content-type'],
      ...(Number.isInteger(length) && length > 0 ? { contentLength: length } : {}),
      environment: req.environment
    })
    metrics.as4Message('in', answer.outcome, elapsed() / 1000)
    return await reply.code(answer.status).type(answer.contentType).send(answer.body)
  })
}
