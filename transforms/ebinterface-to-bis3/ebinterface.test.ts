// ebInterface 6.1 <-> BIS 3 (issue 19 point 4): plugins ebinterface-to-bis3 and bis3-to-ebinterface over the EN 16931
// model. Compared at the business-term level (BT values, lines, VAT breakdown), never byte for byte:
// - the official ebInterface 6.1 sample (austriapro/ebinterface-standards) to BIS 3 UBL: its terms, UBL XSD valid;
// - a hand-written CreditMemo (two VAT rates, a reduction) to a UBL CreditNote: its terms, UBL XSD and the compiled
//   EN 16931 + BIS 3 Schematron with 0 errors, and back to ebInterface with every term kept;
// - BIS 3, CEN and XRechnung (UBL and CII) examples to ebInterface: every output valid against the ebInterface 6.1 XSD
//   (rules/ebinterface-6.1, xmllint), only terms ebInterface has no place for reported lost, and back to BIS 3 with
//   every other term kept;
// - the TransformService reaches both plugins by format id (ebinterface, ebinterface-6.1) and chains on to CII.
// Data: transforms/en16931/testdata (provenance in its MANIFEST.tsv).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { needs } from '../../test/helpers/tools.ts'
import { projectRoot } from '../../core/paths.ts'
import { compileRules } from '../../scripts/validation/compile-rules.js'
import { validateDocument } from '../../core/validation/validate.ts'
import { TransformService } from '../../core/transforms/service.ts'
import { convertedSource } from '../../core/transforms/download.ts'
import { memorySource } from '../../core/blobs/source.ts'
import type { WharfError } from '../../core/errors.ts'
import type { Knex } from 'knex'
import { convertStep, readModel } from '../en16931/convert.ts'
import { differences, flatten, lostTerms } from '../en16931/model.ts'
import { inProcessTransformService } from '../../test/helpers/transforms.ts'

const T = path.join(import.meta.dirname, '../en16931/testdata')
const load = (f: string): string => fs.readFileSync(path.join(T, f), 'utf8')
const xmls = (dir: string): string[] => fs.readdirSync(path.join(T, dir)).filter(f => f.endsWith('.xml')).map(f => `${dir}/${f}`)
const EB_XSD = path.join(projectRoot, 'rules/ebinterface-6.1/Invoice.xsd')
const UBL_XSD = { Invoice: path.join(T, 'xsd/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd'), CreditNote: path.join(T, 'xsd/ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd') }
const SAMPLE = 'ebinterface/ebinterface_6p1_sample_ecosio.xml'
const CREDIT = 'ebinterface/creditmemo-handwritten.xml'

function xsdValid (schema: string, files: string[]): void {
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, ...files], { stdio: 'pipe' })
  } catch (err) {
    assert.fail(`xmllint: ${String((err as { stderr?: Buffer }).stderr ?? err).split('\n').filter(l => !l.endsWith(' validates')).join('\n').slice(0, 3000)}`)
  }
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-ebinterface-'))
let seq = 0
const save = (xml: string): string => { const f = path.join(tmp, `${++seq}.xml`); fs.writeFileSync(f, xml); return f }
const terms = (xml: string): Map<string, string> => flatten(readModel(xml).model)

/** ebInterface content that has no EN 16931 business term (reported as unmapped, never dropped silently). */
const SAMPLE_UNMAPPED = /CancelledOriginalDocument|RelatedDocument\/eb:(DocumentType|Comment)$|AddressIdentifier$|\/eb:(Phone|POBox|Salutation|AdditionalInformation|Description|ReferenceDate|HeaderDescription|FooterDescription|TaxAmount|BankName|BankCode|BankAccountNr|AccountingArea|SubOrganizationID|InvoiceRecipientsBillerID)$|OrderingParty|eb:Delivery\/eb:Contact|ListLineItem\/eb:Delivery|BillersOrderReference|ArticleNumber$|InvoiceRecipient\/eb:FurtherIdentification$|TaxItem\/eb:Comment$|OtherVATableTax|OtherTax|eb:Discount|MinimumPayment/

test('the official ebInterface 6.1 sample to BIS 3: its business terms, the totals summed, valid UBL, on to CII', needs('xmllint'), () => {
  const out = convertStep(load(SAMPLE), 'ubl', 'bis3')
  // the sample's addresses have a GLN (read as the electronic address, 0088) and an e-mail: UBL has no place for both
  assert.deepEqual(out.lost.map(l => l.term).sort(), ['BG-4/EB-ADDRESS-EMAIL', 'BG-7/EB-ADDRESS-EMAIL', 'EB-ADDRESS-EMAIL'])
  assert.ok(out.unmapped.length > 0)
  for (const u of out.unmapped) assert.match(u, SAMPLE_UNMAPPED, `unmapped ${u}`)
  xsdValid(UBL_XSD.Invoice, [save(out.xml)])
  const t = terms(out.xml)
  const expected: Record<string, string> = {
    'BT-1': 'RNR 4712', 'BT-2': '2018-01-12', 'BT-3': '380', 'BT-5': 'EUR', 'BT-9': '1967-08-13', 'BT-14': 'Bestellung Nr. 1293',
    'BT-24': 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    'BG-3[0]/BT-25': 'RNR 4712-1', 'BG-3[1]/BT-26': '2018-01-02', 'BT-16': '4893', 'BT-72': '2016-02-15', 'BT-70': 'Planck GmbH',
    'BG-4/BT-27': 'Lieferant Mustermann', 'BG-4/BT-31': 'UID12384938', 'BG-4/BG-5/BT-37': 'Wien', 'BG-4/BG-5/BT-40': 'AT', 'BG-4/BG-6/BT-41': 'Karl-Heinz Riegler',
    'BG-4/BT-34': '9856545212354', 'BG-4/BT-34-1': '88', // (flatten() compares codes as decimals: 0088 is 88)
    'BG-7/BT-44': 'VGB GmbH & Co KG', 'BG-7/BT-48': 'UID84389384', 'BG-7/BT-46': '39494', 'BG-7/BG-8/BT-53': '5021',
    'BG-25[0]/BT-126': '1', 'BG-25[0]/BT-153': 'Produkt A', 'BG-25[0]/BT-129': '33', 'BG-25[0]/BT-130': 'kg', 'BG-25[0]/BT-146': '7.33',
    'BG-25[0]/BT-131': '253.99', 'BG-25[0]/BT-151': 'E', 'BG-25[0]/BG-27[0]/BT-136': '4.84', 'BG-25[0]/BG-28[0]/BT-141': '7.26',
    'BG-25[0]/BT-157': '54563256987542', 'BG-25[0]/BT-157-1': '160', 'BG-25[0]/BT-155': 'BAN 123',
    'BG-25[1]/BT-126': '2', 'BG-25[1]/BT-131': '4140', 'BG-25[1]/BT-152': '20',
    'BG-20[0]/BT-92': '13.62', 'BG-20[1]/BT-97': 'Stammkundenrabatt', 'BG-21[0]/BT-99': '30.63',
    'BG-23[0]/BT-116': '550', 'BG-23[0]/BT-117': '110', 'BG-23[1]/BT-118': 'AA', 'BG-23[2]/BT-117': '0', 'BG-23[3]/BT-120': 'USt-befreit gemäß § xxx',
    'BT-106': '4393.99', 'BT-107': '24.42', 'BT-108': '30.63', 'BT-109': '4400.2', 'BT-110': '330',
    'BT-112': '49391.12', 'BT-113': '5062', 'BT-115': '44329.12',
    'BG-16/BT-81': '58', 'BG-16/BT-83': '234334', 'BG-16/BG-17[1]/BT-84': '345345dh', 'BT-20': 'Wir bitten um rasche Überweisung'
  }
  for (const [k, v] of Object.entries(expected)) assert.equal(t.get(k), v, k)
  assert.equal([...t.keys()].filter(k => /^BG-25\[\d+\]\/BT-126$/.test(k)).length, 2, 'two lines')
  assert.equal([...t.keys()].filter(k => /^BG-23\[\d+\]\/BT-118$/.test(k)).length, 4, 'four VAT breakdowns')
  assert.equal([...t.keys()].filter(k => /^BG-25\[0\]\/BG-32\[\d+\]\/BT-161$/.test(k)).length, 11, 'the item attributes')
  const cii = convertStep(out.xml, 'cii')
  assert.deepEqual(cii.lost.map(l => l.term), ['BG-3[1]/BT-25', 'BG-3[1]/BT-26'], 'chained on to CII: only the second preceding invoice, which CII D16B cannot hold')
})

test('a hand-written CreditMemo -> UBL CreditNote (0 EN 16931 / BIS 3 errors) -> ebInterface again, every term kept', needs('xmllint'), async () => {
  const src = readModel(load(CREDIT))
  const out = convertStep(load(CREDIT), 'ubl', 'bis3')
  assert.deepEqual([out.lost, out.unmapped], [[], []])
  assert.match(out.xml, /<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/)
  assert.match(out.target.documentTypeId ?? '', /::CreditNote##urn:cen\.eu:en16931:2017#compliant#urn:fdc:peppol\.eu:2017:poacc:billing:3\.0::2\.1$/)
  xsdValid(UBL_XSD.CreditNote, [save(out.xml)])
  const t = terms(out.xml)
  const expected: Record<string, string> = {
    'BT-3': '381', 'BT-1': 'GS-2026-0042', 'BT-9': '2026-03-16', 'BT-13': 'PO-778', 'BG-3[0]/BT-25': 'RE-2026-0017', 'BG-1[0]/BT-21': 'AAI',
    'BG-4/BT-30': 'FN 123456a', 'BG-4/BG-6/BT-43': 'anna.huber@beispiel.at', 'BG-7/BT-49': '9012345000011', 'BG-7/BT-49-1': '88',
    'BG-25[0]/BT-129': '2', 'BG-25[0]/BT-130': 'C62', 'BG-25[0]/BT-131': '300', 'BG-25[1]/BT-152': '10',
    'BG-20[0]/BT-92': '30', 'BG-20[0]/BT-93': '300', 'BG-20[0]/BT-94': '10', 'BG-20[0]/BT-95': 'S', 'BG-20[0]/BT-96': '20',
    'BG-23[0]/BT-116': '270', 'BG-23[0]/BT-117': '54', 'BG-23[1]/BT-116': '40', 'BG-23[1]/BT-119': '10',
    'BT-106': '340', 'BT-107': '30', 'BT-109': '310', 'BT-110': '58', 'BT-112': '368', 'BT-115': '368',
    'BG-16/BT-81': '58', 'BG-16/BT-82': 'Überweisung', 'BG-16/BG-17[0]/BT-84': 'AT611904300234573201', 'BG-16/BG-17[0]/BT-86': 'BKAUATWW'
  }
  for (const [k, v] of Object.entries(expected)) assert.equal(t.get(k), v, k)
  if (process.env.DATABASE_URL === undefined) { // the rules run once, on the PGlite run
    await compileRules({ only: ['cen-en16931-ubl', 'peppol-bis-billing-3-ubl'], log: () => {} })
    const r = await validateDocument(out.xml)
    assert.deepEqual(r.ruleSets.map(s => s.id), ['ubl-2.1-xsd', 'cen-en16931-ubl', 'peppol-bis-billing-3-ubl'])
    assert.deepEqual(r.assertions.filter(a => a.flag === 'error').map(a => a.id), [])
  }
  const back = convertStep(out.xml, 'ebinterface')
  assert.match(back.xml, /DocumentType="CreditMemo"/)
  xsdValid(EB_XSD, [save(back.xml)])
  assert.deepEqual(back.lost.map(l => l.term).sort(), ['BT-23', 'BT-24'], 'only the BIS identifiers, which ebInterface has no place for')
  assert.deepEqual(differences(src.model, readModel(back.xml).model), [], 'ebInterface -> BIS 3 -> ebInterface: the same terms')
})

/** The terms ebInterface 6.1 has no place for (transforms/README.md), as met in the BIS 3, CEN and XRechnung examples. */
const EB_CANNOT_HOLD = new RegExp('^(' + [
  'BT-(3|6|7|8|10|11|12|15|17|18|18-1|19|23|24|71|71-1|107|108|111)', 'BG-1[01]/.*', 'BG-24\\[\\d+\\]/.*',
  'BG-4/BT-(29\\[\\d+\\]/BT-29(-1)?|30-1|32|33|34|34-1)', 'BG-7/BT-(46-1|47-1|49|49-1)', 'BG-(4|7)/BG-(5|8)/BT-(36|39|51|54|162|163)',
  'BG-14/BT-7[34]', 'BG-15/.*', 'BT-70', 'BG-16/BT-8[13]', 'BG-16/BG-17\\[\\d+\\]/BT-8[456]', 'BG-2[01]\\[\\d+\\]/BT-(98|105)', 'BG-23\\[\\d+\\]/BT-121',
  'BG-25\\[\\d+\\]/(BT-(126|127|128|128-1|133|146|147|148|149|150|157|157-1|159)|BG-26/.*|BG-2[78]\\[\\d+\\]/BT-1(40|45)|BT-158\\[\\d+\\]/BT-158-2)'
].join('|') + ')$')

test('BIS 3, CEN and XRechnung examples -> ebInterface (XSD valid, only what it cannot hold lost) -> BIS 3 (the rest kept)', needs('xmllint'), () => {
  const files = [...xmls('peppol-bis-invoice-3'), ...xmls('eInvoicing-EN16931'), ...xmls('xrechnung-testsuite/src/test/business-cases/standard')]
  assert.ok(files.length > 50)
  const outputs: string[] = []
  for (const f of files) {
    const ubl = load(f).includes('CrossIndustryInvoice') ? convertStep(load(f), 'ubl').xml : load(f)
    const eb = convertStep(ubl, 'ebinterface')
    for (const l of eb.lost) assert.match(l.term, EB_CANNOT_HOLD, `${f}: lost ${l.term} ${l.source} -> ${l.target ?? '(absent)'}`)
    outputs.push(save(eb.xml))
    const back = convertStep(eb.xml, 'ubl', 'bis3')
    assert.deepEqual(back.lost, [], f)
    const lostOnTheWay = new Set(eb.lost.map(l => l.term))
    assert.deepEqual(lostTerms(readModel(ubl).model, readModel(back.xml).model).filter(l => !lostOnTheWay.has(l.term)), [], `${f}: BIS 3 -> ebInterface -> BIS 3 keeps every term ebInterface holds`)
  }
  xsdValid(EB_XSD, outputs)
})

test('the TransformService reaches both plugins by format id and chains ebInterface on to CII', async () => {
  const service = await inProcessTransformService()
  const tenant = { id: 't-at', plan: '10K' }
  try {
    const bis = await service.transform(load(CREDIT), { target: 'bis3', tenant })
    assert.deepEqual(bis.steps, ['ebinterface-to-bis3'])
    const cii = await service.transform(load(CREDIT), { target: 'cii', tenant })
    assert.deepEqual(cii.steps, ['ebinterface-to-bis3', 'ubl-to-cii'])
    const eb = await service.transform(bis.xml, { target: 'ebinterface-6.1', tenant, lossy: true })
    assert.deepEqual(eb.steps, ['bis3-to-ebinterface'])
    assert.match(eb.documentTypeId, /^ebinterface::/)
    assert.deepEqual(eb.lost.map(l => l.term).sort(), ['BT-23', 'BT-24'])
    await assert.rejects(service.transform(bis.xml, { target: 'ebinterface', tenant }), /TRANSFORM_LOSSY|lose/)
    // on the send routes ebInterface is refused up front: Peppol does not carry it
    await assert.rejects(convertedSource(undefined as unknown as Knex, service, memorySource(Buffer.from(bis.xml)), 't-at', { targetFormat: 'ebinterface' }),
      (e: WharfError) => e.code === 'TRANSFORM_UNSUPPORTED' && /not a Peppol document/.test(e.message))
  } finally {
    await service.close()
  }
})
