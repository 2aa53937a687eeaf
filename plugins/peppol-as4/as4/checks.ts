/**
 * Receiver checks of the Peppol AS4 profile on a parsed UserMessage, and of the SBDH against the ebMS header
 * (what phase4's Peppol servlet checks). Each throws Ebms3Error:
 *
 *   checkPeppolUserMessage(env)      EBMS:0010 ProcessingModeMismatch: AgreementRef, PartyId type / seat id, roles,
 *                                    Service type, Action scheme, MPC; EBMS:0003 ValueInconsistent: missing or mistyped
 *                                    originalSender / finalRecipient; EBMS:0010 when there is not exactly one payload
 *   checkSbdhMatchesEnvelope(env, sbdh)   EBMS:0003: originalSender/finalRecipient differ from SBDH Sender/Receiver,
 *                                    Service differs from PROCESSID, Action from DOCUMENTID
 *
 * Participant ids compare case-insensitively (Peppol Policy for identifiers); doc type and process ids exactly.
 * Whether we serve the receiver / doc type / process is the caller's decision: answer EBMS:0004 with
 * PEPPOL:NOT_SERVICED (errors.ts PEPPOL_NOT_SERVICED).
 */
import { Ebms3Error } from './errors.ts'
import { PEPPOL_AS4 } from './constants.ts'
import type { UserMessageView } from './ebms-parse.ts'
import type { SbdhView } from './sbdh.ts'

function mismatch (detail: string, reason: string): Ebms3Error {
  return new Ebms3Error('EBMS:0010', detail, { reason })
}

export interface PeppolCheckOptions {
  /** Check From/To PartyId against the seat id pattern P[A-Z]{2}[0-9]{6} (default true). */
  seatIdPattern?: boolean
  /** Our own seat id: To/PartyId must equal it when given. */
  ourPartyId?: string
}

/** Peppol AS4 profile rules for a received UserMessage; see the module comment. */
export function checkPeppolUserMessage (env: UserMessageView, options: PeppolCheckOptions = {}): void {
  if (env.agreementRef?.value !== PEPPOL_AS4.AGREEMENT_REF) {
    throw mismatch(`AgreementRef must be ${PEPPOL_AS4.AGREEMENT_REF}, found "${env.agreementRef?.value ?? '(none)'}"`, 'PEPPOL_AGREEMENT')
  }
  if (env.agreementRef.pmode !== undefined) throw mismatch('AgreementRef must not carry @pmode in Peppol', 'PEPPOL_AGREEMENT')
  for (const [which, party, role] of [['From', env.from, PEPPOL_AS4.ROLE_INITIATOR], ['To', env.to, PEPPOL_AS4.ROLE_RESPONDER]] as const) {
    if (party.partyIds.length !== 1) throw mismatch(`${which} must have exactly one PartyId`, 'PEPPOL_PARTY')
    if (party.partyIdType !== PEPPOL_AS4.PARTY_ID_TYPE) throw mismatch(`${which}/PartyId@type must be ${PEPPOL_AS4.PARTY_ID_TYPE}`, 'PEPPOL_PARTY')
    if (options.seatIdPattern !== false && !PEPPOL_AS4.SEAT_ID_RE.test(party.partyId)) throw mismatch(`${which}/PartyId "${party.partyId}" is not a Peppol seat id`, 'PEPPOL_PARTY')
    if (party.role !== role) throw mismatch(`${which}/Role must be ${role}`, 'PEPPOL_ROLE')
  }
  if (options.ourPartyId !== undefined && env.to.partyId !== options.ourPartyId) throw mismatch(`To/PartyId ${env.to.partyId} is not this access point (${options.ourPartyId})`, 'PEPPOL_NOT_US')
  if (env.mpc !== PEPPOL_AS4.DEFAULT_MPC) throw mismatch(`only the default MPC is used in Peppol, found ${env.mpc}`, 'PEPPOL_MPC')
  if (env.service.type !== PEPPOL_AS4.SERVICE_TYPE) throw mismatch(`Service@type must be ${PEPPOL_AS4.SERVICE_TYPE}`, 'PEPPOL_SERVICE')
  if (!/^(busdox-docid-qns|peppol-doctype-wildcard)::./.test(env.action)) throw mismatch(`Action must be <doctype scheme>::<doctype id>, found ${env.action}`, 'PEPPOL_ACTION')
  for (const [name, prop] of [[PEPPOL_AS4.ORIGINAL_SENDER, env.originalSender], [PEPPOL_AS4.FINAL_RECIPIENT, env.finalRecipient]] as const) {
    if (prop === undefined || prop.value === '') throw new Ebms3Error('EBMS:0003', `the ${name} message property is missing`, { reason: 'PEPPOL_PROPERTY' })
    if (prop.type !== PEPPOL_AS4.PARTICIPANT_SCHEME) throw new Ebms3Error('EBMS:0003', `the ${name} property must have type ${PEPPOL_AS4.PARTICIPANT_SCHEME}`, { reason: 'PEPPOL_PROPERTY' })
  }
  const attachmentsParts = env.partInfos.filter(p => p.contentId !== undefined)
  if (env.partInfos.length !== 1 || attachmentsParts.length !== 1) {
    throw mismatch(`a Peppol UserMessage has exactly one payload, a cid: MIME attachment (found ${env.partInfos.length} PartInfo)`, 'PEPPOL_PAYLOADS')
  }
}

/** Action value without its scheme prefix. */
export function documentTypeFromAction (action: string): { scheme: string, value: string } {
  const sep = action.indexOf('::')
  return sep === -1 ? { scheme: '', value: action } : { scheme: action.slice(0, sep), value: action.slice(sep + 2) }
}

/** originalSender/finalRecipient/Service/Action against the SBDH; see the module comment. */
export function checkSbdhMatchesEnvelope (env: UserMessageView, sbdh: SbdhView): void {
  const same = (a: string | undefined, b: string): boolean => a !== undefined && a.toLowerCase() === b.toLowerCase()
  if (!same(env.originalSender?.value, sbdh.sender.value)) {
    throw new Ebms3Error('EBMS:0003', `originalSender ${env.originalSender?.value ?? '(none)'} differs from the SBDH Sender ${sbdh.sender.value}`, { reason: 'SBDH_SENDER_MISMATCH' })
  }
  if (!same(env.finalRecipient?.value, sbdh.receiver.value)) {
    throw new Ebms3Error('EBMS:0003', `finalRecipient ${env.finalRecipient?.value ?? '(none)'} differs from the SBDH Receiver ${sbdh.receiver.value}`, { reason: 'SBDH_RECEIVER_MISMATCH' })
  }
  if (env.service.value !== sbdh.processId.value) {
    throw new Ebms3Error('EBMS:0003', `Service ${env.service.value} differs from the SBDH PROCESSID ${sbdh.processId.value}`, { reason: 'SBDH_PROCESS_MISMATCH' })
  }
  const doc = documentTypeFromAction(env.action)
  if (doc.value !== sbdh.documentTypeId.value || doc.scheme !== sbdh.documentTypeId.scheme) {
    throw new Ebms3Error('EBMS:0003', `Action ${env.action} differs from the SBDH DOCUMENTID ${sbdh.documentTypeId.scheme}::${sbdh.documentTypeId.value}`, { reason: 'SBDH_DOCTYPE_MISMATCH' })
  }
}
