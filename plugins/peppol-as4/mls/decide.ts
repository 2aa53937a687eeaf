/**
 * Which MLS a received document gets, from its validation outcome (validation.ts), its delivery to the consumer and the
 * MLS type in force (ALWAYS_SEND or FAILURE_ONLY):
 *   fatal schema assertions -> SV lines, fatal business rules -> BV lines, undeliverable -> an FD line: RE;
 *   warnings -> BW lines, only together with a failure (a positive MLS carries no issues);
 *   otherwise AP when the consumer confirmed the delivery (a 2xx from its webhook or channel), AB when the document was
 *   forwarded without a confirmation (no hook: it waits in the event log / download API; or a channel without one).
 * FAILURE_ONLY: only RE is sent (null otherwise).
 */
import { STATUS_TEXT, type MlsCode, type MlsLine } from './document.ts'
import type { ReceivedValidation } from './validation.ts'

export type MlsType = 'ALWAYS_SEND' | 'FAILURE_ONLY'
export type DeliveryOutcome = { kind: 'confirmed' } | { kind: 'unconfirmed' } | { kind: 'failed', message: string }

export interface MlsDecision { code: MlsCode, description: string, lines: MlsLine[] }

export function decideMls (type: MlsType, validation: ReceivedValidation, delivery: DeliveryOutcome): MlsDecision | null {
  const line = (a: ReceivedValidation['assertions'][number], reason: MlsLine['reason']): MlsLine =>
    ({ reason, description: `[${a.id}] ${a.text}`, ...(a.location !== undefined ? { location: a.location } : {}) })
  const fatal = validation.assertions.filter(a => a.flag === 'fatal').map(a => line(a, a.layer === 'schema' ? 'SV' : 'BV'))
  if (delivery.kind === 'failed') fatal.push({ reason: 'FD', description: `The document could not be delivered to the receiver: ${delivery.message}` })
  if (fatal.length > 0) {
    const warnings = validation.assertions.filter(a => a.flag === 'warning').map(a => line(a, 'BW'))
    const what = [...new Set(fatal.map(l => l.reason))].map(r => ({ SV: 'syntax errors', BV: 'business rule errors', FD: 'delivery failure', BW: 'warnings' })[r]).join(', ')
    return { code: 'RE', description: `Rejected: ${what}`, lines: [...fatal, ...warnings] }
  }
  if (type === 'FAILURE_ONLY') return null
  return delivery.kind === 'confirmed'
    ? { code: 'AP', description: `${STATUS_TEXT.AP}: delivered to the receiver`, lines: [] }
    : { code: 'AB', description: `${STATUS_TEXT.AB}: forwarded to the receiver without confirmation`, lines: [] }
}
