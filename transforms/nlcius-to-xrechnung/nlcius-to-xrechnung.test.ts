// NLCIUS in, XRechnung out (issue 19, interface spec): the SI-UBL 2.0 / NLCIUS examples of phax/phive-rules
// (transforms/en16931/testdata/nlcius, provenance in its MANIFEST.tsv) converted to XRechnung 3.0 UBL and CII by the
// TransformService over the shipped plugins, with the real XRechnung Schematron (rules/xrechnung, compiled) as the
// output validator: every business term of the source is in the output (term level, line by line, VAT breakdown;
// only BT-24 changes); an NLCIUS document that has what XRechnung requires on top (BT-10, BG-6 seller contact with
// BT-41/42/43) converts with 0 errors; one that lacks it is refused with TRANSFORM_OUTPUT_INVALID naming the BR-DE
// rules (nothing is invented). DB-independent: runs on the PGlite run only.
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { WharfError } from '../../core/errors.ts'
import { transformOutputValidator } from '../../core/validation/transform-output.ts'
import { inProcessTransformService } from '../../test/helpers/transforms.ts'
import type { TransformService } from '../../core/transforms/service.ts'
import { convertStep, readModel } from '../en16931/convert.ts'
import { differences } from '../en16931/model.ts'

const skip = process.env.DATABASE_URL !== undefined ? 'DB-independent: runs on the PGlite run only' : false
const T = path.join(import.meta.dirname, '../en16931/testdata/nlcius')
const load = (f: string): string => fs.readFileSync(path.join(T, f), 'utf8')
const tenant = { id: 't-nl', plan: '10K' }
const XR = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'

const errorsOf = async (xml: string): Promise<{ ids: string[], sets: string[] }> => {
  const r = await validateDocument(xml)
  return { ids: r.assertions.filter(a => a.flag === 'error').map(a => a.id), sets: r.ruleSets.map(s => s.id) }
}

let service: TransformService
before(async () => {
  if (skip !== false) return
  await compileRules({ only: ['cen-en16931-ubl', 'cen-en16931-cii', 'xrechnung-ubl', 'xrechnung-cii', 'si-ubl-2.0'], log: () => {} })
  // Outputs checked with the official rules, in process (as the instance's validation pool does).
  service = await inProcessTransformService({ validator: transformOutputValidator({ policy: 'reject' }, async xml => await validateDocument(xml)) })
})

/** The official example with what XRechnung requires and NLCIUS leaves optional: BT-10 and the seller contact. */
function completed (xml: string): string {
  let out = xml
  if (!out.includes('<cbc:BuyerReference>')) out = out.replace(/<cac:/, '<cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>\n  <cac:')
  const contact = '<cac:Contact><cbc:Name>Jan de Vries</cbc:Name><cbc:Telephone>+31 20 1234567</cbc:Telephone><cbc:ElectronicMail>jan@example.nl</cbc:ElectronicMail></cac:Contact>'
  const [head, rest] = out.split('<cac:AccountingSupplierParty>')
  const [supplier, tail] = rest.split('</cac:AccountingSupplierParty>')
  const withContact = supplier.includes('<cac:Contact>')
    ? supplier.replace(/<cac:Contact>[\s\S]*?<\/cac:Contact>/, contact)
    : supplier.replace(/(\s*<\/cac:Party>\s*)$/, `${contact}$1`)
  return `${head}<cac:AccountingSupplierParty>${withContact}</cac:AccountingSupplierParty>${tail}`
}

/** The conversion, a refusal shown with its rule ids. */
const convert = async (xml: string, target: string): ReturnType<TransformService['transform']> => await service.transform(xml, { target, tenant }).catch((e: unknown) => {
  throw new Error(`${target}: ${e instanceof WharfError ? `${e.code} ${JSON.stringify(e.details)}` : String(e)}`)
})

const UBL = ['SI-UBL-2.0_ok_minimal.xml', 'SI-UBL-2.0_ok_full.xml', 'SI-UBL-2.0_ok_allowance_line.xml', 'SI-UBL-2.0_BR-NL-8_ok_381.xml']
const CII = 'NLCIUS-CII_ok_example.xml'
const notBt24 = (t: string): boolean => t === 'BT-24'

for (const f of UBL) {
  test(`${f}, completed with BT-10 and BG-6: passes SI-UBL 2.0; XRechnung UBL and CII with 0 errors, no term lost`, { skip }, async () => {
    const src = completed(load(f))
    const own = await errorsOf(src)
    assert.ok(own.sets.includes('si-ubl-2.0'), own.sets.join(' '))
    assert.deepEqual(own.ids, [], 'the completed source still passes its own rules')
    for (const target of ['xrechnung-ubl', 'xrechnung-cii']) {
      const out = await convert(src, target)
      assert.deepEqual(out.lost, [], target)
      assert.deepEqual(out.unmapped, [], target)
      assert.equal(readModel(out.xml).info.customization, XR)
      assert.deepEqual(differences(readModel(src).model, readModel(out.xml).model, notBt24), [], target)
      const v = await errorsOf(out.xml)
      assert.ok(v.sets.includes(target), v.sets.join(' '))
      assert.deepEqual(v.ids, [], `${target}: ${v.ids.join(' ')}`)
    }
    const viaUbl = await service.transform(src, { target: 'xrechnung-cii', tenant })
    assert.deepEqual(viaUbl.steps, ['nlcius-to-xrechnung', 'ubl-to-cii'])
  })
}

test('NLCIUS CII, completed: cii-to-ubl, nlcius-to-xrechnung (and ubl-to-cii), 0 errors, no term lost', { skip }, async () => {
  // the CII example as UBL (NLCIUS kept), completed, back to NLCIUS CII: a CII source with BT-10 and BG-6
  const src = convertStep(completed(convertStep(load(CII), 'ubl').xml), 'cii').xml
  assert.deepEqual((await errorsOf(src)).ids, [], 'the completed CII source passes its own rules')
  assert.equal(readModel(src).info.cius, 'nlcius')
  for (const [target, steps] of [['xrechnung-ubl', ['cii-to-ubl', 'nlcius-to-xrechnung']], ['xrechnung-cii', ['cii-to-ubl', 'nlcius-to-xrechnung', 'ubl-to-cii']]] as const) {
    const out = await convert(src, target)
    assert.deepEqual(out.steps, steps)
    assert.deepEqual(out.lost, [])
    assert.deepEqual(differences(readModel(src).model, readModel(out.xml).model, notBt24), [], target)
    assert.deepEqual((await errorsOf(out.xml)).ids, [], target)
  }
})

test('an NLCIUS invoice without BT-10 and seller contact: TRANSFORM_OUTPUT_INVALID naming BR-DE-15 and BR-DE-2, nothing invented', { skip }, async () => {
  const src = load('SI-UBL-2.0_ok_minimal.xml')
  assert.deepEqual((await errorsOf(src)).ids, [], 'the source passes its own rules')
  for (const target of ['xrechnung-ubl', 'xrechnung-cii']) {
    const err = await service.transform(src, { target, tenant }).then(() => undefined, (e: unknown) => e)
    assert.ok(err instanceof WharfError, String(err))
    assert.equal(err.code, 'TRANSFORM_OUTPUT_INVALID')
    const rules = (err.details as { errors: Array<{ rule: string }> }).errors.map(e => e.rule).sort()
    assert.deepEqual(rules, ['BR-DE-15', 'BR-DE-2'], target)
  }
})

test('NLCIUS -> XRechnung is gated by plan like every conversion', { skip }, async () => {
  const err = await service.transform(load('SI-UBL-2.0_ok_full.xml'), { target: 'xrechnung', tenant: { id: 't-free', plan: '1K' } }).then(() => undefined, (e: unknown) => e)
  assert.ok(err instanceof WharfError)
  assert.equal(err.code, 'PLAN_REQUIRED')
})
