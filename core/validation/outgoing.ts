/**
 * Validation in the send pipeline (issue 17 point 6; core/documents/send.ts calls it before anything is stored):
 *
 *   const v = await checkOutgoing(wharf, tenantId, content)
 *   // reject + invalid: throws 400 DOCUMENT_INVALID { details: { documentTypeId, customizationId, ruleSets, assertions } }
 *   // otherwise { note, details }: note is the text of the document's Validated entry (core/lifecycle/statuses.ts),
 *   // details (errors and warnings; null when there are none or the document was not validated) go into the send
 *   // command's details.validation, which core/sending/command-runner.ts carries into the *Sent/Retry/Error events.
 *
 * The tenant's policy decides (core/validation/policy.ts). Not validated, and said so in the note: documents over
 * WHARF_VALIDATION_MAX_BYTES, and document types without official rules here (validateDocument's
 * UNSUPPORTED_DOCUMENT). Rules that are not compiled (503 UNAVAILABLE) refuse the send under reject, and are noted
 * under warn. The assertions in an answer or a record keep errors and warnings (information left out), at most
 * MAX_ASSERTIONS.
 */
import type { Knex } from 'knex'
import type { Config } from '../config.ts'
import { isWharfError, WharfError } from '../errors.ts'
import { readSource, sourceSize, type ByteSource } from '../blobs/source.ts'
import { tenantPolicy, type ValidationPolicy } from './policy.ts'
import { validationOf } from './service.ts'
import type { Assertion, ValidationResult } from './validate.ts'

export const MAX_ASSERTIONS = 100

export interface OutgoingValidation { policy: ValidationPolicy, note: string, details: Record<string, unknown> | null }

const findings = (r: ValidationResult): Assertion[] => r.assertions.filter(a => a.flag !== 'information')
const count = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`

/** "2 errors (BR-CO-15, BR-CO-16), 1 warning (PEPPOL-EN16931-R002)" */
export function summary (r: ValidationResult): string {
  const part = (flag: 'error' | 'warning'): string | null => {
    const ids = [...new Set(r.assertions.filter(a => a.flag === flag).map(a => a.id))]
    return ids.length === 0 ? null : `${count(r.assertions.filter(a => a.flag === flag).length, flag)} (${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ', ...' : ''})`
  }
  return [part('error'), part('warning')].filter(p => p !== null).join(', ')
}

/** The body details of DOCUMENT_INVALID and the send command's details.validation. */
export function resultDetails (r: ValidationResult, policy: ValidationPolicy): Record<string, unknown> {
  const list = findings(r)
  return {
    isValid: r.isValid, policy, documentTypeId: r.source.documentTypeId, customizationId: r.source.customizationId, ruleSets: r.ruleSets,
    assertions: list.slice(0, MAX_ASSERTIONS).map(a => ({ id: a.id, flag: a.flag, artifact: a.artifact, ruleSet: a.ruleSet, location: a.location, line: a.line, text: a.text })),
    ...(list.length > MAX_ASSERTIONS ? { truncated: list.length - MAX_ASSERTIONS } : {})
  }
}

function note (r: ValidationResult, policy: ValidationPolicy): string {
  const sets = r.ruleSets.map(s => `${s.id} ${s.version}`).join(', ')
  const list = findings(r)
  if (list.length === 0) return `Valid against ${sets}`
  const lines = list.map(a => `[${a.flag}] ${a.id}${a.location !== '' ? ` at ${a.location}` : a.line !== null ? ` at line ${a.line}` : ''}: ${a.text}`)
  return `${r.isValid ? 'Valid with warnings' : `Not valid, sent under validation policy ${policy}`} against ${sets}: ${summary(r)}. ${lines.join(' | ')}`
}

type Owner = { knex: Knex, config: Pick<Config, 'validation'> }

export async function checkOutgoing (wharf: Owner, tenantId: string, content: ByteSource): Promise<OutgoingValidation | null> {
  const policy = await tenantPolicy(wharf.knex, wharf.config, tenantId)
  if (policy === 'off') return null
  const size = sourceSize(content)
  const limit = wharf.config.validation.maxBytes
  if (size > limit) return { policy, note: `Not validated against the official rules: ${size} bytes is over the validation limit of ${limit} bytes`, details: null }
  const xml = (await readSource(content)).toString('utf8')
  let result: ValidationResult
  try {
    result = await validationOf(wharf).validate(xml)
  } catch (err) {
    if (isWharfError(err) && err.code === 'UNSUPPORTED_DOCUMENT') return { policy, note: 'No official validation rules for this document type', details: null }
    if (isWharfError(err) && err.code === 'UNAVAILABLE' && policy === 'warn') return { policy, note: `Not validated: ${err.message}`, details: null }
    throw err
  }
  if (!result.isValid && policy === 'reject') {
    throw new WharfError('DOCUMENT_INVALID', `The document does not pass the official validation rules: ${summary(result)}; nothing was stored or sent`, resultDetails(result, policy))
  }
  return { policy, note: note(result, policy), details: findings(result).length > 0 ? resultDetails(result, policy) : null }
}
