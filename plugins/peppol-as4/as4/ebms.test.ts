import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../../core/paths.ts'
import { needs, validateWithXsd } from '../../../test/helpers/tools.ts'
import { Ebms3Error, PEPPOL_NOT_SERVICED } from './errors.ts'
import { buildErrorSignal, buildReceipt, buildUserMessage, parseEnvelope, PEPPOL_AS4 } from './ebms.ts'
import { signatureReferences } from './ebms-parse.ts'
import { checkPeppolUserMessage } from './checks.ts'

const FIX = path.join(projectRoot, 'test', 'fixtures', 'as4')
const XSD = path.join(FIX, 'xsd', 'as4-envelope-entry.xsd')
const DOCTYPE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
const fixture = (name: string): string => fs.readFileSync(path.join(FIX, name), 'utf8')

function userMessage (over: Partial<Parameters<typeof buildUserMessage>[0]> = {}): ReturnType<typeof buildUserMessage> {
  return buildUserMessage({
    messageId: 'm-1@wharf',
    conversationId: 'conv-1',
    timestamp: new Date('2026-01-29T15:39:03.805Z'),
    fromPartyId: 'POP000306',
    toPartyId: 'POP000123',
    processId: PROCESS,
    documentTypeId: DOCTYPE,
    originalSender: 'iso6523-actorid-upis::9915:sender',
    finalRecipient: '9915:helger',
    payloadContentId: 'cid:payload-1@wharf',
    ...over
  })
}

function code (fn: () => unknown): string {
  try { fn() } catch (err) { if (err instanceof Ebms3Error) return err.code; throw err }
  return 'no error'
}

test('buildUserMessage writes the Peppol profile header and parseEnvelope reads every field back', () => {
  const um = userMessage()
  assert.match(um.xml, /<eb:Messaging [^>]*S12:mustUnderstand="true" wsu:Id="wharf-msg-/)
  assert.match(um.xml, /<S12:Body xmlns:wsu="[^"]+" wsu:Id="id-[^"]+"\/><\/S12:Envelope>$/)
  assert.doesNotMatch(um.xml, /pmode|mpc=/)
  const env = parseEnvelope(um.xml)
  assert.equal(env.kind, 'user')
  if (env.kind !== 'user') return
  assert.equal(env.messagingId, um.messagingId)
  assert.equal(env.bodyId, um.bodyId)
  assert.equal(env.mustUnderstand, true)
  assert.equal(env.bodyEmpty, true)
  assert.equal(env.messageId, 'm-1@wharf')
  assert.equal(env.timestamp, '2026-01-29T15:39:03.805Z')
  assert.equal(env.conversationId, 'conv-1')
  assert.deepEqual([env.from.partyId, env.from.partyIdType, env.from.role], ['POP000306', PEPPOL_AS4.PARTY_ID_TYPE, PEPPOL_AS4.ROLE_INITIATOR])
  assert.deepEqual([env.to.partyId, env.to.role], ['POP000123', PEPPOL_AS4.ROLE_RESPONDER])
  assert.deepEqual(env.agreementRef, { value: PEPPOL_AS4.AGREEMENT_REF, type: undefined, pmode: undefined })
  assert.deepEqual(env.service, { value: PROCESS, type: 'cenbii-procid-ubl' })
  assert.equal(env.action, `busdox-docid-qns::${DOCTYPE}`)
  assert.equal(env.mpc, PEPPOL_AS4.DEFAULT_MPC)
  assert.deepEqual(env.originalSender, { value: '9915:sender', type: 'iso6523-actorid-upis' })
  assert.deepEqual(env.finalRecipient, { value: '9915:helger', type: 'iso6523-actorid-upis' })
  assert.equal(env.partInfos.length, 1)
  assert.deepEqual([env.partInfos[0].href, env.partInfos[0].contentId, env.partInfos[0].mimeType, env.partInfos[0].compressionType],
    ['cid:payload-1@wharf', 'payload-1@wharf', 'application/xml', 'application/gzip'])
  checkPeppolUserMessage(env, { ourPartyId: 'POP000123' })
  assert.equal(code(() => checkPeppolUserMessage(env, { ourPartyId: 'POP999999' })), 'EBMS:0010')
  const escaped = parseEnvelope(userMessage({ conversationId: 'a<&>"b' }).xml)
  assert.equal(escaped.kind === 'user' && escaped.conversationId, 'a<&>"b')
})

test('UserMessage, Receipt and Error envelopes are valid against the ebMS3 / SOAP 1.2 / ebBP XSDs (xmllint)', needs('xmllint'), () => {
  const receipt = buildReceipt({ refToMessageId: 'm-1@wharf', references: signatureReferences(parseEnvelope(fixture('TestReceipt12.xml')).document) })
  const error = buildErrorSignal({ refToMessageId: 'm-1@wharf', errors: [{ code: 'EBMS:0004', detail: PEPPOL_NOT_SERVICED, description: 'not served' }] })
  for (const xml of [userMessage().xml, receipt.xml, error.xml]) {
    const res = validateWithXsd(xml, XSD)
    assert.ok(res.ok, res.output)
  }
  const broken = userMessage().xml.replace(/<eb:ConversationId>.*<\/eb:ConversationId>/, '')
  assert.equal(validateWithXsd(broken, XSD).ok, false)
})

test('buildReceipt copies the request references (NonRepudiationInformation) and parses back identically', () => {
  const request = parseEnvelope(fixture('WrongSigningAlgorithm.xml'))
  const refs = signatureReferences(request.document)
  assert.equal(refs.length, 1)
  const phase4 = parseEnvelope(fixture('TestReceipt12.xml'))
  assert.equal(phase4.kind, 'receipt')
  if (phase4.kind !== 'receipt') return
  assert.equal(phase4.references.length, 3)
  assert.deepEqual(phase4.references[0].transforms, [{ algorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#', inclusiveNamespaces: ['S12'] }])
  const rc = buildReceipt({ refToMessageId: 'req@x', messageId: 'rc@wharf', timestamp: '2026-02-01T10:00:00Z', references: phase4.references })
  const back = parseEnvelope(rc.xml)
  assert.equal(back.kind, 'receipt')
  if (back.kind !== 'receipt') return
  assert.deepEqual([back.messageId, back.refToMessageId, back.timestamp], ['rc@wharf', 'req@x', '2026-02-01T10:00:00Z'])
  assert.deepEqual(back.references, phase4.references)
  assert.equal(back.messagingId, rc.messagingId)
  assert.throws(() => buildReceipt({ refToMessageId: 'x', references: [] }), /ds:Reference/)
})

test('buildErrorSignal fills the catalogue defaults; PEPPOL:NOT_SERVICED round trip; phase4 ErrorMessage.xml parses', () => {
  const er = buildErrorSignal({ refToMessageId: 'req@x', errors: [{ code: 'EBMS:0004', severity: 'failure', shortDescription: 'Other', detail: PEPPOL_NOT_SERVICED }, new Ebms3Error('EBMS:0303', 'bad gzip').toSignalError()] })
  const env = parseEnvelope(er.xml)
  assert.equal(env.kind, 'error')
  if (env.kind !== 'error') return
  assert.equal(env.refToMessageId, 'req@x')
  assert.deepEqual(env.errors[0], { code: 'EBMS:0004', severity: 'failure', shortDescription: 'Other', category: 'Content', refToMessageInError: 'req@x', detail: 'PEPPOL:NOT_SERVICED' })
  assert.deepEqual([env.errors[1].code, env.errors[1].shortDescription, env.errors[1].category, env.errors[1].detail], ['EBMS:0303', 'DecompressionFailure', 'Communication', 'bad gzip'])
  const phase4 = parseEnvelope(fixture('ErrorMessage.xml'))
  assert.equal(phase4.kind, 'error')
  if (phase4.kind !== 'error') return
  assert.equal(phase4.mustUnderstand, false)
  assert.equal(phase4.hasSecurityHeader, false)
  assert.deepEqual([phase4.errors[0].code, phase4.errors[0].shortDescription, phase4.errors[0].refToMessageInError], ['EBMS:0001', 'ValueNotRecognized', 'ph-as4@42ec020f-9553-4b6d-ba8e-265cf1f6fd34'])
})

test('phase4 messages parse: helger.as4in receipt, dump-raw UserMessage, UserMessage12 with a body payload', () => {
  const raw = fs.readFileSync(path.join(projectRoot, 'test', 'fixtures', 'peppol', 'helger.as4in'))
  const helger = parseEnvelope(raw.subarray(raw.indexOf('\n\n') + 2))
  assert.equal(helger.kind === 'receipt' && helger.references.length, 3)
  assert.equal(helger.hasSecurityHeader, true)
  const dump = fs.readFileSync(path.join(FIX, 'dump-raw.as4out'), 'latin1')
  const soap = dump.slice(dump.indexOf('<?xml'), dump.indexOf('\r\n------=_Part', dump.indexOf('<?xml')))
  const um = parseEnvelope(Buffer.from(soap, 'latin1'))
  assert.equal(um.kind, 'user')
  if (um.kind !== 'user') return
  assert.equal(um.messagingId, 'phase4-msg-7dd929c7-ded5-4413-be57-d21af2c87b69')
  assert.equal(um.finalRecipient?.value, '9915:helger')
  checkPeppolUserMessage(um)
  assert.deepEqual(signatureReferences(um.document).map(r => r.uri), ['#phase4-msg-7dd929c7-ded5-4413-be57-d21af2c87b69', '#id-8e8aa2d6-fa03-4c5d-aa46-2f569857df0a', 'cid:phase4-att-ff0f8ad5-f982-48ba-b8e2-26997600f496@cid'])
  const u12 = parseEnvelope(fixture('UserMessage12.xml'))
  assert.equal(u12.kind === 'user' && u12.from.partyId, '5209999001264')
  assert.equal(u12.kind === 'user' && u12.partInfos[0].contentId, undefined)
  assert.equal(u12.bodyEmpty, false)
  assert.equal(u12.kind === 'user' && code(() => checkPeppolUserMessage(u12)), 'EBMS:0010')
})

test('structural violations map to ebMS error codes', () => {
  const um = userMessage().xml
  assert.equal(code(() => parseEnvelope('<not xml')), 'EBMS:0009')
  assert.equal(code(() => parseEnvelope('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>')), 'EBMS:0009')
  assert.equal(code(() => parseEnvelope('<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body/></S:Envelope>')), 'EBMS:0009')
  assert.equal(code(() => parseEnvelope(um.replace(/<S12:Header>.*<\/S12:Header>/, ''))), 'EBMS:0009')
  assert.equal(code(() => parseEnvelope(um.replace(/<eb:MessageId>[^<]*<\/eb:MessageId>/, ''))), 'EBMS:0009')
  assert.equal(code(() => parseEnvelope(um.replace(/<eb:MessageId>[^<]*</, '<eb:MessageId> <'))), 'EBMS:0009')
  assert.equal(code(() => parseEnvelope(um.replace(/<eb:Timestamp>[^<]*</, '<eb:Timestamp>yesterday<'))), 'EBMS:0009')
  assert.equal(code(() => parseEnvelope(um.replace(/<eb:Action>[^<]*<\/eb:Action>/, ''))), 'EBMS:0009')
  assert.equal(code(() => parseEnvelope(um.replace(/<eb:From>.*<\/eb:From>/, ''))), 'EBMS:0009')
  assert.equal(code(() => parseEnvelope(um.replace('</eb:UserMessage>', '</eb:UserMessage><eb:SignalMessage/>'))), 'EBMS:0010')
  const signal = buildErrorSignal({ errors: [{ code: 'EBMS:0004' }] }).xml
  assert.equal(code(() => parseEnvelope(signal.replace(/<eb:Error .*<\/eb:Error>/, '<eb:PullRequest/>'))), 'EBMS:0010')
  assert.equal(code(() => parseEnvelope(signal.replace(/<eb:Error .*<\/eb:Error>/, ''))), 'EBMS:0010')
  const rc = buildReceipt({ refToMessageId: 'r', references: [{ uri: '#a', digestMethod: 'd', digestValue: 'v', transforms: [] }] }).xml
  assert.equal(code(() => parseEnvelope(rc.replace(/<eb:RefToMessageId>r<\/eb:RefToMessageId>/, ''))), 'EBMS:0009')
  const parsed = parseEnvelope(um)
  if (parsed.kind !== 'user') return
  for (const broken of [
    { ...parsed, agreementRef: undefined },
    { ...parsed, from: { ...parsed.from, partyIdType: undefined } },
    { ...parsed, to: { ...parsed.to, role: 'Buyer' } },
    { ...parsed, service: { ...parsed.service, type: undefined } },
    { ...parsed, partInfos: [] }
  ]) assert.equal(code(() => checkPeppolUserMessage(broken)), 'EBMS:0010')
  assert.equal(code(() => checkPeppolUserMessage({ ...parsed, finalRecipient: undefined })), 'EBMS:0003')
  assert.equal(code(() => checkPeppolUserMessage({ ...parsed, originalSender: { value: '9915:x', type: undefined } })), 'EBMS:0003')
})
