// The decision of automatic conversion on send (core/sending/auto-convert.ts): only for a NOT_SERVICED answer that
// names accepted types one of which the tenant's transform plugins reach; below the transformation plan the failure
// stays NOT_SERVICED with the plan named; a refused conversion is a permanent failure with the transform's reasons.
import { createHash } from 'node:crypto'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { projectRoot } from '../paths.ts'
import { discoverPlugins } from '../plugins/discovery.ts'
import { documentTypeId } from '../sdk/formats.ts'
import type { DeliveryFailure } from '../sdk/index.ts'
import { WharfError } from '../errors.ts'
import { transformPlugins } from '../transforms/paths.ts'
import { planConfig } from '../transforms/plans.ts'
import type { TransformService } from '../transforms/service.ts'
import { acceptedTypes, convertForSend, decideConversion, planRefusal } from './auto-convert.ts'

const BIS3 = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'
const UBL = documentTypeId('ubl', 'Invoice', BIS3)
const CII = documentTypeId('cii', 'CrossIndustryInvoice', BIS3)
const ORDER = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Order-2::Order##urn:fdc:peppol.eu:poacc:trns:order:3::2.1'
const notServiced = (accepted?: unknown): DeliveryFailure => ({ ok: false, code: 'NOT_SERVICED', retryable: false, condition: 'not-serviced', message: 'B does not receive CII', details: accepted === undefined ? {} : { accepted: accepted as string[] } })
const plans = planConfig({})

test('decideConversion: convert, plan, or none', async () => {
  const plugins = transformPlugins(await discoverPlugins({ root: projectRoot }))
  const input = { result: notServiced([ORDER, UBL]), source: CII, plugins, plan: '10K', plans, enabled: true, size: 10_000 }
  assert.deepEqual(decideConversion(input), { kind: 'convert', choice: { targetDocumentTypeId: UBL, steps: ['cii-to-ubl'] } })
  const below = decideConversion({ ...input, plan: 'standard' })
  assert.equal(below.kind, 'plan')
  if (below.kind !== 'plan') return
  assert.match(below.message, /needs plan 10K or above; this tenant has plan standard/)
  const refused = planRefusal(notServiced([UBL]), below)
  assert.equal(refused.code, 'NOT_SERVICED')
  assert.equal(refused.retryable, false)
  assert.match(refused.message, /^B does not receive CII; a conversion to .* is possible/)
  assert.deepEqual((refused.details as { conversion: { requiredPlan: string } }).conversion.requiredPlan, '10K')
  // none: switched off, too large, no accepted list, nothing reachable, another failure, a success, no source type
  assert.equal(decideConversion({ ...input, enabled: false }).kind, 'none')
  assert.equal(decideConversion({ ...input, size: 33 * 1024 * 1024 }).kind, 'none')
  assert.equal(decideConversion({ ...input, result: notServiced() }).kind, 'none')
  assert.equal(decideConversion({ ...input, result: notServiced([ORDER]) }).kind, 'none')
  assert.equal(decideConversion({ ...input, result: { ...notServiced([UBL]), code: 'HTTP_ERROR' } }).kind, 'none')
  assert.equal(decideConversion({ ...input, result: { ok: true } }).kind, 'none')
  assert.equal(decideConversion({ ...input, source: null }).kind, 'none')
  assert.equal(decideConversion({ ...input, plugins: [] }).kind, 'none')
  assert.deepEqual(acceptedTypes(notServiced([1, UBL])), [UBL])
  assert.equal(acceptedTypes(notServiced('x')), undefined)
})

test('convertForSend: the converted document with its digest; a lossy or invalid conversion fails with its reasons', async () => {
  const choice = { targetDocumentTypeId: UBL, steps: ['cii-to-ubl'] }
  const tenant = { id: 't', plan: '10K' }
  const ok = { transform: async () => ({ xml: '<Invoice/>', documentTypeId: UBL, steps: ['cii-to-ubl'] }) } as unknown as TransformService
  const done = await convertForSend(ok, '<x/>', notServiced([UBL]), choice, tenant)
  assert.equal(done.ok, true)
  if (done.ok) {
    assert.equal(done.doc.documentTypeId, UBL)
    assert.deepEqual(done.doc.details, { steps: ['cii-to-ubl'], targetDocumentTypeId: UBL, size: 10, sha256: createHash('sha256').update('<Invoice/>').digest('hex') })
  }
  const lossy = { transform: async () => { throw new WharfError('TRANSFORM_LOSSY', 'UBL output would lose 1 business term(s)', { lost: [{ term: 'BT-1', source: 'x' }], unmapped: [] }) } } as unknown as TransformService
  const failed = await convertForSend(lossy, '<x/>', notServiced([UBL]), choice, tenant)
  assert.equal(failed.ok, false)
  if (failed.ok) return
  assert.equal(failed.failure.code, 'TRANSFORM_LOSSY')
  assert.equal(failed.failure.retryable, false)
  assert.equal(failed.failure.condition, 'not-serviced')
  assert.match(failed.failure.message, /automatic conversion to .* failed: TRANSFORM_LOSSY/)
  const conv = (failed.failure.details as { conversion: { code: string, errors: { lost: unknown[] } } }).conversion
  assert.equal(conv.code, 'TRANSFORM_LOSSY')
  assert.equal(conv.errors.lost.length, 1)
  const invalid = { transform: async () => { throw new WharfError('TRANSFORM_OUTPUT_INVALID', undefined, { errors: ['BR-CO-15'] }) } } as unknown as TransformService
  const bad = await convertForSend(invalid, '<x/>', notServiced([UBL]), choice, tenant)
  assert.equal(bad.ok ? '' : bad.failure.code, 'TRANSFORM_OUTPUT_INVALID')
})
