/**
 * The document side of PluginContext (core/plugins/extensions.ts) for channel plugins that take documents IN from
 * somewhere other than the API (SFTP pull, mail) or hand them OUT in bulk (batched ZIPs):
 *
 *   sendDocument({ tenantId, environment, partyId, bytes, command: 'SendInvoice', createdBy: 'sftp-pull' })
 *     exactly the API's send (core/documents/send.ts): detection, EndpointID checks, store, the send command and
 *     its routing (the tenant's Peppol default included), DOCUMENT_EXISTS for a documentId already used. Throws the
 *     API's WharfError (400 class: INVALID_XML, WRONG_DOCUMENT_FAMILY, ...) when nothing was stored; when it
 *     returns, the document and its command (or *SentError) are committed. The same documentId again answers the
 *     stored document (`existing: true`): a plugin may repeat a send it is unsure of.
 *   documentStatus(documentKey)          -> { status, reason, documentId } | undefined (queued, retrying, sent, error, ...)
 *   openDocument(documentKey)            -> { stream, size, mediaType, documentId, tenantId } | undefined (streamed)
 *   pluginSettings(plugin, tenantId)     -> { enabled, settings } from the operator configuration (not validated)
 *   tokenSecret(plugin, tenantId)        -> the plugin's `tokenSecret` for the tenant (32+ characters), else one
 *                                           derived from the installation secret and the plugin's name (master key)
 */
import { createHmac } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { Wharf } from '../context.ts'
import type { Environment } from '../config.ts'
import { WharfError } from '../errors.ts'
import { sendDocument } from '../documents/send.ts'
import { getDocument, openDocumentContent } from '../documents/store.ts'
import { SENDABLE_COMMANDS } from '../documents/topics.ts'
import { getParty } from '../tenancy/parties.ts'
import { peppolByDefault } from '../sending/default-channel.ts'
import { projectRoot } from '../paths.ts'
import { loadPluginCatalogue, tenantRefs, type PluginCatalogue } from './catalogue.ts'
import { installationTokenSecret } from './operator-config.ts'

export interface PluginSendInput {
  tenantId: string
  environment: Environment
  /** The internal id of the sending party (a party-level hook's partyId). */
  partyId: string
  bytes: Uint8Array
  /** The send command the document must publish (SendInvoice, SendOrder, ...; core/documents/topics.ts
   * SENDABLE_COMMANDS, an inbound hook's publishTopics entry): decides the accepted families. */
  command: string
  /** Who sent it (documents.created_by), e.g. `mailfrom`. */
  createdBy: string
  /** Echoed as details.metaAttributes in the document's events. */
  metaAttributes?: Record<string, string>
  /** The document's id; sending it again answers the stored document (`existing: true`) instead of DOCUMENT_EXISTS,
   * so a plugin that crashed between sending and recording it can simply send again. */
  documentId?: string
  mediaType?: string
  /** The party identifier shown in events (alias form); default the party's first identifier. */
  partyIdentifier?: string
}

export interface PluginSendResult {
  documentKey: string
  documentId: string
  /** queued (the command runs), or error (stored, *SentError published: EndpointID problem, no channel). */
  status: string
  topic: string
  /** The published event ('' when `existing`). */
  eventId: string
  /** The hook that takes the command (null: Peppol by default, or none). */
  hookId: string | null
  error: { code: string, message: string } | null
  /** True when `documentId` was sent before: the stored document is answered, nothing new is stored or published. */
  existing?: boolean
}

export interface PluginDocumentStatus { documentId: string, status: string, reason: string | null }
export interface PluginDocumentStream { documentId: string, tenantId: string, size: number, mediaType: string, stream: Readable }

export function documentFunctions (wharf: Wharf): {
  sendDocument: (input: PluginSendInput) => Promise<PluginSendResult>
  documentStatus: (documentKey: string) => Promise<PluginDocumentStatus | undefined>
  openDocument: (documentKey: string) => Promise<PluginDocumentStream | undefined>
  pluginSettings: (plugin: string, tenantId: string) => Promise<{ enabled: boolean, settings: Record<string, unknown> }>
  tokenSecret: (plugin: string, tenantId: string) => Promise<string>
} {
  let catalogue: Promise<PluginCatalogue> | undefined
  const catalogueOf = async (): Promise<PluginCatalogue> => await (catalogue ??= loadPluginCatalogue(projectRoot, wharf.config))
  const tenantOf = tenantRefs(wharf.knex, wharf.clock)
  const pluginSettings = async (plugin: string, tenantId: string): Promise<{ enabled: boolean, settings: Record<string, unknown> }> => {
    const c = await catalogueOf()
    const tenant = await tenantOf(tenantId)
    return { enabled: c.enablement.isEnabled(plugin, tenant), settings: c.settingsFor(plugin, tenant) as Record<string, unknown> }
  }
  return {
    sendDocument: async input => {
      const families = SENDABLE_COMMANDS[input.command]
      if (families === undefined) throw new WharfError('VALIDATION_FAILED', `${input.command} is not a send command`, { field: 'command' })
      const party = await getParty(wharf.knex, input.partyId)
      if (party.tenantId !== input.tenantId) throw new WharfError('NOT_FOUND', 'No such party')
      try {
        const r = await sendDocument(wharf, {
          tenantId: input.tenantId, environment: input.environment, party, partyIdentifier: input.partyIdentifier ?? party.identifiers[0],
          bytes: input.bytes, mediaType: input.mediaType ?? 'application/xml', families, command: input.command, channel: null,
          peppolByDefault: peppolByDefault(wharf.config, await catalogueOf(), await tenantOf(input.tenantId)),
          maxBytes: wharf.config.maxDocumentBytes, createdBy: input.createdBy,
          ...(input.documentId !== undefined ? { documentId: input.documentId } : {}),
          ...(input.metaAttributes !== undefined ? { metaAttributes: input.metaAttributes } : {})
        })
        return { documentKey: r.document.id, documentId: r.document.documentId, status: r.document.status, topic: r.topic, eventId: r.eventId, hookId: r.hookId, error: r.error }
      } catch (err) {
        if (!(err instanceof WharfError) || err.code !== 'DOCUMENT_EXISTS' || input.documentId === undefined) throw err
        const row = await wharf.knex('documents').where({ tenant_id: input.tenantId, environment: input.environment, document_id: input.documentId, direction: 'out', party_id: input.partyId })
          .first('id', 'status', 'status_reason') as { id: string, status: string, status_reason: string | null } | undefined
        if (row === undefined) throw err
        return { documentKey: row.id, documentId: input.documentId, status: row.status, topic: '', eventId: '', hookId: null, error: row.status === 'error' ? { code: 'SEND_FAILED', message: row.status_reason ?? 'not sent' } : null, existing: true }
      }
    },
    documentStatus: async key => {
      const d = await getDocument(wharf.knex, key)
      return d === undefined ? undefined : { documentId: d.documentId, status: d.status, reason: d.statusReason }
    },
    openDocument: async key => {
      const d = await getDocument(wharf.knex, key)
      if (d === undefined) return undefined
      const content = await openDocumentContent(wharf.knex, key)
      return content === undefined ? undefined : { documentId: d.documentId, tenantId: d.tenantId, size: content.size, mediaType: content.mediaType, stream: content.stream }
    },
    pluginSettings,
    tokenSecret: async (plugin, tenantId) => {
      const s = (await pluginSettings(plugin, tenantId)).settings.tokenSecret
      if (typeof s === 'string' && s.length >= 32) return s
      // One secret per plugin, so a token of one plugin never redeems at another's route.
      return createHmac('sha256', installationTokenSecret(wharf.config)).update(`plugin:${plugin}`).digest('base64url')
    }
  }
}
