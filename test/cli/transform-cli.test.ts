// `wharf transform` as an operator runs it (scripts/wharf.js, built dist/): UBL -> CII to a file, CII -> UBL to
// stdout, a lossy conversion refused with the lost terms listed, and bad flags.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readModel } from '../../transforms/en16931/convert.ts'
import { differences } from '../../transforms/en16931/model.ts'

const root = path.resolve(import.meta.dirname, '..', '..')
const T = path.join(root, 'transforms/en16931/testdata')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-transform-cli-'))

const wharf = async (...args: string[]): Promise<{ code: number, out: string, err: string }> => await new Promise(resolve => {
  execFile(process.execPath, [path.join(root, 'scripts', 'wharf.js'), ...args], { cwd: root, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 }, (err, out, errOut) => {
    resolve({ code: err === null ? 0 : (err as { code?: number }).code ?? 1, out, err: errOut })
  })
})

test('wharf transform: UBL -> CII to a file, back to stdout', async () => {
  const src = path.join(T, 'xrechnung-testsuite/src/test/business-cases/standard/01.01a-INVOICE_ubl.xml')
  const out = path.join(tmp, 'out.xml')
  const r = await wharf('transform', src, '--to', 'cii', '--out', out)
  assert.equal(r.code, 0, r.err)
  assert.match(r.err, /ubl-to-cii/)
  const official = readModel(fs.readFileSync(src.replace('_ubl.xml', '_uncefact.xml'), 'utf8')).model
  assert.deepEqual(differences(readModel(fs.readFileSync(out, 'utf8')).model, official), [])
  const back = await wharf('transform', out, '--to', 'ubl')
  assert.equal(back.code, 0, back.err)
  assert.deepEqual(differences(readModel(back.out).model, readModel(fs.readFileSync(src, 'utf8')).model), [])
})

test('wharf transform: lossy refused with the terms, --lossy accepts; bad flags exit 2', async () => {
  const src = path.join(tmp, 'two-refs.xml')
  fs.writeFileSync(src, fs.readFileSync(path.join(T, 'peppol-bis-invoice-3/base-example.xml'), 'utf8').replace('<cac:AccountingSupplierParty>', '<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>A-1</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference><cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>A-2</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference><cac:AccountingSupplierParty>'))
  const refused = await wharf('transform', src, '--to', 'cii')
  assert.equal(refused.code, 1)
  assert.match(refused.err, /TRANSFORM_LOSSY/)
  assert.match(refused.err, /lost BG-3\[1\]\/BT-25 = A-2/)
  const json = await wharf('transform', src, '--to', 'cii', '--lossy', '--json')
  assert.equal(json.code, 0, json.err)
  assert.deepEqual(JSON.parse(json.out).lost, [{ term: 'BG-3[1]/BT-25', source: 'A-2' }])
  assert.equal((await wharf('transform', src)).code, 2)
  assert.equal((await wharf('transform', src, '--to', 'edifact')).code, 1)
  fs.rmSync(tmp, { recursive: true, force: true })
})
