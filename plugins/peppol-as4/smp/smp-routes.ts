/**
 * The public SMP (Peppol SMP 1.x REST, no authentication), for the environment of the request's Host:
 *   GET /{participant}                          ServiceGroup: the document types the party receives
 *   GET /{participant}/services/{documentType}  SignedServiceMetadata: AS4 endpoint and AP certificate, signed with
 *                                               the SMP key (RSA-SHA256, inclusive C14N, enveloped)
 *   GET /businesscard/{participant}             the Directory business card v3
 * Identifiers are percent-encoded per path segment (`iso6523-actorid-upis%3A%3A0208%3A0123456749`). 404 for unknown
 * participants and document types; no redirects. Signed answers are cached and the key includes the configuration's
 * change time, so a change shows at once.
 */
import fs from 'node:fs'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { PluginContext } from '../../../core/sdk/host.ts'
import { formatDocumentTypeId, parseDocumentTypeId } from '../../../core/sdk/peppol.ts'
import { publishedDocumentTypes } from './store.ts'
import { businessCardXml, serviceGroupXml } from '../smp-xml/build.ts'
import { participantIdentifier } from '../smp-xml/xml.ts'
import { createServiceMetadataSigner, type ServiceMetadataSigner } from '../xmldsig/smp-canonical.ts'
import { parsePartyId } from '../../../core/sdk/peppol.ts'
import { businessEntityOf } from './business-card.ts'
import type { partyForParticipant } from './store.ts'
import { jsonColumn, preparedRows } from '../../../core/sdk/host.ts'
import type { CapabilityDefaults, CapabilityMap } from '../../../core/sdk/peppol.ts'
import type { BusinessCardInput } from './business-card.ts'
import { acceptsReportsFor, reportingTypes } from '../reporting/receive.ts'

const PARTICIPANT_PREFIX = 'iso6523-actorid-upis::'

/** Everything an answer needs, in one read: the party holding the identifier, its configuration, the tenant's defaults
 * and whether it was handed over to another provider. A prepared statement (preparedRows): planning this join cost
 * PostgreSQL four times what running it does, on every answer. */
const PUBLISHED_SQL = `select i.party_id, i.tenant_id, p.capabilities, p.business_card, p.updated_at,
    t.capabilities as defaults, t.updated_at as defaults_updated_at, r.sml_state
  from party_identifiers as i
  left join party_peppol as p on p.party_id = i.party_id
  left join tenant_peppol as t on t.tenant_id = i.tenant_id
  left join peppol_registrations as r on r.environment = i.environment and r.party_id = i.party_id and r.participant = i.scheme || ':' || i.value
  where i.environment = ? and i.scheme = ? and i.value_key = ?
  limit 1`
interface PublishedRow {
  party_id: string, tenant_id: string, capabilities: string | CapabilityMap | null, business_card: string | BusinessCardInput | null
  updated_at: Date | string | null, defaults: string | CapabilityDefaults | null, defaults_updated_at: Date | string | null, sml_state: string | null
}

function smpError (reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(message)
}

export async function smpRoutes (app: FastifyInstance, opts: { context: PluginContext }): Promise<void> {
  const wharf = opts.context
  const { smp } = wharf.config
  const read = (file: string | undefined): string | undefined => file === undefined ? undefined : fs.readFileSync(file, 'utf8')
  const signer = { certPem: read(smp.certFile), keyPem: read(smp.keyFile) }
  const apCertPem = read(smp.apCertFile)
  // Signed without a DOM (xmldsig/smp-canonical.ts), the RSA operation on libuv's thread pool; the key is parsed and
  // checked once, on the first answer.
  let sign: ServiceMetadataSigner | undefined
  // The signed answers, up to WHARF_SMP_CACHE_ENTRIES (0: every answer is signed when asked).
  const cache = new Map<string, string>()
  const cacheEntries = smp.cacheEntries

  /** The party publishing `participant` in `environment` and what it publishes (PUBLISHED_SQL). */
  async function published (environment: Parameters<typeof partyForParticipant>[1], participant: string) {
    if (!isParticipant(participant)) return undefined
    let parsed
    try { parsed = parsePartyId(participant.slice(PARTICIPANT_PREFIX.length)) } catch { return undefined }
    const [row] = await preparedRows<PublishedRow>(wharf.knex, 'smp_published', PUBLISHED_SQL, [environment, parsed.scheme, parsed.key])
    if (row === undefined || row.sml_state === 'migrated-away') return undefined
    const capabilities = jsonColumn<CapabilityMap>(row.capabilities) ?? {}
    const defaults = jsonColumn<CapabilityDefaults>(row.defaults) ?? {}
    const businessCard = jsonColumn<BusinessCardInput>(row.business_card)
    // The reporting receiver this Wharf may play (WHARF_REPORTING_ACCEPT) also receives EUSR and TSR (reporting/receive.ts).
    const types = [...publishedDocumentTypes(wharf.config.smp, capabilities, defaults), ...(acceptsReportsFor(wharf.config, `${parsed.scheme}:${parsed.value}`) ? reportingTypes() : [])]
    const version = `${row.updated_at === null ? 0 : new Date(row.updated_at).getTime()}.${row.defaults_updated_at === null ? 0 : new Date(row.defaults_updated_at).getTime()}`
    return { party: { partyId: row.party_id, tenantId: row.tenant_id }, cfg: { businessCard }, types, id: participantIdentifier(parsed), version }
  }

  const xml = (reply: FastifyReply, body: string): FastifyReply => reply.type('text/xml; charset=utf-8').header('Cache-Control', 'public, max-age=60').send(body)

  const isParticipant = (s: string): boolean => s.toLowerCase().startsWith(PARTICIPANT_PREFIX)
  // An SMP answers anyone: the published metadata is public and signed (core/http/auth.ts).
  const route = { schema: { hide: true }, config: { auth: 'public' } } as const

  app.get('/:participant', route, async (req, reply) => {
    const participant = (req.params as { participant: string }).participant
    if (!isParticipant(participant)) { reply.callNotFound(); return await reply }
    const found = await published(req.environment, participant)
    if (found === undefined || found.types.length === 0) return smpError(reply, 404, 'Unknown participant')
    // References point back at this SMP as the client reached it (the environment was chosen by the same Host).
    const base = `${req.protocol}://${req.host}`
    return xml(reply, serviceGroupXml({ participant: found.id, baseUrl: base, documentTypes: found.types.map(t => t.id) }))
  })

  app.get('/:participant/services/:documentType', route, async (req, reply) => {
    const params = req.params as { participant: string, documentType: string }
    if (signer.certPem === undefined || signer.keyPem === undefined || apCertPem === undefined || smp.as4Url === undefined) {
      return smpError(reply, 503, 'This SMP is not configured: WHARF_SMP_CERT_FILE, WHARF_SMP_KEY_FILE, WHARF_AP_CERT_FILE and WHARF_AS4_URL are required')
    }
    const found = await published(req.environment, params.participant)
    if (found === undefined) return smpError(reply, 404, 'Unknown participant')
    let docId: string
    try { docId = formatDocumentTypeId(parseDocumentTypeId(params.documentType)) } catch { return smpError(reply, 404, 'Unknown document type') }
    const type = found.types.find(t => t.id === docId)
    if (type === undefined) return smpError(reply, 404, 'The participant does not receive this document type')
    const key = `${req.environment}|${found.party.partyId}|${docId}|${found.version}`
    let signed = cacheEntries > 0 ? cache.get(key) : undefined
    if (signed === undefined) {
      sign ??= createServiceMetadataSigner({ certPem: signer.certPem, keyPem: signer.keyPem })
      signed = await sign.signAsync({
        participant: found.id,
        documentType: type.documentTypeId,
        processes: type.processIds.map(processId => ({
          processId,
          endpoints: [{ url: smp.as4Url as string, certificatePem: apCertPem, serviceDescription: 'Wharf Access Point', technicalContactUrl: smp.contact ?? wharf.config.environments[req.environment].url }]
        }))
      })
      if (cacheEntries > 0) {
        if (cache.size >= cacheEntries) cache.clear()
        cache.set(key, signed)
      }
    }
    return xml(reply, signed)
  })

  app.get('/businesscard/:participant', route, async (req, reply) => {
    const found = await published(req.environment, (req.params as { participant: string }).participant)
    if (found?.cfg.businessCard == null) return smpError(reply, 404, 'No business card for this participant')
    return xml(reply, businessCardXml({ participant: found.id, entities: [businessEntityOf(found.cfg.businessCard)] }))
  })
}
