/**
 * The validation outcome of a received document, as MLS consumes it: assertions with an id, a flag and a layer
 * (schema or business rule). The source (officialValidation below) is the checks Wharf makes on receipt
 * (receiptChecks: the EndpointIDs) and the official rules through the SDK (validateStoredDocument: XSD + Schematron in
 * the core's validation pool, under the receiving tenant's validation policy: none when `off`). The document is
 * delivered whatever the outcome, and the MLS reports it (deliver and report). A test may set another source per
 * Wharf instance (its knex):
 *
 *   setReceivedValidationSource(wharf.knex, async (db, documentKey) => ({ assertions: [...] }))
 *   const v = await receivedValidation(wharf.knex, documentKey)
 *
 * decide.ts maps them: fatal schema -> SV, fatal business rule -> BV, warnings -> BW (sent only along with a fatal
 * one: a positive MLS carries no issues), information is not reported.
 */
import type { Knex } from 'knex'
import { validateStoredDocument } from '../../../core/sdk/host.ts'

export interface ValidationAssertion {
  /** Rule id, e.g. BR-CO-15, PEPPOL-EN16931-R001, or the XSD's message kind. */
  id: string
  flag: 'fatal' | 'warning' | 'information'
  layer: 'schema' | 'business'
  text: string
  /** XPath of the node the assertion is about. */
  location?: string
}

export interface ReceivedValidation { assertions: ValidationAssertion[] }

export type ReceivedValidationSource = (db: Knex, documentKey: string) => Promise<ReceivedValidation>

/**
 * What receipt already established: the document was well-formed and of a supported type (else the AS4 message was
 * refused with EBMS:0004 and no MLS is due). What is left to report is an EndpointID the detection could not read.
 */
export const receiptChecks: ReceivedValidationSource = async (db, documentKey) => {
  const doc = await db('documents').where({ id: documentKey }).first('sender', 'receiver') as { sender: string | null, receiver: string | null } | undefined
  if (doc === undefined) return { assertions: [] }
  const assertions: ValidationAssertion[] = []
  if (doc.sender === null) assertions.push({ id: 'WHARF-RECEIVE-01', flag: 'fatal', layer: 'business', text: 'The sender EndpointID is missing or not a valid participant identifier' })
  if (doc.receiver === null) assertions.push({ id: 'WHARF-RECEIVE-02', flag: 'fatal', layer: 'business', text: 'The receiver EndpointID is missing or not a valid participant identifier' })
  return { assertions }
}

/** The receipt checks and the official rules (schema -> layer schema, rules -> business; error -> fatal). A failure
 * of the validation itself (rules not compiled) leaves the receipt checks alone: the MLS must still go out. */
export const officialValidation: ReceivedValidationSource = async (db, documentKey) => {
  const { assertions } = await receiptChecks(db, documentKey)
  const result = await validateStoredDocument(db, documentKey).catch(() => null)
  for (const a of result?.assertions ?? []) {
    assertions.push({
      id: a.id, flag: a.flag === 'error' ? 'fatal' : a.flag, layer: a.artifact === 'schema' ? 'schema' : 'business',
      text: a.line !== null && a.location === '' ? `${a.text} (line ${a.line})` : a.text, ...(a.location !== '' ? { location: a.location } : {})
    })
  }
  return { assertions }
}

const sources = new WeakMap<object, ReceivedValidationSource>()

/** Sets the validation source of the Wharf instance that owns `knex` (the validation module calls this). */
export function setReceivedValidationSource (knex: object, source: ReceivedValidationSource): void { sources.set(knex, source) }

export async function receivedValidation (knex: Knex, documentKey: string): Promise<ReceivedValidation> {
  return await (sources.get(knex) ?? officialValidation)(knex, documentKey)
}
