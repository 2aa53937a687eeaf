// Certificate revocation on the local network: the test PKI's AP certificates name a CRL on a loopback HTTP server
// (As4Network { crl: true }), signed by the test AP CA. A good CRL: A -> B works as usual. Once B's certificate is
// listed, A refuses to send to it (RECEIVER_CERT_REVOKED, no retry, nothing reaches B); a message signed with A's
// listed certificate, posted straight to B's /as4, is refused with EBMS:0101 and nothing is stored.
// Each process caches a CRL until its nextUpdate: the CRLs here live 4 s, so the test can change what is listed.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { As4Network, PARTY_A, PARTY_B, documentCount, eventually, events, invoice, statusOf } from './network.ts'
import { makeCrl } from '../../scripts/pki/make-test-pki.ts'
import { buildOutgoing } from '../../plugins/peppol-as4/outgoing.ts'
import { parseEnvelope } from '../../plugins/peppol-as4/as4/ebms-parse.ts'

const net = new As4Network({ crl: true })
before(async () => { await net.start() })
after(async () => { await net.close() })

const DOCTYPE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
const LIFETIME_MS = 4000
let servedUntil = 0

/** Serves a fresh AP CA CRL listing `names` ('A', 'B'), current for LIFETIME_MS, once the one served before is past
 * its nextUpdate (so no process still answers from it). */
async function listRevoked (names: Array<'A' | 'B'>): Promise<void> {
  const wait = servedUntil + 1100 - Date.now() // nextUpdate has whole seconds
  if (wait > 0) await new Promise(resolve => setTimeout(resolve, wait))
  const now = Date.now()
  const revoked = names.map(n => ({ serialNumber: net.pki.instances[n === 'A' ? 0 : 1]!.ap.serialNumber, revocationDate: new Date(now - 3600_000) }))
  const crl = await makeCrl(net.pki.apCa, { revoked, thisUpdate: new Date(now - 1000), nextUpdate: new Date(now + LIFETIME_MS) })
  servedUntil = now + LIFETIME_MS
  net.crls.set('/ap-ca.crl', crl.der)
}

async function settle (id: string): Promise<string> {
  return await eventually(`document ${id} settled`, async () => {
    const s = await statusOf(net.node('A').t, id)
    return s === 'sent' || s === 'error' ? s : undefined
  }, 40_000)
}

test('with a CRL that lists nobody, A -> B is sent and received', async () => {
  await listRevoked([])
  const id = await net.send(invoice('CRL-GOOD'))
  assert.equal(await settle(id), 'sent')
})

test('B\'s certificate listed: A does not send to it (RECEIVER_CERT_REVOKED, no retry) and B receives nothing', async () => {
  await listRevoked(['B'])
  const before = await documentCount(net.node('B').t)
  const id = await net.send(invoice('CRL-B'))
  assert.equal(await settle(id), 'error')
  const evs = await events(net.node('A').t, { documentId: id })
  assert.equal(evs.some(e => e.topic === 'InvoiceSentRetry'), false, 'no retry')
  const err = evs.find(e => e.topic === 'InvoiceSentError')
  assert.equal(err?.details.code, 'RECEIVER_CERT_REVOKED', JSON.stringify(err))
  assert.match(err?.message ?? '', /revoked on .*listed in http:\/\/127\.0\.0\.1:\d+\/ap-ca\.crl/)
  assert.equal(await documentCount(net.node('B').t), before)
})

test('A\'s certificate listed: B refuses A\'s signed message with EBMS:0101 and stores nothing', async () => {
  await listRevoked(['A'])
  const a = net.pki.instances[0]!
  const m = buildOutgoing({
    sender: PARTY_A, receiver: PARTY_B, documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'GB', document: invoice('CRL-A'),
    identity: { certPem: a.ap.certPem, keyPem: a.ap.keyPem, seatId: a.seatId }, receiverCertPem: net.pki.instances[1]!.ap.certPem
  })
  const before = await documentCount(net.node('B').t)
  const res = await fetch(`${net.node('B').url}/as4`, { method: 'POST', headers: { 'content-type': m.contentType }, body: new Uint8Array(m.body) })
  const env = parseEnvelope(await res.text())
  assert.equal(env.kind, 'error')
  if (env.kind !== 'error') return
  assert.equal(env.errors[0].code, 'EBMS:0101')
  assert.match(env.errors[0].detail ?? '', /REVOKED: certificate revoked on .*ap-ca\.crl/)
  assert.equal(await documentCount(net.node('B').t), before, 'nothing stored')
  const received = await events(net.node('B').t, { topic: 'InvoiceReceived' })
  assert.equal(received.some(e => e.details.messageId === m.messageId), false, 'no event')
})
