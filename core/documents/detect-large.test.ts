// Detection of large and hostile documents in bounded memory (core/documents/xml-stream.ts). Each document is built
// and detected in a child process (--max-old-space-size=256) so that its peak RSS growth can be read from
// process.resourceUsage().maxRSS; the bound (64 MB) is generous: the former DOM parse grew by 547 MB for 20 MB.
// Times are printed as diagnostics only.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const DETECT = pathToFileURL(path.join(import.meta.dirname, 'detect.ts')).href
const FIXTURE = path.resolve(import.meta.dirname, '../../test/fixtures/documents/bis3-vat-category-O.xml')
const GROWTH_LIMIT_MB = 64

// Runs in the child: builds each named document into one Buffer (no big string), then detects it.
const CHILD = `
import fs from 'node:fs'
import { detectDocument } from ${JSON.stringify(DETECT)}
const xml = fs.readFileSync(${JSON.stringify(FIXTURE)}, 'utf8')
const start = xml.indexOf('<cac:InvoiceLine>')
const head = xml.slice(0, start)
const tail = xml.slice(xml.indexOf('</Invoice>'))
const decoy = '<cac:AccountingCustomerParty><cac:Party><cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID></cac:Party></cac:AccountingCustomerParty>'
const line = i => '<cac:InvoiceLine><cbc:ID>' + i + '</cbc:ID><cbc:InvoicedQuantity unitCode="C62">1</cbc:InvoicedQuantity>' +
  '<cbc:LineExtensionAmount currencyID="EUR">10.00</cbc:LineExtensionAmount><cac:Item><cbc:Name>Item ' + i + '</cbc:Name>' +
  (i === 1 || i === 100000 ? decoy : '') + '</cac:Item><cac:Price><cbc:PriceAmount currencyID="EUR">10.00</cbc:PriceAmount></cac:Price></cac:InvoiceLine>\\n'
function build (parts) {
  let size = 0
  for (const p of parts()) size += Buffer.byteLength(p)
  const buf = Buffer.allocUnsafe(size)
  let at = 0
  for (const p of parts()) at += buf.write(p, at)
  return buf
}
const repeat = function * (s, n) { for (let i = 0; i < n; i++) yield s }
const idAt = xml.indexOf('<cbc:ID>')
const pre = xml.slice(0, idAt)
const post = xml.slice(idAt + '<cbc:ID>'.length)
const around = (open, bulk, n, close) => function * () { yield pre + open; yield * repeat(bulk, n); yield close + post }
const docs = {
  lines: function * () { yield head; for (let i = 1; i <= 100000; i++) yield line(i); yield tail },
  comment: around('<!--', '-a'.repeat(1024), 4096, '--><cbc:ID>'),
  cdata: around('<cbc:Note><![CDATA[', ']a'.repeat(1024), 4096, ']]></cbc:Note><cbc:ID>'),
  cdataInId: around('<cbc:ID><![CDATA[', ']a'.repeat(1024), 4096, ']]>'),
  entitiesInId: around('<cbc:ID>', '&amp;'.repeat(1024), 1600, ''),
  entitiesInAttribute: around('<cbc:Note a="', '&amp;\\n'.repeat(1024), 1300, '">x</cbc:Note><cbc:ID>'),
  newlinesInEntity: around('<cbc:Note>&', '\\n'.repeat(65536), 128, ';</cbc:Note><cbc:ID>'),
  deep: function * () { yield pre + '<cbc:Note>'; yield * repeat('<a>', 1000000); yield * repeat('</a>', 1000000); yield '</cbc:Note><cbc:ID>' + post }
}
for (const name of process.argv.slice(1)) {
  const bytes = build(docs[name])
  globalThis.gc()
  const peakBefore = process.resourceUsage().maxRSS * 1024
  const rss = process.memoryUsage().rss
  const t0 = performance.now()
  let result
  try {
    const d = detectDocument(bytes)
    result = { family: d.family, sender: d.sender, receiver: d.receiver, number: d.documentNumber }
  } catch (err) {
    result = { code: err.code, message: err.message }
    if (err.code === undefined) throw err
  }
  const ms = Math.round(performance.now() - t0)
  const grewMB = (process.resourceUsage().maxRSS * 1024 - Math.max(rss, peakBefore)) / 1048576
  console.log(JSON.stringify({ name, mb: +(bytes.length / 1048576).toFixed(1), ms, grewMB: +grewMB.toFixed(1), result }))
}
`

interface Outcome { name: string, mb: number, ms: number, grewMB: number, result: Record<string, unknown> }

function runChild (names: string[]): Map<string, Outcome> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', '--max-old-space-size=256', '--input-type=module', '-e', CHILD, ...names], { encoding: 'utf8', timeout: 600_000 })
  assert.equal(r.status, 0, `child failed (${r.signal ?? ''}): ${r.stderr.slice(-2000)}`)
  return new Map(r.stdout.trim().split('\n').map(l => JSON.parse(l) as Outcome).map(o => [o.name, o]))
}

const OK = { ok: true, id: '0192:987654325' }

test('a ~30 MB invoice of 100,000 lines: right values, decoy EndpointIDs inside lines ignored, bounded memory', t => {
  const o = runChild(['lines']).get('lines') as Outcome
  t.diagnostic(`${o.mb} MB in ${o.ms} ms, peak RSS growth ${o.grewMB} MB`)
  assert.ok(o.mb > 25, `document is ${o.mb} MB`)
  assert.deepEqual(o.result, { family: 'Invoice', sender: { ok: true, id: '0088:7300010000001' }, receiver: OK, number: 'Vat-O' })
  assert.ok(o.grewMB < GROWTH_LIMIT_MB, `peak RSS grew by ${o.grewMB} MB`)
})

test('hostile bulk: huge comment / CDATA / entity runs / deep nesting stay in bounded memory', t => {
  const out = runChild(['comment', 'cdata', 'cdataInId', 'entitiesInId', 'entitiesInAttribute', 'newlinesInEntity', 'deep'])
  for (const o of out.values()) {
    t.diagnostic(`${o.name}: ${o.mb} MB in ${o.ms} ms, peak RSS growth ${o.grewMB} MB, ${JSON.stringify(o.result).slice(0, 160)}`)
    assert.ok(o.grewMB < GROWTH_LIMIT_MB, `${o.name}: peak RSS grew by ${o.grewMB} MB`)
  }
  const get = (n: string): Record<string, unknown> => (out.get(n) as Outcome).result
  // Comments and CDATA outside the collected values are accepted as before.
  assert.deepEqual(get('comment').receiver, OK)
  assert.deepEqual(get('cdata').receiver, OK)
  // A collected value is cut (the document number keeps 200 characters, as before).
  assert.equal(get('cdataInId').number, ']a'.repeat(100))
  assert.equal(get('entitiesInId').number, '&'.repeat(200))
  // Single tokens over the limits are refused.
  assert.equal(get('entitiesInAttribute').code, 'INVALID_XML')
  assert.match(String(get('entitiesInAttribute').message), /longer than/)
  assert.equal(get('newlinesInEntity').code, 'INVALID_XML')
  assert.equal(get('deep').code, 'INVALID_XML')
  assert.match(String(get('deep').message), /nested more than 10000 levels/)
})
