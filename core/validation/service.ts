/**
 * One validation worker pool per Wharf instance (keyed by its knex, as core/delivery/settled.ts keys its listeners),
 * shared by the Validate API, the send pipeline (core/validation/outgoing.ts) and the SDK's validateStoredDocument
 * (plugins: the MLS of received documents). core/http/app.ts attaches it with the process configuration and closes it
 * with the app; a process that never validates starts no thread.
 *
 *   const pool = attachValidation(wharf)               // once (later calls answer the same pool)
 *   const pool = validationOf(wharf)                   // attached or attaches
 *   const r = await validateStoredDocument(knex, key)  // ValidationResult, or null (not attached, policy off, too large,
 *                                                      // no rules for the document type)
 *   await detachValidation(knex)
 */
import type { Knex } from 'knex'
import type { Config } from '../config.ts'
import { isWharfError } from '../errors.ts'
import { documentContent } from '../documents/store.ts'
import { createValidationPool, type ValidationPool } from './pool.ts'
import { tenantPolicy } from './policy.ts'
import type { ValidationResult } from './validate.ts'

interface Attached { pool: ValidationPool, config: Pick<Config, 'validation'> }
const attached = new WeakMap<object, Attached>()

type Owner = { knex: Knex, config: Pick<Config, 'validation'> }

export function attachValidation (owner: Owner, pool?: ValidationPool): ValidationPool {
  const existing = attached.get(owner.knex)
  if (existing !== undefined) return existing.pool
  const entry = { pool: pool ?? createValidationPool({ threads: owner.config.validation.threads }), config: owner.config }
  attached.set(owner.knex, entry)
  return entry.pool
}

export const validationOf = (owner: Owner): ValidationPool => attached.get(owner.knex)?.pool ?? attachValidation(owner)

export async function detachValidation (knex: object): Promise<void> {
  const entry = attached.get(knex)
  attached.delete(knex)
  await entry?.pool.close()
}

/** Validates a stored document with its tenant's policy (received documents, for the MLS): null when validation does
 * not apply (no pool attached to this instance, policy off, over the size limit, no rules for its type). Request
 * errors of the rules (not compiled) are thrown. */
export async function validateStoredDocument (knex: Knex, documentKey: string): Promise<ValidationResult | null> {
  const entry = attached.get(knex)
  if (entry === undefined) return null
  const doc = await knex('documents').where({ id: documentKey }).first('tenant_id', 'size') as { tenant_id: string, size: number | string } | undefined
  if (doc === undefined || Number(doc.size) > entry.config.validation.maxBytes) return null
  if (await tenantPolicy(knex, entry.config, doc.tenant_id) === 'off') return null
  const content = await documentContent(knex, documentKey)
  if (content === undefined) return null
  try {
    return await entry.pool.validate(content.bytes.toString('utf8'))
  } catch (err) {
    if (isWharfError(err) && err.code === 'UNSUPPORTED_DOCUMENT') return null
    throw err
  }
}
