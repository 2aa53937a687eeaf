/**
 * The validation pool's thread entry (piscina): one task = one document or one share of it (validate.ts `share`),
 * `{ xml, optionId?, ruleSets?, share? }` -> `{ ok: true, result }` or `{ ok: false, code, message }` (a request
 * error, or unsafe XML). Compiled rule sets are loaded on first use and kept for the thread's life
 * (core/validation/schematron.ts). `{ warm: [ids] }` loads rule sets without validating; `{ warm: [ids], xml }` then
 * runs xml through the XSD and those rule sets (its result is dropped). No top-level await (tsx's CommonJS hook loads
 * this module in the tests).
 */
import { UnsafeXmlError } from '../documents/safe-xml.ts'
import { loadRuleSet } from './schematron.ts'
import { ValidationRequestError, validateDocument, type ValidationResult } from './validate.ts'

export interface ValidationTask { xml?: string, optionId?: string, ruleSets?: string[], skipSchema?: boolean, share?: { index: number, of: number }, warm?: string[] }
export type ValidationAnswer = { ok: true, result: ValidationResult | null, heapUsed: number } | { ok: false, code: string, message: string }

export default async function run (task: ValidationTask): Promise<ValidationAnswer> {
  try {
    if (task.warm !== undefined) {
      for (const id of task.warm) loadRuleSet(id)
      if (task.xml !== undefined) await validateDocument(task.xml, { ruleSets: task.warm })
      return { ok: true, result: null, heapUsed: process.memoryUsage().heapUsed }
    }
    const result = await validateDocument(task.xml ?? '', {
      ...(task.optionId !== undefined ? { optionId: task.optionId } : {}),
      ...(task.ruleSets !== undefined ? { ruleSets: task.ruleSets } : {}),
      ...(task.skipSchema === true ? { skipSchema: true } : {}),
      ...(task.share !== undefined ? { share: task.share } : {})
    })
    return { ok: true, result, heapUsed: process.memoryUsage().heapUsed }
  } catch (err) {
    if (err instanceof ValidationRequestError) return { ok: false, code: err.code, message: err.message }
    if (err instanceof UnsafeXmlError) return { ok: false, code: err.reason === 'DOCTYPE' ? 'XML_DTD_NOT_ALLOWED' : 'INVALID_XML', message: err.message }
    if (err instanceof Error && err.name === 'RuleSetNotCompiledError') return { ok: false, code: 'RULES_NOT_COMPILED', message: err.message }
    throw err
  }
}
