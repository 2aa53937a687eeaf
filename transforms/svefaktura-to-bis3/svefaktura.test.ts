// Svefaktura 1.0 -> BIS 3 (issue 19 point 4): plugin svefaktura-to-bis3 over the EN 16931 model, compared at the
// business-term level (BT values, lines, VAT breakdown), never byte for byte:
// - the SFTI sample (phax/phive-rules test file): its terms, what has no term reported as unmapped, UBL XSD valid;
// - a hand-written credit invoice (381, two VAT rates, a document allowance): a UBL CreditNote, its terms, UBL XSD
//   and the compiled EN 16931 + BIS 3 Schematron: 0 errors but the seller and buyer EndpointID, which Svefaktura 1.0
//   has no element for (never invented);
// - the TransformService reaches the plugin (and chains on to CII).
// Data: transforms/en16931/testdata/svefaktura (provenance in transforms/en16931/testdata/MANIFEST.tsv).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { needs } from '../../test/helpers/tools.ts'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { TransformService } from '../../core/transforms/service.ts'
import { convertStep, readModel } from '../en16931/convert.ts'
import { flatten } from '../en16931/model.ts'
import { inProcessTransformService } from '../../test/helpers/transforms.ts'

const T = path.join(import.meta.dirname, '../en16931/testdata')
const load = (f: string): string => fs.readFileSync(path.join(T, f), 'utf8')
const SAMPLE = 'svefaktura/svefaktura.xml'
const CREDIT = 'svefaktura/credit-two-rates-handwritten.xml'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-svefaktura-'))

function ublValid (xml: string, root: 'Invoice' | 'CreditNote'): void {
  const file = path.join(tmp, `${root}-${Date.now()}.xml`)
  fs.writeFileSync(file, xml)
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', path.join(T, `xsd/ubl-2.1/maindoc/UBL-${root}-2.1.xsd`), file], { stdio: 'pipe' })
  } catch (err) {
    assert.fail(`xmllint: ${String((err as { stderr?: Buffer }).stderr ?? err).slice(0, 3000)}`)
  }
}

const check = (xml: string, expected: Record<string, string>): void => {
  const t = flatten(readModel(xml).model)
  for (const [k, v] of Object.entries(expected)) assert.equal(t.get(k), v, k)
}

test('the SFTI Svefaktura 1.0 sample to BIS 3: its business terms, the rest reported unmapped, valid UBL', needs('xmllint'), () => {
  const out = convertStep(load(SAMPLE), 'ubl', 'bis3')
  assert.equal(out.source.syntax, 'svefaktura')
  assert.deepEqual(out.lost, [])
  assert.deepEqual(out.unmapped, [
    '/sv:Invoice/svc:SellerParty/svc:Party/svc:PartyTaxScheme/svc:RegistrationAddress/cbc1:CityName',
    '/sv:Invoice/svc:SellerParty/svc:Party/svc:PartyTaxScheme/svc:RegistrationAddress/svc:Country/svc:IdentificationCode',
    '/sv:Invoice/svc:SellerParty/svc:Party/svc:Contact/cbc1:Telefax',
    '/sv:Invoice/svc:PaymentTerms/cbc1:PenaltySurchargePercent',
    '/sv:Invoice/sv:RequisitionistDocumentReference/svc:ID' // the second one: BT-10 holds one
  ])
  ublValid(out.xml, 'Invoice')
  check(out.xml, {
    'BT-1': '15', 'BT-2': '2003-09-11', 'BT-3': '380', 'BT-5': 'SEK', 'BT-9': '2003-10-11', 'BT-10': '50', 'BT-20': '30 dagars netto',
    'BT-24': 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0', 'BG-1[0]/BT-22': 'Här kan jag beskriva fakturan med fritext',
    'BG-4/BT-27': 'Moderna Produkter AB', 'BG-4/BT-31': 'SE556562422301', 'BG-4/BT-30': '5565624223', 'BG-4/BT-33': 'F-skattebevis finns',
    'BG-4/BG-6/BT-41': 'A Person, Fakturaavd', 'BG-4/BG-6/BT-43': 'sales@modernaprodukter.se', 'BG-4/BG-5/BT-37': 'Hägersten',
    'BG-7/BT-44': 'Johnssons byggvaror', 'BG-7/BG-9/BT-56': 'Pelle Svensson', 'BG-7/BG-8/BT-53': '11000',
    'BT-72': '2003-11-01', 'BG-15/BT-75': 'Rådhusgatan 5',
    'BG-16/BT-81': '1', 'BG-16/BT-83': '54225485', 'BG-16/BG-17[0]/BT-84': '9551548524585', 'BG-16/BG-17[0]/BT-86': 'SKIASESS',
    'BG-23[0]/BT-116': '6225', 'BG-23[0]/BT-117': '1556.25', 'BG-23[0]/BT-118': 'S', 'BG-23[0]/BT-119': '25',
    'BT-106': '6225', 'BT-109': '6225', 'BT-110': '1556.25', 'BT-112': '7781.25', 'BT-115': '7781.25',
    'BG-25[0]/BT-126': '1', 'BG-25[0]/BT-129': '120', 'BG-25[0]/BT-130': 'liter', 'BG-25[0]/BT-131': '6000', 'BG-25[0]/BT-127': 'Fritext på fakturaraden',
    'BG-25[0]/BT-153': 'Falu rödfärg', 'BG-25[0]/BT-155': '12345', 'BG-25[0]/BT-146': '50', 'BG-25[0]/BT-151': 'S', 'BG-25[0]/BT-152': '25',
    'BG-25[1]/BT-126': '2', 'BG-25[1]/BT-131': '225', 'BG-25[1]/BT-153': 'Pensel 20 mm'
  })
  assert.equal(flatten(readModel(out.xml).model).get('BG-25[2]/BT-126'), undefined, 'two lines')
})

test('a hand-written credit invoice (381, two VAT rates, an allowance) -> a UBL CreditNote: 0 EN 16931 errors, BIS 3 only the endpoints', needs('xmllint'), async () => {
  const out = convertStep(load(CREDIT), 'ubl', 'bis3')
  assert.deepEqual([out.lost, out.unmapped], [[], []])
  assert.match(out.xml, /<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/)
  ublValid(out.xml, 'CreditNote')
  check(out.xml, {
    'BT-1': 'K-2026-7', 'BT-3': '381', 'BT-9': '2026-05-01', 'BT-10': 'Anna Andersson', 'BT-13': 'IO-4411', 'BG-3[0]/BT-25': 'F-2026-31',
    'BG-4/BT-27': 'Leverantören Aktiebolag', 'BG-4/BT-28': 'Leverantören AB', 'BG-4/BT-30': '5566778899', 'BG-7/BT-44': 'Kommunen i Exempelby',
    'BG-20[0]/BT-92': '100', 'BG-20[0]/BT-97': 'Mängdrabatt', 'BG-20[0]/BT-96': '25', 'BT-107': '100',
    'BG-23[0]/BT-116': '800', 'BG-23[0]/BT-117': '200', 'BG-23[1]/BT-116': '500', 'BG-23[1]/BT-119': '12',
    'BG-25[0]/BT-152': '25', 'BG-25[1]/BT-152': '12', 'BG-25[1]/BT-131': '500',
    'BT-106': '1400', 'BT-109': '1300', 'BT-110': '260', 'BT-112': '1560', 'BT-115': '1560',
    'BG-16/BT-81': '30', 'BG-16/BG-17[0]/BT-84': 'SE4550000000058398257466'
  })
  if (process.env.DATABASE_URL !== undefined) return // the rules run once, on the PGlite run
  await compileRules({ only: ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl'], log: () => {} })
  const r = await validateDocument(out.xml)
  assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', 'cen-en16931-ubl', 'peppol-bis-billing-3-ubl'])
  // Svefaktura 1.0 has no electronic address (the SFTI ObjectEnvelope carries the routing): BIS 3 requires the seller
  // and buyer EndpointID (PEPPOL-EN16931-R020 / R010); nothing is invented, so those two remain, and nothing else.
  assert.deepEqual(r.assertions.filter(a => a.flag === 'error').map(a => a.id).sort(), ['PEPPOL-EN16931-R010', 'PEPPOL-EN16931-R020'])
})

test('the TransformService converts Svefaktura to BIS 3 and on to CII; nothing converts to Svefaktura', async () => {
  const service = await inProcessTransformService()
  const tenant = { id: 't-se', plan: '10K' }
  try {
    const bis = await service.transform(load(CREDIT), { target: 'bis3', tenant })
    assert.deepEqual([bis.steps, bis.source.syntax], [['svefaktura-to-bis3'], 'svefaktura'])
    const cii = await service.transform(load(CREDIT), { target: 'cii', tenant })
    assert.deepEqual(cii.steps, ['svefaktura-to-bis3', 'ubl-to-cii'])
    await assert.rejects(service.transform(bis.xml, { target: 'svefaktura', tenant }), /No conversion/)
  } finally {
    await service.close()
  }
})
