// Issue 18 point 1, Peppol Logistics: detection of the official logistics-bis examples (test/fixtures/documents,
// MANIFEST.tsv), their family, document type and process (exactly as the code list v9.7 writes them), the sender and
// receiver EndpointIDs, the capability `logistics` and the topics of each family.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { detectDocument } from '../../core/documents/detect.ts'
import { topicsFor } from '../../core/documents/topics.ts'
import { capabilityOf, documentTypesFor } from '../../core/peppol/doctypes/capabilities.ts'
import { WharfError } from '../../core/errors.ts'

const dir = path.resolve(import.meta.dirname, '../fixtures/documents')
const text = (f: string): string => fs.readFileSync(path.join(dir, f), 'utf8')
const UBL = (root: string): string => `busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:${root}-2::${root}`
const trns = (t: string): string => `urn:fdc:peppol.eu:logistics:trns:${t}:1`
const bis = (p: string): string => `cenbii-procid-ubl::urn:fdc:peppol.eu:logistics:bis:${p}:1`
/** The official Waybill examples write ProfileID waybill_only:1 (as the BIS Schematron PEPPOL-M-T125 asks); the
 * code list v9.7 allows only waybill:1 for the Waybill document type. */
const WAYBILL_CODE_LIST_PROCESS = 'urn:fdc:peppol.eu:logistics:bis:waybill:1'
const waybill = (): string => text('logistics-waybill.xml').replace('urn:fdc:peppol.eu:logistics:bis:waybill_only:1', WAYBILL_CODE_LIST_PROCESS)

const CASES = [
  { file: 'logistics-advanced-despatch-advice.xml', family: 'DespatchAdvice', type: `${UBL('DespatchAdvice')}##${trns('advanced_despatch_advice')}::2.1`, process: bis('despatch_advice_only'), sender: '0007:5560125220', receiver: '0007:5560339086', received: 'DespatchAdviceReceived', command: 'SendDespatchAdvice' },
  { file: 'logistics-receipt-advice.xml', family: 'ReceiptAdvice', type: `${UBL('ReceiptAdvice')}##${trns('receipt_advice')}::2.3`, process: bis('despatch_advice_w_receipt_advice'), sender: '0088:5798000000124', receiver: '0088:7300010000001', received: 'ReceiptAdviceReceived', command: 'SendReceiptAdvice' },
  { file: 'logistics-weight-statement.xml', family: 'WeightStatement', type: `${UBL('WeightStatement')}##${trns('weight_statement')}::2.3`, process: bis('weight_statement'), sender: '0088:7300010000001', receiver: '0088:1251513513245', received: 'WeightStatementReceived', command: 'SendWeightStatement' },
  { file: 'logistics-transport-execution-plan-request.xml', family: 'TransportExecutionPlanRequest', type: `${UBL('TransportExecutionPlanRequest')}##${trns('transport_execution_plan_request')}::2.4`, process: bis('transport_execution_plan_w_request'), sender: '0007:5560125220', receiver: '0184:33572190', received: 'TransportExecutionPlanRequestReceived', command: 'SendTransportExecutionPlanRequest' },
  { file: 'logistics-transport-execution-plan.xml', family: 'TransportExecutionPlan', type: `${UBL('TransportExecutionPlan')}##${trns('transport_execution_plan')}::2.4`, process: bis('transport_execution_plan_only'), sender: '0184:33572190', receiver: '0007:5560125220', received: 'TransportExecutionPlanReceived', command: 'SendTransportExecutionPlan' },
  { file: 'logistics-transportation-status-request.xml', family: 'TransportationStatusRequest', type: `${UBL('TransportationStatusRequest')}##${trns('transportation_status_request')}::2.3`, process: bis('transportation_status_w_request'), sender: '0007:5560125220', receiver: '0184:33572190', received: 'TransportationStatusRequestReceived', command: 'SendTransportationStatusRequest' },
  { file: 'logistics-transportation-status.xml', family: 'TransportationStatus', type: `${UBL('TransportationStatus')}##${trns('transportation_status')}::2.3`, process: bis('transportation_status_only'), sender: '0184:33572190', receiver: '0007:5560125220', received: 'TransportationStatusReceived', command: 'SendTransportationStatus' },
  { file: 'logistics-application-response.xml', family: 'ApplicationResponse', type: `${UBL('ApplicationResponse')}##${trns('application_response')}::2.1`, process: bis('advanced_transport_execution_plan'), sender: '0198:DK41955619', receiver: '0198:DK10154596', received: 'LogisticsApplicationResponseReceived', command: 'SendLogisticsApplicationResponse' }
] as const

for (const c of CASES) {
  test(`${c.file}: ${c.family}, the code list's document type and process, capability logistics, ${c.received}`, () => {
    const d = detectDocument(Buffer.from(text(c.file)))
    assert.equal(d.family, c.family)
    assert.equal(d.syntax, 'UBL')
    assert.equal(d.documentTypeId, c.type)
    assert.equal(d.processId, c.process)
    assert.equal(d.codeListState, 'active')
    assert.deepEqual(d.sender, { ok: true, id: c.sender })
    assert.deepEqual(d.receiver, { ok: true, id: c.receiver })
    assert.equal(capabilityOf(d.documentTypeId, d.processId), 'logistics')
    const topics = topicsFor(d.family, d.documentTypeId)
    assert.equal(topics.received, c.received)
    assert.equal(topics.command, c.command)
    assert.equal(topics.error, `${c.command.slice(4)}SentError`)
  })
}

test('Waybill: the official example\'s ProfileID (waybill_only:1) is not the code list\'s; with waybill:1 it is a Waybill from consignor to carrier', () => {
  assert.throws(() => detectDocument(Buffer.from(text('logistics-waybill.xml'))), (err: unknown) => {
    assert.ok(err instanceof WharfError)
    assert.equal(err.code, 'UNSUPPORTED_DOCUMENT')
    assert.deepEqual((err.details as { allowed: string[] }).allowed, [WAYBILL_CODE_LIST_PROCESS])
    return true
  })
  const d = detectDocument(Buffer.from(waybill()))
  assert.equal(d.family, 'Waybill')
  assert.equal(d.documentTypeId, `${UBL('Waybill')}##${trns('waybill')}::2.3`)
  assert.equal(d.processId, `cenbii-procid-ubl::${WAYBILL_CODE_LIST_PROCESS}`)
  assert.deepEqual([d.sender, d.receiver], [{ ok: true, id: '0007:5560125220' }, { ok: true, id: '0184:33572190' }])
  assert.equal(capabilityOf(d.documentTypeId, d.processId), 'logistics')
  assert.equal(topicsFor(d.family, d.documentTypeId).received, 'WaybillReceived')
})

test('Transport Execution Plan: the removed UBL 2.3 entry is chosen only when the document says UBLVersionID 2.3', () => {
  const xml = text('logistics-transport-execution-plan.xml')
  assert.ok(!xml.includes('UBLVersionID'))
  const v23 = detectDocument(Buffer.from(xml.replace('<cbc:CustomizationID>', '<cbc:UBLVersionID>2.3</cbc:UBLVersionID>\n\t<cbc:CustomizationID>')))
  assert.equal(v23.documentTypeId, `${UBL('TransportExecutionPlan')}##${trns('transport_execution_plan')}::2.3`)
  assert.equal(v23.codeListState, 'removed')
  assert.equal(capabilityOf(v23.documentTypeId, v23.processId), undefined)
  const v24 = detectDocument(Buffer.from(xml.replace('<cbc:CustomizationID>', '<cbc:UBLVersionID>2.4</cbc:UBLVersionID>\n\t<cbc:CustomizationID>')))
  assert.equal(v24.documentTypeId, `${UBL('TransportExecutionPlan')}##${trns('transport_execution_plan')}::2.4`)
  assert.equal(v24.documentTypeName, 'Peppol Transport Execution Plan V1.2')
})

test('capability logistics publishes the ten Logistics document types of the code list that are not removed', () => {
  const published = documentTypesFor({ logistics: 'on' })
  assert.equal(published.length, 10)
  assert.ok(published.every(d => d.capabilities.join() === 'logistics'))
  assert.ok(published.every(d => d.documentTypeId.value.includes('##urn:fdc:peppol.eu:logistics:trns:')))
  assert.ok(!published.some(d => d.id.endsWith(':transport_execution_plan:1::2.3') || d.id.endsWith(':transport_execution_plan_request:1::2.3')))
  const dar = published.find(d => d.name === 'Peppol Despatch Advice Response V1')
  assert.equal(topicsFor('ApplicationResponse', dar?.id).received, 'DespatchAdviceResponseReceived')
  // Despatch Advice 3 (POACC) stays with despatchAdvice: the two capabilities share no document type.
  assert.ok(!documentTypesFor({ despatchAdvice: 'on' }).some(d => published.some(p => p.id === d.id)))
})
