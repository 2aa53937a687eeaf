/**
 * Validation of a received document before it is stored (the receive side of issue 17 point 6): the AS4 receiver
 * (through PluginContext.receiveDocument) and POST /api/v1/{partyId}/generic/receive call it; storeReceivedDocument
 * (core/documents/receive.ts) applies the outcome. The receiving tenant's policy decides:
 *   reject  invalid -> the document is still stored (the transport accepted it: an AS4 receipt is owed, the MLS
 *           reports the failure), but its event is the family's *ReceivedError (InvoiceReceivedError, ...) with the
 *           findings in details.validation and details.ruleIds, instead of *Received
 *   warn    *Received as usual, with the findings (errors and warnings) in details.validation
 *   off     not validated; unchanged
 * Received MLS documents are not checked (an MLS never gets an MLS, and it must reach the sent document it answers).
 * Validation trouble (rules not compiled, a worker failure) never refuses a received document: it is noted and the
 * document is announced as received.
 *
 *   const v = await checkIncoming(wharf, tenantId, content)   // null, or { policy, invalid, details }
 *   storeReceivedDocument(trx, deps, { ..., validation: v })
 */
import type { Knex } from 'knex'
import type { Config } from '../config.ts'
import { isWharfError } from '../errors.ts'
import { readSource, sourceSize, type ByteSource } from '../blobs/source.ts'
import { tenantPolicy, type ValidationPolicy } from './policy.ts'
import { validationOf } from './service.ts'
import { resultDetails, summary } from './outgoing.ts'

export interface IncomingValidation {
  policy: ValidationPolicy
  /** Fails the rules under policy reject: announced as *ReceivedError. */
  invalid: boolean
  /** For the event's details.validation; null when there is nothing to report. */
  details: Record<string, unknown> | null
  /** "2 errors (BR-CO-15, BR-CO-16)" for the event's message. */
  summary: string
}

type Owner = { knex: Knex, config: Pick<Config, 'validation'>, log?: { warn: (o: object, m: string) => void } }

const MLS_ROOT = /urn:peppol:edec:mls:1\.0/

export async function checkIncoming (wharf: Owner, tenantId: string, content: ByteSource): Promise<IncomingValidation | null> {
  const policy = await tenantPolicy(wharf.knex, wharf.config, tenantId)
  if (policy === 'off' || sourceSize(content) > wharf.config.validation.maxBytes) return null
  const xml = (await readSource(content)).toString('utf8')
  if (MLS_ROOT.test(xml.slice(0, 4096)) && xml.includes('ApplicationResponse')) return null
  try {
    const result = await validationOf(wharf).validate(xml)
    const reported = result.assertions.some(a => a.flag !== 'information')
    return { policy, invalid: !result.isValid && policy === 'reject', details: reported ? resultDetails(result, policy) : null, summary: summary(result) }
  } catch (err) {
    if (!(isWharfError(err) && err.code === 'UNSUPPORTED_DOCUMENT')) wharf.log?.warn({ err }, 'received document not validated')
    return null
  }
}

/** The ids of the failed rules (errors), once each, for details.ruleIds of a *ReceivedError. */
export function failedRuleIds (details: Record<string, unknown> | null): string[] {
  const list = (details?.assertions ?? []) as Array<{ id: string, flag: string }>
  return [...new Set(list.filter(a => a.flag === 'error').map(a => a.id))]
}
