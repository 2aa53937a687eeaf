// The host side without HTTP: format ids and document type identifiers, path finding over the shipped transform
// plugins (discovered from transforms/), plan order, the format sniff (DOCTYPE refused), the service with the
// in-process runner and the validation hook (an invalid output is TRANSFORM_OUTPUT_INVALID with the rule ids).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { projectRoot } from '../paths.ts'
import { discoverPlugins } from '../plugins/discovery.ts'
import { createInProcessRunner } from '../plugins/in-process.ts'
import { PluginEnablement } from '../plugins/settings.ts'
import { parseFormat, documentTypeId } from '../sdk/formats.ts'
import { WharfError } from '../errors.ts'
import { findPath, transformPlugins } from './paths.ts'
import { assertTransformPlan, planAtLeast, DEFAULT_PLANS } from './plans.ts'
import { sniffFormat } from './sniff.ts'
import { TransformService } from './service.ts'
import { inProcessTransformService } from '../../test/helpers/transforms.ts'

const BIS = fs.readFileSync(path.join(projectRoot, 'transforms/en16931/testdata/peppol-bis-invoice-3/base-example.xml'), 'utf8')
const code = async (p: Promise<unknown>): Promise<string> => { try { await p } catch (err) { assert.ok(err instanceof WharfError, String(err)); return err.code } return 'none' }

test('format ids, aliases and document type identifiers', () => {
  assert.deepEqual(parseFormat('cii'), { syntax: 'cii' })
  assert.deepEqual(parseFormat('bis3'), { syntax: 'ubl', cius: 'bis3' })
  assert.deepEqual(parseFormat('xrechnung-cii'), { syntax: 'cii', cius: 'xrechnung' })
  assert.deepEqual(parseFormat('PINT-EU'), { syntax: 'ubl', cius: 'pint-eu' })
  const id = documentTypeId('ubl', 'CreditNote', 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0')
  assert.equal(id, 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1')
  assert.deepEqual(parseFormat(id), { syntax: 'ubl', cius: 'bis3' })
  assert.equal(parseFormat('edifact'), undefined)
  assert.equal(parseFormat('pint-eu-cii'), undefined, 'PINT is UBL only')
  assert.equal(parseFormat('urn:oasis:names:specification:ubl:schema:xsd:Order-2::Order##urn:fdc:peppol.eu:poacc:trns:order:3::2.1'), undefined)
})

test('paths over the shipped transforms: one step, two steps, none', async () => {
  const plugins = transformPlugins(await discoverPlugins({ root: projectRoot }))
  assert.deepEqual(plugins.map(p => p.plugin.name), ['bis3-to-ebinterface', 'bis3-to-en16931', 'bis3-to-pint-eu', 'cii-to-ubl', 'ebinterface-to-bis3', 'en16931-to-bis3', 'nlcius-to-bis3', 'nlcius-to-xrechnung', 'pint-eu-to-bis3', 'svefaktura-to-bis3', 'ubl-to-cii', 'ubl-to-cxml'])
  const names = (p: ReturnType<typeof findPath>): string[] | undefined => p?.map(s => s.plugin.name)
  assert.deepEqual(names(findPath(plugins, { syntax: 'ubl', cius: 'bis3' }, { syntax: 'cii' })), ['ubl-to-cii'])
  assert.deepEqual(names(findPath(plugins, { syntax: 'cii', cius: 'bis3' }, { syntax: 'ubl', cius: 'pint-eu' })), ['cii-to-ubl', 'bis3-to-pint-eu'])
  assert.deepEqual(names(findPath(plugins, { syntax: 'ubl', cius: 'pint-eu' }, { syntax: 'cii', cius: 'bis3' })), ['pint-eu-to-bis3', 'ubl-to-cii'])
  assert.deepEqual(names(findPath(plugins, { syntax: 'ubl', cius: 'bis3' }, { syntax: 'ubl' })), [])
  assert.deepEqual(names(findPath(plugins, { syntax: 'cii', cius: 'nlcius' }, { syntax: 'ubl', cius: 'bis3' })), ['cii-to-ubl', 'nlcius-to-bis3'])
  assert.deepEqual(names(findPath(plugins, { syntax: 'cii', cius: 'nlcius' }, { syntax: 'cii', cius: 'xrechnung' })), ['cii-to-ubl', 'nlcius-to-xrechnung', 'ubl-to-cii'])
  assert.equal(findPath(plugins, { syntax: 'ubl', cius: 'bis3' }, { syntax: 'cii', cius: 'xrechnung' }), undefined)
  assert.equal(findPath(plugins, { syntax: 'cii', cius: 'xrechnung' }, { syntax: 'ubl', cius: 'pint-eu' }), undefined)
  // Factur-X / ZUGFeRD EN 16931 profile (CII, no CIUS) <-> BIS 3
  assert.deepEqual(names(findPath(plugins, { syntax: 'ubl', cius: 'bis3' }, parseFormat('factur-x') ?? { syntax: 'ubl' })), ['bis3-to-en16931', 'ubl-to-cii'])
  assert.deepEqual(names(findPath(plugins, parseFormat('factur-x') as { syntax: 'cii', cius: string }, { syntax: 'ubl', cius: 'bis3' })), ['cii-to-ubl', 'en16931-to-bis3'])
  // ebInterface 6.1 (issue 19): both ways through BIS 3 UBL, and on to CII
  assert.deepEqual(names(findPath(plugins, { syntax: 'ebinterface', cius: 'other' }, parseFormat('cii') ?? { syntax: 'cii' })), ['ebinterface-to-bis3', 'ubl-to-cii'])
  assert.deepEqual(names(findPath(plugins, { syntax: 'cii', cius: 'bis3' }, parseFormat('ebinterface-6.1') ?? { syntax: 'cii' })), ['cii-to-ubl', 'bis3-to-ebinterface'])
  assert.deepEqual(names(findPath(plugins, { syntax: 'ubl', cius: 'xrechnung' }, parseFormat('ebinterface') ?? { syntax: 'cii' })), ['bis3-to-ebinterface'])
})

test('plans: order from configuration; unknown plans are below all', () => {
  assert.ok(planAtLeast(DEFAULT_PLANS, '10K', '10K'))
  assert.ok(planAtLeast(DEFAULT_PLANS, 'unlimited', '10K'))
  assert.ok(!planAtLeast(DEFAULT_PLANS, '1K', '10K'))
  assert.ok(!planAtLeast(DEFAULT_PLANS, 'gold', '10K'))
  assert.ok(planAtLeast(['basic', 'pro'], 'PRO', 'pro'))
  assert.throws(() => assertTransformPlan({ plans: DEFAULT_PLANS, transformMinPlan: '10K' }, 'free'), (e: WharfError) => e.code === 'PLAN_REQUIRED' && (e.details as { requiredPlan: string }).requiredPlan === '10K')
})

test('sniff: syntax and CIUS from the start of the document; DOCTYPE, malformed, other roots refused', () => {
  assert.deepEqual({ ...sniffFormat(BIS), customization: undefined }, { syntax: 'ubl', cius: 'bis3', customization: undefined, root: 'Invoice' })
  const codeOf = (xml: string): string => { try { sniffFormat(xml) } catch (err) { return (err as WharfError).code } return 'none' }
  assert.equal(codeOf('<!DOCTYPE x [<!ENTITY a "b">]><x/>'), 'XML_DTD_NOT_ALLOWED')
  assert.equal(codeOf('<Invoice'), 'INVALID_XML')
  assert.equal(codeOf('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>'), 'UNSUPPORTED_DOCUMENT')
  assert.deepEqual(sniffFormat('<Invoice xmlns="http://www.ebinterface.at/schema/6p1/" DocumentType="CreditMemo"/>'), { syntax: 'ebinterface', cius: 'other', root: 'Invoice' })
})

test('service: in-process conversion; a validator that refuses the output turns it into TRANSFORM_OUTPUT_INVALID', async () => {
  const service = await inProcessTransformService()
  const tenant = { id: 't1', plan: '100K' }
  const out = await service.transform(BIS, { target: 'cii', tenant })
  assert.deepEqual(out.steps, ['ubl-to-cii'])
  assert.deepEqual(out.lost, [])
  let seen = ''
  const checked = await inProcessTransformService({ validator: async xml => { seen = xml; return { ok: !xml.includes('rsm:'), policy: 'reject', errors: [{ ruleSet: 'test', rule: 'BR-TEST-01', message: 'refused by the test validator' }] } } })
  await assert.rejects(checked.transform(BIS, { target: 'cii', tenant }), (e: WharfError) => e.code === 'TRANSFORM_OUTPUT_INVALID' && JSON.stringify(e.details).includes('BR-TEST-01') && e.message.includes('BR-TEST-01'))
  assert.match(seen, /CrossIndustryInvoice/)
  assert.equal((await checked.transform(BIS, { target: 'pint-eu', tenant })).steps[0], 'bis3-to-pint-eu')
  assert.equal(await code(service.transform(BIS, { target: 'cii', tenant: { id: 't2', plan: 'free' } })), 'PLAN_REQUIRED')
  assert.equal(await code(service.transform(BIS, { target: 'nope', tenant })), 'TRANSFORM_UNSUPPORTED')
  assert.equal(await code(service.transform(BIS.replace(/<\/Invoice>\s*$/, '</Invoic>'), { target: 'cii', tenant })), 'TRANSFORM_INPUT_INVALID', 'malformed after the part the sniff reads')
  assert.equal(await code(service.transform('<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"><a><b></a></rsm:CrossIndustryInvoice>', { target: 'ubl', tenant })), 'INVALID_XML')
})

test('a transform plugin that throws or hangs: TRANSFORM_FAILED naming it', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-transform-boom-'))
  const dir = path.join(root, 'transforms', 'boom')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'wharf-plugin.json'), JSON.stringify({ name: 'boom', version: '1.0.0', apiVersion: '1.0', kind: 'transform', actions: [], settingsSchema: {}, transform: { from: 'ubl', to: 'cii' }, entry: { worker: './worker.mjs' } }))
  fs.writeFileSync(path.join(dir, 'worker.mjs'), 'export async function transform (input) { if (input.xml.includes("hang")) return await new Promise(() => {}); throw new Error("boom") }\n')
  const service = new TransformService({ registry: await discoverPlugins({ root }), enablement: new PluginEnablement({}), runner: createInProcessRunner(), plans: { plans: ['x'], transformMinPlan: 'x' }, deadlineMs: 200 })
  try {
    await assert.rejects(service.transform(BIS, { target: 'cii', tenant: { id: 't', plan: 'x' } }), (e: WharfError) => e.code === 'TRANSFORM_FAILED' && /boom/.test(e.message))
    await assert.rejects(service.transform(BIS.replace('</Invoice>', '<!-- hang --></Invoice>'), { target: 'cii', tenant: { id: 't', plan: 'x' } }), (e: WharfError) => e.code === 'TRANSFORM_FAILED' && /PLUGIN_TIMEOUT/.test(e.message))
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
