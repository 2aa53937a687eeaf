/**
 * One way to build an ajv instance for plugin manifests, plugin settings and plugin configuration: all errors,
 * ajv-formats (uri, email, hostname, date-time, ...), schema defaults applied, unknown keywords tolerated (plugin
 * schemas may carry annotations such as `x-secret`).
 */
import { Ajv, type ErrorObject, type Options } from 'ajv'
import addFormatsModule from 'ajv-formats'

const addFormats = addFormatsModule.default

export function createAjv (options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true, ...options })
  addFormats(ajv)
  return ajv
}

export interface SchemaProblem {
  /** JSON pointer of the offending value, `''` for the root (for a missing property: the property's pointer). */
  pointer: string
  message: string
}

const escapePointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1')

/** ajv errors as `{ pointer, message }`, with missing and unexpected properties pointing at the property itself. */
export function schemaProblems (errors: ErrorObject[] | null | undefined): SchemaProblem[] {
  const out: SchemaProblem[] = []
  const seen = new Set<string>()
  for (const e of errors ?? []) {
    let pointer = e.instancePath
    let message = e.message ?? 'is invalid'
    if (e.keyword === 'required') {
      pointer += '/' + escapePointer(String(e.params.missingProperty))
      message = 'is required'
    } else if (e.keyword === 'additionalProperties') {
      pointer += '/' + escapePointer(String(e.params.additionalProperty))
      message = 'is not allowed'
    } else if (e.keyword === 'enum') {
      message = `must be one of ${(e.params.allowedValues as unknown[]).map(v => JSON.stringify(v)).join(', ')}`
    } else if (e.keyword === 'if') {
      continue // the failing `then` branch has its own error
    }
    const key = `${pointer}\u0000${message}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ pointer, message })
  }
  return out
}

/** `"/url must match format \"uri\"; /timeout is required"`. */
export function formatProblems (problems: SchemaProblem[]): string {
  return problems.map(p => `${p.pointer === '' ? '(root)' : p.pointer} ${p.message}`).join('; ')
}
