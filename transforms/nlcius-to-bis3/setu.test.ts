// SETU Invoice 2.x (the Dutch staffing industry's invoice) is a CIUS of NLCIUS: a UBL 2.1 Invoice whose
// CustomizationID adds `#compliant#urn:fdc:setu.nl:invoice:v2.2` to NLCIUS's (Peppol document type code list 9.7,
// rules/peppol-codelists). No SETU example is public in a form this project can vendor (the SETU portal is out of
// reach here), so the document is the official SI-UBL 2.0 minimal example (transforms/en16931/testdata/nlcius,
// MANIFEST.tsv) with that CustomizationID: Wharf reads it as NLCIUS, validates it with the SI-UBL 2.0 rules (and says
// SETU's own are not applied), and converts it to BIS 3 like any NLCIUS invoice, every business term kept. BIS 3
// requires the seller's electronic address (BT-34, PEPPOL-EN16931-R020), which NLCIUS leaves optional and the example
// lacks: without it the conversion is refused with that rule (nothing is invented), with it the output is valid.
// (None of the official NLCIUS examples converts to a valid BIS 3 as it is: they lack BT-34/BT-49, and the full one
// breaks Peppol's line and Danish rules.) DB-independent: runs on the PGlite run only.
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { transformOutputValidator } from '../../core/validation/transform-output.ts'
import { codeListEntry } from '../../core/documents/code-list.ts'
import { sniffFormat } from '../../core/transforms/sniff.ts'
import { ciusOf } from '../../core/sdk/formats.ts'
import { inProcessTransformService } from '../../test/helpers/transforms.ts'
import { readModel } from '../en16931/convert.ts'
import { differences } from '../en16931/model.ts'
import type { WharfError } from '../../core/errors.ts'

const skip = process.env.DATABASE_URL !== undefined ? 'DB-independent: runs on the PGlite run only' : false
const SETU = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0#compliant#urn:fdc:setu.nl:invoice:v2.2'
const BIS3 = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'
const source = fs.readFileSync(path.join(import.meta.dirname, '../en16931/testdata/nlcius/SI-UBL-2.0_ok_minimal.xml'), 'utf8')
const setu = source.replace(/<cbc:CustomizationID>[^<]*</, `<cbc:CustomizationID>${SETU}<`)
const withSellerAddress = setu.replace(/(<cac:AccountingSupplierParty>\s*<cac:Party>)/, '$1<cbc:EndpointID schemeID="0106">12345678</cbc:EndpointID>')

before(async () => { if (skip === false) await compileRules({ only: ['si-ubl-2.0', 'cen-en16931-ubl', 'peppol-bis-billing-3-ubl'], log: () => {} }) })

test('a SETU invoice is an NLCIUS invoice: in the Peppol code list, read as nlcius, a later SETU 2.x too; not a look-alike', { skip }, () => {
  assert.notEqual(setu, source)
  assert.ok(codeListEntry(`urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##${SETU}::2.1`) !== undefined)
  assert.equal(sniffFormat(setu).cius, 'nlcius')
  assert.equal(ciusOf(SETU.replace('v2.2', 'v2.3')), 'nlcius')
  assert.equal(ciusOf(`${SETU}#extra`), 'other')
  assert.equal(ciusOf(SETU.replace('setu.nl', 'setu.example')), 'other')
})

test('validated with the SI-UBL 2.0 rules (it must meet NLCIUS), with an information that SETU\'s own rules are not applied', { skip }, async () => {
  const r = await validateDocument(setu)
  assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', 'si-ubl-2.0'])
  assert.equal(r.isValid, true, JSON.stringify(r.assertions.filter(a => a.flag === 'error')))
  assert.deepEqual(r.assertions.filter(a => a.flag === 'information').map(a => a.id), ['WHARF-SETU-NLCIUS-ONLY'])
  // The same document as plain NLCIUS has no such information.
  assert.deepEqual((await validateDocument(source)).assertions.filter(a => a.id === 'WHARF-SETU-NLCIUS-ONLY'), [])
})

test('SETU -> BIS 3: the NLCIUS conversion, every business term kept but BT-24; refused without BT-34, valid with it', { skip }, async () => {
  assert.notEqual(withSellerAddress, setu)
  const service = await inProcessTransformService({ validator: transformOutputValidator({ policy: 'reject' }, async xml => await validateDocument(xml)) })
  const tenant = { id: 't-setu', plan: '10K' }
  await assert.rejects(service.transform(setu, { target: 'bis3', tenant }), (e: WharfError) => e.code === 'TRANSFORM_OUTPUT_INVALID' && JSON.stringify(e.details).includes('PEPPOL-EN16931-R020'))
  const out = await service.transform(withSellerAddress, { target: 'bis3', tenant })
  assert.deepEqual(out.steps, ['nlcius-to-bis3'])
  assert.deepEqual(out.validation?.errors, [])
  assert.equal(readModel(out.xml).info.customization, BIS3)
  assert.deepEqual(differences(readModel(withSellerAddress).model, readModel(out.xml).model, term => term.startsWith('BT-24')), [])
})
