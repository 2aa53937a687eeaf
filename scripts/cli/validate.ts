/**
 * `wharf validate <file...> [--json] [--rules <id>[,<id>]] [--option <optionId>]`: validates documents offline with
 * the compiled official rules (XSD + Schematron, core/validation), no server or database. Human output: one line
 * per document and one per error or warning; --json: one ValidationResult per file ({ file, ...result } or
 * { file, error }). Exit 0 when every document is valid, 1 when one is not (or cannot be read), 2 on usage errors.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { createValidationPool } from '../../core/validation/pool.ts'
import type { ValidationResult } from '../../core/validation/validate.ts'

export const VALIDATE_USAGE = 'wharf validate <file...> [--json] [--rules <ruleSetId>[,...]] [--option <optionId>]   (offline; exit 1 if one is invalid)'

export async function validateCommand (argv: string[]): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({ args: argv, options: { json: { type: 'boolean' }, rules: { type: 'string' }, option: { type: 'string' } }, allowPositionals: true, strict: true })
  } catch (err) { console.error(`wharf: ${(err as Error).message}\nusage: ${VALIDATE_USAGE}`); return 2 }
  const files = parsed.positionals
  if (files.length === 0) { console.error(`wharf: no file given\nusage: ${VALIDATE_USAGE}`); return 2 }
  const ruleSets = parsed.values.rules?.split(',').map(r => r.trim()).filter(Boolean)
  const pool = createValidationPool({ threads: Math.min(files.length, 2) })
  let status = 0
  try {
    const results = await Promise.all(files.map(async file => {
      try {
        const xml = fs.readFileSync(file, 'utf8')
        return { file, result: await pool.validate(xml, { ...(ruleSets !== undefined ? { ruleSets } : {}), ...(parsed.values.option !== undefined ? { optionId: parsed.values.option } : {}) }) }
      } catch (err) {
        return { file, error: (err as Error).message }
      }
    }))
    for (const r of results) {
      if (r.error !== undefined || r.result?.isValid !== true) status = 1
      if (parsed.values.json === true) continue
      if (r.error !== undefined) { console.log(`${r.file}: ERROR ${r.error}`); continue }
      const res = r.result as ValidationResult
      console.log(`${r.file}: ${res.isValid ? 'valid' : 'INVALID'} (${res.ruleSets.map(s => `${s.id} ${s.version}`).join(', ')})`)
      for (const a of res.assertions) console.log(`  ${a.flag} ${a.id}${a.line !== null ? ` line ${a.line}` : ''} [${a.ruleSet}] ${a.text}`)
    }
    if (parsed.values.json === true) console.log(JSON.stringify(results.map(r => (r.error !== undefined ? r : { file: r.file, ...r.result })), null, 2))
  } finally {
    await pool.close()
  }
  return status
}
