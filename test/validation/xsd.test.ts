// The XSD step (core/validation/xsd.ts, libxml2-wasm with each schema set compiled once per thread): what a document
// cannot make it read (external entities, xsi:schemaLocation), the error text and lines users see, and line numbers
// past 65,535. Debian's xmllint agreement on the vendored files is in ubl23-xsd.test.ts. DB-independent: PGlite run only.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { schemaFilesRead, validateSchema } from '../../core/validation/xsd.ts'
import { skipOnPostgres as skip } from './vefa-suite.ts'

const BASE = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/validation/peppol-bis-invoice-3/rules/examples/base-example.xml'), 'utf8')
const INVOICE = { namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', localName: 'Invoice' }
const lineOf = (xml: string, needle: string): number => xml.slice(0, xml.indexOf(needle)).split('\n').length

test('a valid official invoice has no schema issue; an unknown element is an error with its line', { skip }, async () => {
  assert.deepEqual(await validateSchema(BASE, INVOICE), [])
  assert.deepEqual(await validateSchema(Buffer.from(BASE), INVOICE), [])
  const bad = BASE.replace('<cbc:IssueDate>', '<cbc:Foo>x</cbc:Foo><cbc:IssueDate>')
  const issues = await validateSchema(bad, INVOICE)
  assert.equal(issues?.length, 1)
  assert.match(issues?.[0]?.message ?? '', /^Schemas validity error : Element '\{urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2\}Foo': This element is not expected\. Expected is one of/)
  assert.equal(issues?.[0]?.line, lineOf(bad, '<cbc:Foo>'))
})

test('a wrong value type is an error too (not only the structure)', { skip }, async () => {
  const bad = BASE.replace(/<cbc:IssueDate>[^<]*</, '<cbc:IssueDate>yesterday<')
  const issues = await validateSchema(bad, INVOICE)
  assert.equal(issues?.length, 1)
  assert.match(issues?.[0]?.message ?? '', /IssueDate.*'yesterday' is not a valid value/)
})

test('line numbers past 65,535 are reported as they are', { skip }, async () => {
  const bad = BASE.replace('<cbc:IssueDate>', `${'\n'.repeat(70_000)}<cbc:Foo>x</cbc:Foo><cbc:IssueDate>`)
  const issues = await validateSchema(bad, INVOICE)
  assert.equal(issues?.[0]?.line, lineOf(bad, '<cbc:Foo>'))
  assert.ok((issues?.[0]?.line ?? 0) > 70_000)
})

test('a document cannot make the XSD step read a file: external entities and xsi:schemaLocation are not followed', { skip }, async () => {
  await validateSchema(BASE, INVOICE) // the set is compiled
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-xsd-'))
  try {
    const secret = path.join(dir, 'secret.txt')
    fs.writeFileSync(secret, 'TOP-SECRET-CONTENT')
    const rulesFile = path.resolve(import.meta.dirname, '../../rules/ubl-2.3/maindoc/UBL-Invoice-2.3.xsd')
    const withEntity = BASE
      .replace('<Invoice ', `<!DOCTYPE Invoice [<!ENTITY s SYSTEM "file://${secret}"><!ENTITY r SYSTEM "${rulesFile}">]>\n<Invoice `)
      .replace(/<cbc:Note>[^<]*</, '<cbc:Note>&s;&r;<')
    const before = schemaFilesRead.length
    const issues = await validateSchema(withEntity, INVOICE)
    assert.equal(schemaFilesRead.length, before, 'no file opened through the schema provider')
    assert.ok(!JSON.stringify(issues).includes('TOP-SECRET'), JSON.stringify(issues))
    assert.ok((issues?.length ?? 0) > 0, 'unexpanded entities: an error, never valid')
    const withLocation = BASE.replace('<Invoice ', `<Invoice xsi:schemaLocation="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2 ${rulesFile}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" `)
    assert.deepEqual(await validateSchema(withLocation, INVOICE), [])
    assert.equal(schemaFilesRead.length, before, 'xsi:schemaLocation not followed')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('no schema for a root outside the vendored sets', { skip }, async () => {
  assert.equal(await validateSchema('<x xmlns="urn:example"/>', { namespace: 'urn:example', localName: 'x' }), null)
})
