// npm run bench:validation:first: the first validation after start, with and without warming (issue 17: under 1 s).
// Each run is a fresh process (new worker threads, nothing loaded): "cold" validates the official BIS Billing 3
// example (XSD + CEN + Peppol rules) at once; "warmed" first runs what core/server.ts runs at start in the background
// (core/validation/warm.ts: every thread loads the BIS 3 rule sets and runs a tiny invoice), then times the same
// first request; "warmed-rules-only" the same without the XSD step (libxml2-wasm compiles the
// schema set once per thread, in the warm-up; its share shows here). Prints ms per run and the median of each.
// Usage: npm run bench:validation:first [-- --runs 3]
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(import.meta.dirname, '..', '..')
const mode = process.argv[2]
if (mode === 'cold' || mode === 'warmed' || mode === 'warmed-rules-only') {
  const { createValidationPool } = await import('../../core/validation/pool.ts')
  const { warmValidation } = await import('../../core/validation/warm.ts')
  const { attachValidation, detachValidation } = await import('../../core/validation/service.ts')
  const xml = fs.readFileSync(path.join(root, 'test/fixtures/validation/peppol-bis-invoice-3/rules/examples/base-example.xml'), 'utf8')
  const owner = { knex: {} as never, config: { validation: { policy: 'reject' as const, maxBytes: 1 << 20, warm: true, threads: 2 } } }
  const pool = attachValidation(owner, createValidationPool({ threads: owner.config.validation.threads }))
  let warmMs = 0
  if (mode !== 'cold') warmMs = (await warmValidation(owner))?.ms ?? 0
  const s = performance.now()
  const r = await pool.validate(xml, mode === 'warmed-rules-only' ? { skipSchema: true } : {})
  const ms = performance.now() - s
  await detachValidation(owner.knex)
  console.log(JSON.stringify({ ms: Math.round(ms), warmMs, valid: r.isValid }))
} else {
  const iArg = process.argv.indexOf('--runs')
  const runs = iArg > 0 ? Number(process.argv[iArg + 1]) : 3
  const self = fileURLToPath(import.meta.url)
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  for (const m of ['cold', 'warmed', 'warmed-rules-only']) {
    const out = Array.from({ length: runs }, () => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', self, m], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop() as string) as { ms: number, warmMs: number, valid: boolean })
    const warm = m !== 'cold' ? `, after warming in ${out.map(o => o.warmMs).join(', ')} ms` : ''
    console.log(`first validation after start, ${m}: ${out.map(o => o.ms).join(', ')} ms (median ${median(out.map(o => o.ms))} ms${warm}); valid: ${out.every(o => o.valid)}`)
  }
}
