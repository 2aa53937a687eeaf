/**
 * Sending an MLS for a received document, at most once: the document's `mls_status` row (migration 015) is claimed
 * with one conditional update, and the MLS document, its SendMessageLevelStatus command (routed to the built-in Peppol
 * hook: SMP lookup of 0242:<SPIS> and AS4) and the claim commit together. A second claim, concurrent or later, finds
 * the row taken and sends nothing.
 *
 *   await sendMls(wharf, { documentKey, decision, manual: false, ourSpis })
 *   // { sent: true, mlsDocumentId } | { sent: false, reason: 'already-sent' | 'not-owed' | 'not-found' }
 *
 * The command runner publishes MessageLevelStatusSent on the receiving party when the AS4 receipt is back, with the
 * details the command carries (statusCode, status, description, profileId, sourceDocumentTypeId, hookId 'mls'),
 * protocol and attempt, and refToDocumentId = the received document.
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { PluginContext as Wharf } from '../../../core/sdk/host.ts'
import { publish } from '../../../core/sdk/host.ts'
import { insertDocument } from '../../../core/sdk/host.ts'
import { detectDocumentSource } from '../../../core/sdk/host.ts'
import { memorySource } from '../../../core/sdk/blobs.ts'
import { topicsFor } from '../../../core/sdk/host.ts'
import { PEPPOL_DEFAULT_HOOK_ID } from '../../../core/sdk/host.ts'
import { buildMls, MLS_PROFILE_ID, SPIS_SCHEME, STATUS_TEXT } from './document.ts'
import type { MlsDecision } from './decide.ts'

export type SendMlsResult = { sent: true, mlsDocumentId: string } | { sent: false, reason: 'already-sent' | 'not-owed' | 'not-found' }

interface MlsRow { document_key: string, tenant_id: string, environment: string, mls_to: string | null, mls_type: string | null, ref_id: string, state: string }

export async function mlsRow (db: Knex | Knex.Transaction, documentKey: string): Promise<MlsRow | undefined> {
  return await db('mls_status').where({ document_key: documentKey }).first() as MlsRow | undefined
}

/** Claims the row (pending -> sent; a manual response also from `off`) and queues the MLS, in one transaction. */
export async function sendMls (wharf: Pick<Wharf, 'knex' | 'clock' | 'hooks' | 'wakeup'>, input: { documentKey: string, decision: MlsDecision, manual: boolean, ourSpis: string }): Promise<SendMlsResult> {
  const { decision } = input
  return await wharf.knex.transaction(async trx => {
    const row = await mlsRow(trx, input.documentKey)
    if (row === undefined) return { sent: false, reason: 'not-found' }
    if (row.state === 'sent') return { sent: false, reason: 'already-sent' }
    if (row.mls_to === null) return { sent: false, reason: 'not-owed' }
    const original = await trx('documents').where({ id: input.documentKey }).first('document_id', 'party_id', 'document_type_id') as { document_id: string, party_id: string | null, document_type_id: string | null } | undefined
    if (original === undefined) return { sent: false, reason: 'not-found' }
    const mlsKey = randomUUID()
    const claimed = await trx('mls_status').where({ document_key: input.documentKey }).whereIn('state', input.manual ? ['pending', 'off', 'none'] : ['pending'])
      .update({ state: 'sent', status_code: decision.code, mls_document_key: mlsKey, updated_at: new Date(wharf.clock.now()) })
    if (claimed !== 1) return { sent: false, reason: row.state === 'off' ? 'not-owed' : 'already-sent' }

    const xml = buildMls({ id: mlsKey, at: wharf.clock.now(), from: input.ourSpis, to: row.mls_to, refId: row.ref_id, code: decision.code, description: decision.description, lines: decision.lines })
    const content = memorySource(Buffer.from(xml, 'utf8'))
    const d = await detectDocumentSource(content, {})
    const topics = topicsFor(d.family, d.documentTypeId)
    const receivedEvent = await trx('events').where({ document_id: original.document_id, tenant_id: row.tenant_id }).whereNotNull('party_id').orderBy('seq', 'asc').first('payload') as { payload: unknown } | undefined
    const payload = (typeof receivedEvent?.payload === 'string' ? JSON.parse(receivedEvent.payload) : receivedEvent?.payload) as { partyId?: string | null } | undefined
    const environment = row.environment as Parameters<typeof insertDocument>[2]['environment']
    const commandId = randomUUID()
    const sender = `${SPIS_SCHEME}:${input.ourSpis}`
    const receiver = `${SPIS_SCHEME}:${row.mls_to}`
    const details = {
      id: mlsKey, recipient: receiver, sender, documentTypeId: d.documentTypeId, processId: d.processId, family: d.family,
      sourceDocumentTypeId: original.document_type_id, triedHookIds: [],
      // Carried into MessageLevelStatusSent by the command runner (core/sending/command-runner.ts eventDetails).
      eventDetails: {
        statusCode: decision.code, status: STATUS_TEXT[decision.code], description: decision.description, profileId: MLS_PROFILE_ID,
        sourceDocumentTypeId: original.document_type_id, hookId: 'mls', ...(input.manual ? { manual: true } : {})
      }
    }
    await insertDocument(trx, wharf.clock, {
      id: mlsKey, tenantId: row.tenant_id, environment, partyId: original.party_id, direction: 'out', family: d.family, syntax: d.syntax,
      documentTypeId: d.documentTypeId, processId: d.processId, documentNumber: mlsKey, issueDate: d.issueDate, sender, receiver,
      status: 'queued', hookId: PEPPOL_DEFAULT_HOOK_ID, createdBy: 'mls', mediaType: 'application/xml', content
    }, { topic: topics.command, eventId: commandId })
    await publish(trx, { clock: wharf.clock, hooks: wharf.hooks, wakeup: wharf.wakeup }, {
      eventId: commandId, tenantId: row.tenant_id, environment, topic: topics.command, partyInternalId: original.party_id, partyId: payload?.partyId ?? null,
      documentId: mlsKey, documentKey: mlsKey, createdBy: 'mls', refToDocumentId: original.document_id,
      channel: PEPPOL_DEFAULT_HOOK_ID, defaultHookId: PEPPOL_DEFAULT_HOOK_ID,
      message: `Send MLS ${decision.code} for document ${original.document_id} to ${receiver}`, details
    })
    return { sent: true, mlsDocumentId: mlsKey }
  })
}
