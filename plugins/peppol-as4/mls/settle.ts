/**
 * When the MLS of a received document is decided (issue 18 point 7): after reception and delivery.
 * - A received document whose *Received (or *ReceivedError: invalid under the policy reject) event matched no hook is forwarded without confirmation (it waits in the
 *   event log and the download API): afterReception decides at once (AB, or RE on validation failures).
 * - Otherwise the first final outcome of a delivery of that event decides (core/delivery/settled.ts): a 2xx from the
 *   consumer's webhook or channel -> AP, a channel that delivered without an HTTP status -> AB, a permanent failure
 *   -> RE with FD.
 * The MLS type: the SBDH's MLS_TYPE when the sender set one, else the mlsType of the receiving tenant's Peppol hook
 * (the party's before the environment's), else FAILURE_ONLY (the Peppol default). FAILURE_ONLY without a failure
 * closes the row (state `none`): nothing is sent, then or later. Sending is at most once (send.ts).
 *
 *   registerMls(wharf, ourSpis)                              // once per instance, by the AS4 routes
 *   void afterReception(wharf, ourSpis, documentKey, eventId) // by receiver.ts after the commit
 */
import type { PluginContext as Wharf } from '../../../core/sdk/host.ts'
import type { Environment } from '../../../core/sdk/host.ts'
import { onDeliverySettled } from '../../../core/sdk/host.ts'
import { actionName } from '../../../core/sdk/host.ts'
import { decideMls, type DeliveryOutcome, type MlsType } from './decide.ts'
import { mlsRow, sendMls } from './send.ts'
import { receivedValidation } from './validation.ts'

type Deps = Pick<Wharf, 'knex' | 'clock' | 'hooks' | 'wakeup' | 'log'>

async function mlsTypeOf (wharf: Deps, row: { tenant_id: string, environment: string, mls_type: string | null }, partyId: string | null): Promise<MlsType> {
  if (row.mls_type === 'ALWAYS_SEND' || row.mls_type === 'FAILURE_ONLY') return row.mls_type
  const hooks = (await wharf.hooks.active(row.tenant_id, row.environment as Environment)).filter(h => actionName(h.action) === 'peppol' && h.mlsType !== null)
  const hook = hooks.find(h => h.partyId !== null && h.partyId === partyId) ?? hooks.find(h => h.partyId === null)
  return hook?.mlsType ?? 'FAILURE_ONLY'
}

export async function settleMls (wharf: Deps, ourSpis: string, documentKey: string, delivery: DeliveryOutcome): Promise<void> {
  const row = await mlsRow(wharf.knex, documentKey)
  if (row?.state !== 'pending') return
  const doc = await wharf.knex('documents').where({ id: documentKey }).first('party_id') as { party_id: string | null } | undefined
  const type = await mlsTypeOf(wharf, row, doc?.party_id ?? null)
  const decision = decideMls(type, await receivedValidation(wharf.knex, documentKey), delivery)
  if (decision === null) {
    await wharf.knex('mls_status').where({ document_key: documentKey, state: 'pending' }).update({ state: 'none', updated_at: new Date(wharf.clock.now()) })
    return
  }
  const r = await sendMls(wharf, { documentKey, decision, manual: false, ourSpis })
  wharf.log.info({ documentKey, code: decision.code, result: r }, 'MLS decided')
}

export function registerMls (wharf: Deps, ourSpis: string): void {
  onDeliverySettled(wharf.knex, async s => {
    // *Received, or *ReceivedError (a document that failed the rules under the tenant's policy reject).
    if (s.documentKey === null || !/Received(Error)?$/.test(s.topic) || s.topic.startsWith('MessageLevelStatus')) return
    const delivery: DeliveryOutcome = !s.ok
      ? { kind: 'failed', message: s.message ?? 'delivery failed' }
      : s.status !== undefined && s.status >= 200 && s.status < 300 ? { kind: 'confirmed' } : { kind: 'unconfirmed' }
    await settleMls(wharf, ourSpis, s.documentKey, delivery)
  })
}

/** After a reception commits: a *Received event no hook took settles at once as forwarded without confirmation. */
export async function afterReception (wharf: Deps, ourSpis: string, documentKey: string, eventId: string): Promise<void> {
  try {
    const ev = await wharf.knex('events').where({ id: eventId }).first('routed') as { routed: number } | undefined
    if (ev === undefined || Number(ev.routed) > 0) return
    await settleMls(wharf, ourSpis, documentKey, { kind: 'unconfirmed' })
  } catch (err) {
    wharf.log.error({ err, documentKey }, 'MLS after reception failed')
  }
}
