/**
 * MLS at the AS4 receiver (receiver.ts):
 * - mlsStatusRow: the `mls_status` row written with every received business document (not with an MLS: an MLS never
 *   gets an MLS): `pending` when the receiving party has the `reviews` capability, `off` otherwise (a manual response
 *   may still be sent). The MLS goes to the SBDH's MLS_TO when given, else to 0242:<SPIS of the sender's AP seat id>.
 * - inboundMls: for a received MLS, the document it answers (our sent document whose SBDH InstanceIdentifier, or
 *   documentId, is the MLS's DocumentReference/ID) and what the MessageLevelStatusReceived event says: stored for the
 *   original's party and tenant, refToDocumentId = the original's documentId, details statusCode, status, description,
 *   documentTypeId (of the original), profileId, hookId 'mls'.
 */
import type { Knex } from 'knex'
import type { SbdhView } from '../as4/sbdh.ts'
import { MLS_DOCUMENT_TYPE_ID, MLS_PROFILE_ID, parseMls, spisOfSeat, spisValue, STATUS_TEXT, type MlsCode } from './document.ts'

export const isMlsDocumentType = (sbdh: Pick<SbdhView, 'documentTypeId'>): boolean =>
  `${sbdh.documentTypeId.scheme}::${sbdh.documentTypeId.value}` === MLS_DOCUMENT_TYPE_ID

export function mlsStatusRow (input: { documentKey: string, tenantId: string, environment: string, reviews: boolean, sbdh: SbdhView, fromPartyId: string, at: Date }): Record<string, unknown> | undefined {
  if (isMlsDocumentType(input.sbdh)) return undefined
  const to = (input.sbdh.mlsTo !== undefined ? spisValue(input.sbdh.mlsTo) : undefined) ?? spisOfSeat(input.fromPartyId) ?? null
  return {
    document_key: input.documentKey, tenant_id: input.tenantId, environment: input.environment, mls_to: to,
    mls_type: input.sbdh.mlsType ?? null, ref_id: input.sbdh.instanceIdentifier, state: input.reviews ? 'pending' : 'off',
    status_code: null, mls_document_key: null, created_at: input.at, updated_at: input.at
  }
}

export interface InboundMlsTarget {
  tenantId: string
  partyInternalId: string | null
  partyId: string | null
  refToDocumentId: string
  details: Record<string, unknown>
  message: string
}

/** The sent document an MLS refers to, and its event fields; undefined when the text is no MLS or names nothing of ours. */
export async function inboundMls (db: Knex, environment: string, bytes: Uint8Array): Promise<InboundMlsTarget | undefined> {
  const mls = parseMls(Buffer.from(bytes).toString('utf8'))
  if (mls === undefined || mls.refId === null || mls.refId === '') return undefined
  const bySbdh = await db('events').where({ environment }).where('topic', 'like', '%Sent')
    .whereRaw("payload->'details'->>'sbdhInstanceIdentifier' = ?", [mls.refId]).orderBy('seq', 'desc').first('document_id', 'tenant_id') as { document_id: string, tenant_id: string } | undefined
  const q = db('documents').where({ environment, direction: 'out' })
  const original = await (bySbdh !== undefined
    ? q.where({ tenant_id: bySbdh.tenant_id, document_id: bySbdh.document_id })
    : q.where({ document_id: mls.refId })).first('id', 'document_id', 'tenant_id', 'party_id', 'document_type_id') as { document_id: string, tenant_id: string, party_id: string | null, document_type_id: string | null } | undefined
  if (original === undefined) return undefined
  const sent = await db('events').where({ tenant_id: original.tenant_id, document_id: original.document_id }).whereNotNull('party_id').orderBy('seq', 'asc').first('payload') as { payload: unknown } | undefined
  const payload = (typeof sent?.payload === 'string' ? JSON.parse(sent.payload) : sent?.payload) as { partyId?: string | null } | undefined
  const code = mls.code as MlsCode
  return {
    tenantId: original.tenant_id, partyInternalId: original.party_id, partyId: payload?.partyId ?? null, refToDocumentId: original.document_id,
    message: `MLS ${mls.code} for document ${original.document_id}${mls.description !== null ? `: ${mls.description}` : ''}`,
    details: {
      statusCode: mls.code, status: STATUS_TEXT[code] ?? mls.code, description: mls.description ?? '', documentTypeId: original.document_type_id,
      profileId: MLS_PROFILE_ID, hookId: 'mls', refId: mls.refId,
      ...(mls.lines.length > 0 ? { lines: mls.lines.map(l => ({ statusReasonCode: l.reason, description: l.description, location: l.location })) } : {})
    }
  }
}
