/**
 * Sending a document for a plugin that takes documents in (plugins/mailfrom): the same pipeline as the send routes
 * (core/documents/send.ts: detection, EndpointID checks, storage with the send command in one write, routing to the
 * hook that takes it or Peppol by default, the events), for a party the plugin found (an inbound hook's party). The
 * tenant's Peppol default and the size limit are the routes'. Invalid input throws the routes' WharfError (400 codes:
 * INVALID_XML, XML_DTD_NOT_ALLOWED, UNSUPPORTED_DOCUMENT, WRONG_DOCUMENT_FAMILY, ...); nothing is stored then.
 * When it returns, the document and its command (or *SentError) are committed.
 */
import type { Wharf } from '../context.ts'
import type { Environment } from '../config.ts'
import { WharfError } from '../errors.ts'
import { sendDocument } from '../documents/send.ts'
import { SENDABLE_COMMANDS } from '../documents/topics.ts'
import { getParty } from '../tenancy/parties.ts'
import { loadPluginCatalogue, tenantRefs, type PluginCatalogue } from '../plugins/catalogue.ts'
import { projectRoot } from '../paths.ts'
import { peppolByDefault } from './default-channel.ts'

export interface PluginSendInput {
  tenantId: string
  environment: Environment
  /** The party's internal id (a hook's partyId). */
  partyInternalId: string
  /** The party identifier shown in events (a hook's endpointId, <schemeID>:<id>). */
  partyIdentifier: string
  bytes: Uint8Array
  mediaType?: string
  /** The send command: SendInvoice, SendOrder, ... (core/documents/topics.ts SENDABLE_COMMANDS). */
  command: string
  /** Who sent it (documents.created_by), e.g. `mailfrom`. */
  createdBy: string
  /** Echoed as details.metaAttributes in the document's events. */
  metaAttributes?: Record<string, string>
}

export interface PluginSendResult {
  documentId: string
  /** `queued`, or `error` (an EndpointID problem, no channel: stored with the family's *SentError). */
  status: string
  topic: string
  eventId: string
  hookId: string | null
  error: { code: string, message: string } | null
}

const catalogues = new WeakMap<Wharf, Promise<PluginCatalogue>>()

export function pluginSender (wharf: Wharf): (input: PluginSendInput) => Promise<PluginSendResult> {
  const tenantOf = tenantRefs(wharf.knex, wharf.clock)
  return async input => {
    const families = SENDABLE_COMMANDS[input.command]
    if (families === undefined) throw new WharfError('VALIDATION_FAILED', `${input.command} is not a send command`, { field: 'command' })
    let catalogue = catalogues.get(wharf)
    if (catalogue === undefined) { catalogue = loadPluginCatalogue(projectRoot, wharf.config); catalogues.set(wharf, catalogue) }
    const party = await getParty(wharf.knex, input.partyInternalId)
    const res = await sendDocument(wharf, {
      tenantId: input.tenantId, environment: input.environment, party, partyIdentifier: input.partyIdentifier,
      bytes: input.bytes, mediaType: input.mediaType ?? 'application/xml', families, command: input.command,
      maxBytes: wharf.config.maxDocumentBytes, createdBy: input.createdBy,
      peppolByDefault: peppolByDefault(wharf.config, await catalogue, await tenantOf(input.tenantId)),
      ...(input.metaAttributes !== undefined ? { metaAttributes: input.metaAttributes } : {})
    })
    return { documentId: res.document.documentId, status: res.document.status, topic: res.topic, eventId: res.eventId, hookId: res.hookId, error: res.error }
  }
}
