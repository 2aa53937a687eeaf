/**
 * Before Wharf sends a business response over Peppol, the receiver must publish its document type in its SMP
 * (issue 18: "check the receiver's capability for the response type"). The check goes through the same verified
 * SML -> SMP lookup as GET /api/v1/peppol/deliveryOption (the recipient lookup the channel plugin registers,
 * core/plugins/extensions.ts; peppol-as4's is cached for WHARF_LOOKUP_CACHE_TTL):
 *
 *   const refusal = await receiverRefusal(wharf, '0088:7300010000001', documentTypeId, processId)
 *   // null: the receiver takes it; else { code, message }: the response is stored with status error and the family's
 *   // *SentError event (core/documents/send.ts `refusal`), never sent.
 *
 * Codes: RECEIVER_NOT_CAPABLE (the SMP does not list the document type with this process for AS4),
 * RECEIVER_LOOKUP_FAILED (not registered in the SML, SMP unreachable or not trustworthy: the reason of the lookup).
 * The routes run it only when the response would go over Peppol (see routes.ts).
 */
import type { Wharf } from '../../context.ts'
import { familyOf } from '../../peppol/doctypes/capabilities.ts'
import { recipientLookupOf } from '../../plugins/extensions.ts'

const bare = (id: string): string => id.replace(/^[^:]+::/, '').toLowerCase()

export async function receiverRefusal (wharf: Wharf, receiver: string, documentTypeId: string, processId: string): Promise<{ code: string, message: string } | null> {
  const family = familyOf(documentTypeId)
  if (family === undefined) return { code: 'RECEIVER_NOT_CAPABLE', message: `${bare(documentTypeId)} is not a document type of a known family` }
  const result = await (await recipientLookupOf(wharf))(receiver, family)
  if (!result.ok) return { code: 'RECEIVER_LOOKUP_FAILED', message: `Receiver ${receiver} cannot be looked up in the Peppol network (${result.reason}): ${result.message}` }
  const served = result.options.some(o => bare(o.documentTypeId) === bare(documentTypeId) && bare(o.processId) === bare(processId))
  if (served) return null
  return { code: 'RECEIVER_NOT_CAPABLE', message: `Receiver ${receiver} does not accept ${bare(documentTypeId)} with process ${bare(processId)} (its SMP does not publish it)` }
}
