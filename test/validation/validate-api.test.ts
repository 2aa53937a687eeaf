// POST /api/v1/generic/validate and GET .../validate/options (issue 17 point 5): XSD + the official Schematron rules in
// the validation worker pool; nothing stored, no event; the send routes' body handling and XML safety.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'
import { api, application, clientToken, tenant } from '../helpers/fixtures.ts'
import { countDocuments, formBody, FORM_BOUNDARY } from '../documents/helpers.ts'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { fixtures } from './vefa-suite.ts'

let t: TestWharf
let token: string
const BASE = fs.readFileSync(path.join(fixtures, 'peppol-bis-invoice-3/rules/examples/base-example.xml'), 'utf8')
const CII = fs.readFileSync(path.join(fixtures, 'eInvoicing-EN16931/cii/examples/CII_example1.xml'), 'utf8')

before(async () => {
  await compileRules({ only: ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl', 'cen-en16931-cii'], log: () => {} })
  t = await createTestWharf()
  const acme = await tenant(t, 'validate')
  token = await clientToken(t, await application(t, acme.id, ['ApUser']))
})
after(async () => { await t?.close() })

const validate = async (body: string | Buffer, o: { query?: string, prefix?: string, contentType?: string, auth?: boolean } = {}) =>
  await api(t, o.auth === false ? undefined : token, 'POST', `${o.prefix ?? '/api/v1'}/generic/validate${o.query ?? ''}`, { payload: body, headers: { 'content-type': o.contentType ?? 'application/xml' } })

test('the official BIS Billing 3 example is valid against XSD + CEN + Peppol; nothing is stored', async () => {
  const before = await countDocuments(t)
  const res = await validate(BASE)
  assert.equal(res.statusCode, 200, res.body)
  const body = res.json()
  assert.equal(body.isValid, true, JSON.stringify(body.assertions))
  assert.deepEqual(body.ruleSets.map((r: { id: string }) => r.id), ['ubl-2.1-xsd', 'cen-en16931-ubl', 'peppol-bis-billing-3-ubl'])
  assert.equal(body.source.customizationId, 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0')
  assert.equal(body.source.profileId, 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0')
  assert.equal(body.source.family, 'Invoice')
  assert.equal(body.source.documentTypeId, 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1')
  assert.equal(await countDocuments(t), before)
})

test('totals that do not add up: BR-CO-16 as an error with its location and line (multipart, v1-beta)', async () => {
  const bad = BASE.replace(/<cbc:PayableAmount currencyID="EUR">[^<]*</, '<cbc:PayableAmount currencyID="EUR">999.99<')
  assert.notEqual(bad, BASE)
  const res = await validate(formBody([{ name: 'file', filename: 'x.xml', contentType: 'application/xml', data: bad }]), { prefix: '/api/v1-beta', contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}` })
  assert.equal(res.statusCode, 200, res.body)
  const body = res.json()
  assert.equal(body.isValid, false)
  const a = body.assertions.find((x: { id: string }) => x.id === 'BR-CO-16')
  assert.ok(a, JSON.stringify(body.assertions))
  assert.equal(a.flag, 'error')
  assert.equal(a.artifact, 'business-rules')
  assert.equal(a.ruleSet, 'cen-en16931-ubl')
  assert.match(a.location, /LegalMonetaryTotal/)
  const line = bad.split('\n').findIndex(l => l.includes('<cac:LegalMonetaryTotal>')) + 1
  assert.equal(a.line, line)
})

test('a schema error carries its line', async () => {
  const bad = BASE.replace('<cbc:IssueDate>', '<cbc:Bogus>1</cbc:Bogus>\n<cbc:IssueDate>')
  const body = (await validate(bad)).json()
  assert.equal(body.isValid, false)
  const a = body.assertions.find((x: { artifact: string }) => x.artifact === 'schema')
  assert.ok(a, JSON.stringify(body.assertions))
  assert.equal(a.ruleSet, 'ubl-2.1-xsd')
  assert.equal(a.line, bad.split('\n').findIndex(l => l.includes('<cbc:Bogus>')) + 1)
  assert.match(a.text, /Bogus/)
})

test('a CII invoice with an unknown guideline: XSD + the CEN CII rules, and the answer says so', async () => {
  const body = (await validate(CII)).json()
  assert.deepEqual(body.ruleSets.map((r: { id: string }) => r.id), ['cii-d16b-xsd', 'cen-en16931-cii'])
  const note = body.assertions.find((x: { id: string }) => x.id === 'WHARF-UNKNOWN-CUSTOMIZATION')
  assert.equal(note === undefined, body.source.customizationId === 'urn:cen.eu:en16931:2017')
  assert.equal(body.source.family, 'Invoice')
})

test('optionId picks the rules; an unknown or mismatching option and a wrong sourceFormat are 400', async () => {
  const en = (await validate(BASE, { query: '?optionId=en16931-ubl' })).json()
  assert.deepEqual(en.ruleSets.map((r: { id: string }) => r.id), ['ubl-2.1-xsd', 'cen-en16931-ubl'])
  assert.equal((await validate(BASE, { query: '?optionId=nope' })).statusCode, 400)
  assert.equal((await validate(BASE, { query: '?optionId=en16931-cii' })).statusCode, 400)
  const typeId = (await validate(BASE)).json().source.documentTypeId as string
  assert.equal((await validate(BASE, { query: `?sourceFormat=${encodeURIComponent(typeId)}` })).statusCode, 200)
  assert.equal((await validate(BASE, { query: `?sourceFormat=${encodeURIComponent(`busdox-docid-qns::${typeId}`)}` })).statusCode, 200, 'with the scheme, as events write it')
  const wrong = await validate(BASE, { query: '?sourceFormat=urn:x' })
  assert.equal(wrong.statusCode, 400)
  assert.equal(wrong.json().code, 'VALIDATION_FAILED')
})

test('XML safety and authentication as on the send routes', async () => {
  const dtd = await validate('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>')
  assert.equal(dtd.statusCode, 400)
  assert.equal(dtd.json().code, 'XML_DTD_NOT_ALLOWED')
  const broken = await validate('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">')
  assert.equal(broken.json().code, 'INVALID_XML')
  const other = await validate('<Foo xmlns="urn:x"/>')
  assert.equal(other.json().code, 'UNSUPPORTED_DOCUMENT')
  assert.equal((await validate(BASE, { auth: false })).statusCode, 401)
})

test('a document not in UTF-8 is 400 XML_ENCODING_NOT_SUPPORTED, not validated as mangled text', async () => {
  // Latin-1 bytes under a Latin-1 declaration, the same without a declaration, UTF-16 with a BOM, and a UTF-8 BOM (fine)
  const latin1 = Buffer.from(BASE.replace(/^<\?xml[^>]*\?>/, '<?xml version="1.0" encoding="ISO-8859-1"?>').replace('<cbc:Note>', '<cbc:Note>M\u00fcnchen '), 'latin1')
  const declared = await validate(latin1)
  assert.equal(declared.statusCode, 400, declared.body)
  assert.equal(declared.json().code, 'XML_ENCODING_NOT_SUPPORTED')
  assert.match(declared.json().message, /declares encoding="ISO-8859-1"/)
  const undeclared = await validate(Buffer.from(BASE.replace(/^<\?xml[^>]*\?>/, '').replace('<cbc:ID>', '<cbc:Note>M\u00fcnchen</cbc:Note><cbc:ID>'), 'latin1'))
  assert.equal(undeclared.json().code, 'XML_ENCODING_NOT_SUPPORTED')
  assert.match(undeclared.json().message, /not valid UTF-8/)
  const utf16 = await validate(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(BASE.replace(/^<\?xml[^>]*\?>/, '<?xml version="1.0" encoding="UTF-16"?>'), 'utf16le')]))
  assert.equal(utf16.json().code, 'XML_ENCODING_NOT_SUPPORTED')
  assert.match(utf16.json().message, /encoded in UTF-16/)
  const bom = await validate(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(BASE)]))
  assert.equal(bom.statusCode, 200, bom.body)
  assert.equal(bom.json().isValid, true)
})

test('GET validate/options lists the options with rule set versions and state', async () => {
  const res = await api(t, token, 'GET', '/api/v1/generic/validate/options')
  assert.equal(res.statusCode, 200)
  const bis = res.json().options.find((o: { id: string }) => o.id === 'peppol-bis-billing-3-ubl')
  assert.deepEqual(bis.ruleSets.map((r: { id: string, state: string }) => `${r.id} ${r.state}`), ['ubl-2.1-xsd compiled', 'cen-en16931-ubl compiled', 'peppol-bis-billing-3-ubl compiled'])
  assert.equal(bis.ruleSets[1].version, '1.3.16')
})
