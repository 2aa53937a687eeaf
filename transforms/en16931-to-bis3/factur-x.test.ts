// Factur-X / ZUGFeRD in the EN 16931 profile <-> Peppol BIS 3 (issue 19 point 4). The XML of such an invoice is CII
// with the guideline urn:cen.eu:en16931:2017 (format alias `factur-x`); BIS 3 is a CIUS of EN 16931. Paths over the
// shipped plugins: BIS 3 UBL -> bis3-to-en16931 -> ubl-to-cii (factur-x), and back cii-to-ubl -> en16931-to-bis3.
// Each output is validated with its target's official rules (in process, policy reject): the official BIS 3 example
// goes to Factur-X XML valid under the CEN CII rules and back to a BIS 3 valid under the Peppol rules, every business
// term kept but BT-24. The official CEN CII examples (EN 16931, no CIUS) lack what BIS 3 requires on top (the
// electronic addresses BT-34/BT-49, ...): their conversion to BIS 3 is refused naming the Peppol rules, nothing
// invented. (The PDF/A-3 container of Factur-X is not handled: the XML is.) DB-independent: runs on the PGlite run only.
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { transformOutputValidator } from '../../core/validation/transform-output.ts'
import type { WharfError } from '../../core/errors.ts'
import { inProcessTransformService } from '../../test/helpers/transforms.ts'
import { readModel } from '../en16931/convert.ts'
import { differences } from '../en16931/model.ts'

const skip = process.env.DATABASE_URL !== undefined ? 'DB-independent: runs on the PGlite run only' : false
const T = path.join(import.meta.dirname, '../en16931/testdata')
const BIS = fs.readFileSync(path.join(T, 'peppol-bis-invoice-3/base-example.xml'), 'utf8')
const tenant = { id: 't-fx', plan: '10K' }
const service = async () => await inProcessTransformService({ validator: transformOutputValidator({ policy: 'reject' }, async xml => await validateDocument(xml)) })

before(async () => { if (skip === false) await compileRules({ only: ['cen-en16931-ubl', 'cen-en16931-cii', 'peppol-bis-billing-3-ubl'], log: () => {} }) })

test('BIS 3 -> Factur-X (EN 16931 CII) -> BIS 3: valid under each target\'s rules, every business term kept but BT-24', { skip }, async () => {
  const s = await service()
  const fx = await s.transform(BIS, { target: 'factur-x', tenant })
  assert.deepEqual(fx.steps, ['bis3-to-en16931', 'ubl-to-cii'])
  assert.match(fx.xml, /<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>urn:cen\.eu:en16931:2017<\/ram:ID>/)
  assert.deepEqual(fx.validation?.errors, [])
  assert.deepEqual(fx.lost, [])
  const ignoreBt24 = (term: string): boolean => term.startsWith('BT-24')
  assert.deepEqual(differences(readModel(BIS).model, readModel(fx.xml).model, ignoreBt24), [])
  const back = await s.transform(fx.xml, { target: 'bis3', tenant })
  assert.deepEqual(back.steps, ['cii-to-ubl', 'en16931-to-bis3'])
  assert.deepEqual(back.validation?.errors, [])
  assert.deepEqual(differences(readModel(BIS).model, readModel(back.xml).model), [])
})

test('the official CEN CII examples (EN 16931, the Factur-X EN 16931 profile) to BIS 3: refused naming the Peppol rules, nothing invented', { skip }, async () => {
  const s = await service()
  for (const f of ['CII_example1.xml', 'CII_example2.xml']) {
    const xml = fs.readFileSync(path.join(T, 'eInvoicing-EN16931', f), 'utf8')
    await assert.rejects(s.transform(xml, { target: 'bis3', tenant }), (e: WharfError) =>
      e.code === 'TRANSFORM_OUTPUT_INVALID' && JSON.stringify(e.details).includes('PEPPOL-EN16931-R020'), f)
  }
})
