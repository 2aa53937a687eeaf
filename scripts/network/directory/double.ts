/**
 * A Peppol Directory double for development and tests: the indexer REST interface as the real Directory serves it,
 * an in-memory index fed from the participants' SMPs, and the public JSON search (README.md beside this file).
 *
 *   const directory = await startDirectoryDouble({
 *     tls: { certPem: serverCert, keyPem: serverKey },     // the Directory's own HTTPS certificate
 *     trustStore,                                          // its 'smp' anchors decide which client certs may index
 *     resolveSmp: async id => {                            // e.g. the SML lookup client:
 *       const r = await sml.lookup(smlParticipant(parsePartyId(id))); if (!r.ok) throw new Error(r.message); return r.smpUrl
 *     }
 *   })
 *   new DirectoryClient({ baseUrl: directory.url, certPem: smpCert, keyPem: smpKey }).publish('0208:0123456749')
 *   await directory.index.settled(); directory.index.status('iso6523-actorid-upis::0208:0123456749')
 *   await directory.close()
 *
 * Routes (the first three need a client certificate that passes trustStore.verifyChain(cert, 'smp'), else 403):
 *   PUT    /indexer/1.0/                 body: participant id as text → 204 (queued), 400 unparseable id
 *   DELETE /indexer/1.0/{pct-id}                                       → 204 (queued), 400 unparseable id
 *   GET    /indexer/1.0/{pct-id}                                       → 204 indexed, 404 not
 *   GET    /search/1.0/json?participant=…|q=…|name=…|country=…        → the real search API's JSON (search.ts)
 *   GET    /double/1.0/status/{pct-id}   not in the real Directory: the last work item's outcome (why a card is missing)
 * Unlike the real Directory, 400 and 403 answers carry a text/plain reason.
 *
 * The server runs HTTPS with requestCert and rejectUnauthorized: false, so that a foreign certificate gets an HTTP
 * 403 (as the real one answers) rather than a bare TLS failure. `directoryDoublePlugin` mounts the same routes into
 * another fastify https server (encapsulated: its content-type parser applies to its own routes only).
 */
import type { X509Certificate } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { TrustStore } from '../../../plugins/peppol-as4/pki/trust-store.ts'
import { tlsPeerCertificate } from '../bdmsl/server.ts'
import { DirectoryIndex, type DirectoryIndexOptions } from './indexer.ts'
import { parseIndexerParticipantId } from '../../../plugins/peppol-as4/directory/participant-id.ts'
import { searchDirectory } from './search.ts'

export interface DirectoryDoublePluginOptions {
  /** Trust store whose 'smp' anchors client certificates must chain to. */
  trustStore: TrustStore
  index: DirectoryIndex
  /** How to get the client certificate; default: the TLS peer certificate of the connection. */
  clientCertificate?: (req: FastifyRequest) => X509Certificate | undefined
  /** Largest accepted request body; default 4 KiB (a participant id is at most ~160 characters). */
  bodyLimit?: number
}

const text = (reply: FastifyReply, status: number, message: string): FastifyReply =>
  reply.code(status).type('text/plain; charset=utf-8').send(message)

/** The real indexer's owner id: 'CN=…,O=…,C=…:serial-hex' (subject parts reordered as it does). */
function ownerOf (cert: X509Certificate): string {
  const parts = new Map(cert.subject.split('\n').map(l => { const i = l.indexOf('='); return [l.slice(0, i), l.slice(i + 1)] as const }))
  const subject = ['CN', 'O', 'C'].filter(k => parts.has(k)).map(k => `${k}=${parts.get(k) as string}`).join(',')
  return `${subject}:${cert.serialNumber.toLowerCase().replace(/^0+(?=.)/, '')}`
}

export async function directoryDoublePlugin (app: FastifyInstance, options: DirectoryDoublePluginOptions): Promise<void> {
  const { trustStore, index } = options
  const getCert = options.clientCertificate ?? tlsPeerCertificate
  const bodyLimit = options.bodyLimit ?? 4096

  // The real indexer reads the PUT body as a string whatever the content type.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_req, body, done) => { done(null, body) })

  /** The owner id of an accepted SMP certificate, or undefined after answering 403. */
  const authenticate = (req: FastifyRequest, reply: FastifyReply): string | undefined => {
    const cert = getCert(req)
    if (cert === undefined) { text(reply, 403, 'A client certificate (a Peppol SMP certificate) is required'); return undefined }
    const check = trustStore.verifyChain(cert, 'smp')
    if (!check.ok) { text(reply, 403, `Client certificate not accepted as an SMP certificate: ${check.reason}`); return undefined }
    return ownerOf(cert)
  }

  const put = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const owner = authenticate(req, reply)
    if (owner === undefined) return reply
    const participant = parseIndexerParticipantId(typeof req.body === 'string' ? req.body : '')
    if (participant === undefined) return text(reply, 400, 'Failed to parse the participant identifier (expected e.g. iso6523-actorid-upis::0208:0123456749)')
    index.enqueue(participant, 'create-update', owner)
    return reply.code(204).send()
  }
  app.put('/indexer/1.0/', put)
  app.put('/indexer/1.0', put)

  app.delete('/indexer/1.0/:participant', async (req, reply) => {
    const owner = authenticate(req, reply)
    if (owner === undefined) return reply
    const participant = parseIndexerParticipantId((req.params as { participant: string }).participant)
    if (participant === undefined) return text(reply, 400, 'Failed to parse the participant identifier')
    index.enqueue(participant, 'delete', owner)
    return reply.code(204).send()
  })

  app.get('/indexer/1.0/:participant', async (req, reply) => {
    if (authenticate(req, reply) === undefined) return reply
    const participant = parseIndexerParticipantId((req.params as { participant: string }).participant)
    if (participant === undefined || !index.contains(participant.key)) return reply.code(404).send()
    return reply.code(204).send()
  })

  app.get('/search/1.0/:format', async (req, reply) => {
    const format = (req.params as { format: string }).format.toLowerCase()
    if (format !== 'json') return text(reply, 400, `The Directory double serves only /search/1.0/json, not ${format}`)
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : ''
    const result = searchDirectory(index.entries(), new URLSearchParams(query))
    if (!result.ok) return text(reply, result.status, result.message)
    return reply.code(200).header('access-control-allow-origin', '*').header('cache-control', 'no-cache, no-store')
      .type('application/json; charset=utf-8').send(JSON.stringify(result.body))
  })

  app.get('/double/1.0/status/:participant', async (req, reply) => {
    const participant = parseIndexerParticipantId((req.params as { participant: string }).participant)
    const status = participant === undefined ? undefined : index.status(participant.key)
    if (status === undefined) return text(reply, 404, 'No work item for this participant')
    return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(status))
  })
}

export interface StartDirectoryDoubleOptions extends DirectoryIndexOptions {
  /** The Directory's HTTPS server certificate and key (PEM). */
  tls: { certPem: string, keyPem: string }
  trustStore: TrustStore
  /** Default 0 (any free port) and '127.0.0.1'. */
  port?: number
  host?: string
}

export interface DirectoryDouble {
  /** https://host:port, the base URL for DirectoryClient. */
  url: string
  index: DirectoryIndex
  app: FastifyInstance
  close: () => Promise<void>
}

/** Starts the double on its own HTTPS listener. */
export async function startDirectoryDouble (options: StartDirectoryDoubleOptions): Promise<DirectoryDouble> {
  const index = new DirectoryIndex(options)
  const app = Fastify({ https: { cert: options.tls.certPem, key: options.tls.keyPem, requestCert: true, rejectUnauthorized: false } })
  try {
    await app.register(directoryDoublePlugin, { trustStore: options.trustStore, index })
    await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' })
  } catch (err) {
    await app.close().catch(() => {})
    await index.close()
    throw err
  }
  const address = app.server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    url: `https://${host}:${address.port}`,
    index,
    app,
    close: async () => { await app.close(); await index.close() }
  }
}

/** The name the brief uses. */
export const start = startDirectoryDouble
