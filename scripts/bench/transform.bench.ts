/**
 * `npm run bench:transform`: UBL invoice -> CII, warm milliseconds per document, for a 57 KB and a 1 MB invoice
 * (built from the official BIS 3 base example by repeating its lines), against the floor: parsing and serialising the
 * same document with the same parser and serialiser (transforms/en16931/xml.ts). Prints the ratios. The conversion
 * is measured whole (read, write, and the re-read that checks no business term is lost) and without the check.
 * There is no XSLT in these mappings, so there is no xsltproc reference to run (transforms/README.md says why).
 */
import fs from 'node:fs'
import path from 'node:path'
import { convertStep, readModel, writeModel } from '../../transforms/en16931/convert.ts'
import { parseXml, serialise } from '../../transforms/en16931/xml.ts'

const root = path.resolve(import.meta.dirname, '../..')
const base = fs.readFileSync(path.join(root, 'transforms/en16931/testdata/peppol-bis-invoice-3/base-example.xml'), 'utf8')

/** The base example with its invoice lines repeated (new line ids) until the document reaches `bytes`. */
function invoiceOf (bytes: number): string {
  const lines = base.match(/<cac:InvoiceLine>[\s\S]*?<\/cac:InvoiceLine>/g) ?? []
  const head = base.slice(0, base.indexOf('<cac:InvoiceLine>'))
  const tail = '</Invoice>\n'
  const out: string[] = [head]
  let size = head.length + tail.length
  for (let i = 0; size < bytes; i++) {
    const l = lines[i % lines.length].replace(/<cbc:ID>[^<]*<\/cbc:ID>/, `<cbc:ID>${i + 1}</cbc:ID>`)
    out.push(l, '\n')
    size += l.length + 1
  }
  out.push(tail)
  return out.join('')
}

function msPerDoc (fn: () => void, minMs = 1500): number {
  for (let i = 0; i < 5; i++) fn() // warm up
  let n = 0
  const start = process.hrtime.bigint()
  let elapsed = 0
  while (elapsed < minMs || n < 5) {
    fn()
    n++
    elapsed = Number(process.hrtime.bigint() - start) / 1e6
  }
  return elapsed / n
}

const rows: string[][] = [['document', 'floor ms', 'convert ms', 'ratio', 'without check ms', 'ratio']]
for (const [label, size] of [['57 KB', 57 * 1024], ['1 MB', 1024 * 1024]] as const) {
  const xml = invoiceOf(size)
  const check = convertStep(xml, 'cii')
  if (check.lost.length > 0) throw new Error(`the bench document loses terms: ${JSON.stringify(check.lost.slice(0, 3))}`)
  const floor = msPerDoc(() => { serialise(parseXml(xml), ['cac', 'cbc']) })
  const full = msPerDoc(() => { convertStep(xml, 'cii') })
  const bare = msPerDoc(() => { writeModel(readModel(xml).model, 'cii') })
  rows.push([`${label} (${(xml.length / 1024).toFixed(0)} KiB)`, floor.toFixed(2), full.toFixed(2), `${(full / floor).toFixed(2)}x`, bare.toFixed(2), `${(bare / floor).toFixed(2)}x`])
}
for (const r of rows) console.log(r.map((c, i) => i === 0 ? c.padEnd(20) : c.padStart(18)).join(''))
console.log('xsltproc reference: n/a (TypeScript mappings, no stylesheet)')
