import fs from 'node:fs'
const t0 = performance.now()
const { default: run } = await import('../../dist/core/validation/worker.js')
const t1 = performance.now()
const xml = fs.readFileSync('test/fixtures/validation/peppol-bis-invoice-3/rules/examples/base-example.xml', 'utf8')
const share = process.argv[2] ? { index: Number(process.argv[2]), of: 2 } : undefined
const r = await run({ xml, ...(share ? { share } : {}) })
const t2 = performance.now()
const r2 = await run({ xml, ...(share ? { share } : {}) })
const t3 = performance.now()
console.log(JSON.stringify({ import: Math.round(t1 - t0), first: Math.round(t2 - t1), second: Math.round(t3 - t2), ok: r.ok, rs: r.result?.ruleSets?.map(x => x.id) }))
