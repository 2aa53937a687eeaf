/**
 * A local SML management endpoint (BDMSL SOAP 1.1) as a fastify plugin, for development and tests.
 *
 *   await app.register(bdmslPlugin, { prefix: '/edelivery-sml', registry, trustStore })
 *   // POST /edelivery-sml/manageservicemetadata, POST /edelivery-sml/manageparticipantidentifier
 *
 * The fastify server must run https and ask for client certificates without letting TLS reject them, so that an
 * unacceptable certificate gets a SOAP Unauthorized fault rather than a bare handshake failure:
 *   Fastify({ https: { key, cert, requestCert: true, rejectUnauthorized: false } })
 * (With rejectUnauthorized: true and `ca` = the SMP CA, TLS refuses foreign clients first; the plugin still checks.)
 *
 * Authentication: the peer certificate (`req.raw.socket.getPeerCertificate(true)`) must pass
 * trustStore.verifyChain(cert, 'smp'); its SHA-256 fingerprint then decides which SMP ids it may act for (see
 * operations.ts). Every body goes through parseXmlSafely (DOCTYPE refused); anything unparseable is a BadRequest
 * fault. Faults are SOAP 1.1 faults with HTTP status 500 (SOAP 1.1 §6.2) and the WSDL fault detail.
 *
 * The plugin is encapsulated (not wrapped in fastify-plugin): its content-type parser and error handler apply to its
 * routes only.
 */
import type { X509Certificate } from 'node:crypto'
import { X509Certificate as X509 } from 'node:crypto'
import type { TLSSocket } from 'node:tls'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TrustStore } from '../../../plugins/peppol-as4/pki/trust-store.ts'
import { sha256Fingerprint } from '../../../core/crypto/certificates.ts'
import { BdmslFault, type BdmslEndpoint, buildFault, buildResponse, parseRequest } from '../../../plugins/peppol-as4/bdmsl/messages.ts'
import { BdmslOperations, type BdmslOperationsOptions } from './operations.ts'

export interface BdmslPluginOptions extends Partial<BdmslOperationsOptions> {
  /** Trust store whose 'smp' anchors (the SMP CA) client certificates must chain to. */
  trustStore: TrustStore
  /** Either the operations to use, or `registry` (and optionally store, clock, limits) to build them. */
  operations?: BdmslOperations
  /** Largest accepted request body in bytes; default 1 MiB. */
  bodyLimit?: number
  /** How to get the client certificate; default: the TLS peer certificate of the connection. */
  clientCertificate?: (req: FastifyRequest) => X509Certificate | undefined
  /** Called with unexpected errors (answered as InternalError faults). */
  onError?: (err: unknown) => void
}

const CONTENT_TYPE = 'text/xml; charset=utf-8'

/** The leaf certificate the TLS client presented, or undefined (plain HTTP, no certificate, unparseable). */
export function tlsPeerCertificate (req: FastifyRequest): X509Certificate | undefined {
  const socket = req.raw.socket as Partial<TLSSocket>
  if (typeof socket.getPeerCertificate !== 'function') return undefined
  const peer = socket.getPeerCertificate(true)
  if (peer === null || peer === undefined || !Buffer.isBuffer(peer.raw) || peer.raw.length === 0) return undefined
  try {
    return new X509(peer.raw)
  } catch {
    return undefined
  }
}

function sendFault (reply: FastifyReply, code: BdmslFault['code'], message: string): FastifyReply {
  return reply.code(500).header('content-type', CONTENT_TYPE).send(buildFault(code, message))
}

export async function bdmslPlugin (app: FastifyInstance, options: BdmslPluginOptions): Promise<void> {
  let operations = options.operations
  if (operations === undefined) {
    if (options.registry === undefined) throw new TypeError('bdmslPlugin needs `operations` or `registry`')
    operations = new BdmslOperations({ ...options, registry: options.registry })
  }
  const ops = operations
  const trustStore = options.trustStore
  const getCert = options.clientCertificate ?? tlsPeerCertificate
  const bodyLimit = options.bodyLimit ?? 1024 * 1024

  // Whatever the content type (SOAP 1.1 says text/xml; some clients send application/soap+xml or nothing), the body is
  // read as a string and judged by the XML parser, so every bad request gets a SOAP fault rather than a 415.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_req, body, done) => { done(null, body) })

  app.setErrorHandler((err: Error & { statusCode?: number, code?: string }, _req, reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendFault(reply, 'BadRequest', `Request body larger than ${bodyLimit} bytes`)
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return sendFault(reply, 'BadRequest', err.message)
    }
    options.onError?.(err)
    return sendFault(reply, 'InternalError', 'Internal error')
  })

  const handler = (endpoint: BdmslEndpoint) => async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const cert = getCert(req)
    if (cert === undefined) return sendFault(reply, 'Unauthorized', 'A client certificate (the SMP certificate) is required')
    const check = trustStore.verifyChain(cert, 'smp')
    if (!check.ok) return sendFault(reply, 'Unauthorized', `Client certificate not accepted as an SMP certificate: ${check.reason}`)

    const body = typeof req.body === 'string' ? req.body : ''
    const soapActionHeader = req.headers.soapaction
    const soapAction = Array.isArray(soapActionHeader) ? soapActionHeader[0] : soapActionHeader
    try {
      const request = parseRequest(body, { endpoint, ...(soapAction === undefined ? {} : { soapAction }), maxLength: bodyLimit })
      const response = await ops.handle(request, { fingerprint: sha256Fingerprint(cert), subject: check.subject })
      return reply.code(200).header('content-type', CONTENT_TYPE).send(buildResponse(response))
    } catch (err) {
      if (err instanceof BdmslFault) return sendFault(reply, err.code, err.message)
      options.onError?.(err)
      return sendFault(reply, 'InternalError', 'Internal error')
    }
  }

  app.post('/manageservicemetadata', handler('manageservicemetadata'))
  app.post('/manageparticipantidentifier', handler('manageparticipantidentifier'))
}
