// The receiver's crypto pool (receiver-pool.ts) against the in-process path (inbound-crypto.ts openAndSign): real
// messages built with the sending code and a local test PKI, opened on worker threads; same outcome as in-process
// (refusals with the same ebMS code and detail), a receipt that verifies, and large parts moved, not copied.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { closeAfter } from '../../test/helpers/cleanup.ts'
import { readAs4Body } from './as4/mime.ts'
import { loadTrustStore } from './pki/trust-store.ts'
import { verifyEnvelope } from './wssec/index.ts'
import { apTrustCheck, type ApIdentity } from './identity.ts'
import { openAndSign, type InboundTask } from './inbound-crypto.ts'
import { buildOutgoing } from './outgoing.ts'
import { ReceiverCryptoPool, type TrustSource } from './receiver-pool.ts'

const DOCTYPE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

const pki = await makeTestPki({ instances: ['A', 'B'] })
const id = (i: number): ApIdentity => ({ certPem: pki.instances[i].ap.certPem, keyPem: pki.instances[i].ap.keyPem, seatId: pki.instances[i].seatId })
const [A, B] = [id(0), id(1)]
const source: TrustSource = { stage: 'test', localTestPki: { rootPem: pki.root.certPem, apCaPem: pki.apCa.certPem, smpCaPem: pki.smpCa.certPem } }
const pool = new ReceiverCryptoPool({ threads: 2, trustSource: source })
closeAfter(pool)

const invoice = (size: number): Buffer => Buffer.from(`<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><!--${'x'.repeat(size)}--></Invoice>`)

async function task (document: Buffer, soap?: (s: string) => string): Promise<InboundTask> {
  const out = buildOutgoing({ sender: '0088:7300010000001', receiver: '0192:987654325', documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'GB', document, identity: A, receiverCertPem: B.certPem })
  const msg = await readAs4Body(Readable.from([out.body]), out.contentType, { sizeHint: out.length })
  const root = soap === undefined ? msg.root.data : Buffer.from(soap(msg.root.data.toString('utf8')))
  return {
    root: { contentId: msg.root.contentId, contentType: msg.root.contentType, data: root },
    attachments: msg.attachments.map(p => ({ contentId: p.contentId, contentType: p.contentType, data: p.data })),
    identity: B, at: Date.now(), maxDecompressedBytes: 64 * 1024 * 1024
  }
}

const inProcessTrust = () => apTrustCheck(loadTrustStore('test', { localTestPki: source.localTestPki }))

test('a valid message: the pool opens it as the request thread would, and signs a receipt that verifies', async () => {
  const doc = invoice(10_000)
  const pooled = await pool.open(await task(doc))
  const local = openAndSign(await task(doc), inProcessTrust())
  assert.equal(pooled.ok, true)
  assert.equal(local.ok, true)
  if (!pooled.ok || !local.ok) return
  assert.ok(Buffer.isBuffer(pooled.message.sbdh.document), 'the document is a Buffer on this side')
  assert.ok(pooled.message.sbdh.document.equals(doc))
  assert.ok(Buffer.isBuffer(pooled.message.stored))
  assert.equal(pooled.message.stored.toString('utf8'), `<?xml version="1.0" encoding="UTF-8"?>\n${doc.toString('utf8')}`, 'stored: declaration + document')
  assert.ok(local.message.stored.equals(pooled.message.stored))
  assert.equal(pooled.message.fromPartyId, A.seatId)
  // Two messages (ids differ): the same kinds of references, Messaging, Body and the payload.
  const kinds = (refs: Array<{ uri: string }>): string[] => refs.map(r => r.uri.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UUID')).sort()
  assert.deepEqual(kinds(pooled.message.references), kinds(local.message.references))
  assert.equal(pooled.message.references.length, 3)
  const v = verifyEnvelope(pooled.receipt, [], { trust: pem => { if (pem.replace(/\s/g, '') !== B.certPem.replace(/\s/g, '')) throw new Error('not B') } })
  assert.match(v.signerSubject, new RegExp(B.seatId))
})

test('refusals come back as outcomes with the same code and detail as in-process, with the MessageId', async () => {
  const cases: Array<[string, (s: string) => string, string]> = [
    ['signed header altered', s => s.replace(/<eb:Action>/, '<eb:Action>x'), 'EBMS:0101'],
    ['not XML', () => '<S12:Envelope', 'EBMS:0009']
  ]
  for (const [what, change, code] of cases) {
    const pooled = await pool.open(await task(invoice(100), change))
    const local = openAndSign(await task(invoice(100), change), inProcessTrust())
    assert.equal(pooled.ok, false, what)
    assert.equal(local.ok, false, what)
    if (pooled.ok || local.ok) continue
    assert.equal(pooled.error.code, code, `${what}: ${pooled.error.detail ?? ''}`)
    assert.equal(pooled.error.code, local.error.code, what)
    assert.equal(typeof pooled.error.detail, 'string')
    if (code === 'EBMS:0101') assert.match(pooled.messageId ?? '', /@wharf$/, `${what}: RefToMessageId of the refused message`)
  }
})

test('an untrusted signer is refused on the pool thread too (its trust store is built from the trust source)', async () => {
  const other = await makeTestPki({ instances: ['X'] })
  const X: ApIdentity = { certPem: other.instances[0].ap.certPem, keyPem: other.instances[0].ap.keyPem, seatId: other.instances[0].seatId }
  const out = buildOutgoing({ sender: '0088:7300010000001', receiver: '0192:987654325', documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'GB', document: invoice(100), identity: X, receiverCertPem: B.certPem })
  const msg = await readAs4Body(Readable.from([out.body]), out.contentType)
  const r = await pool.open({ root: msg.root, attachments: msg.attachments, identity: B, at: Date.now(), maxDecompressedBytes: 1024 * 1024 })
  assert.equal(r.ok, false)
  if (!r.ok) assert.equal(r.error.code, 'EBMS:0101')
})

test('large parts are moved to the worker, not copied; the document comes back whole', async () => {
  // Random text: gzip cannot shrink it below the 1 MiB at which parts are moved.
  const doc = Buffer.from(`<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><!--${randomBytes(3 * 1024 * 1024).toString('base64')}--></Invoice>`)
  const t = await task(doc)
  const big = t.attachments[0].data
  assert.ok(big.buffer.byteLength >= 1024 * 1024, 'the parser put the message in one buffer of its own')
  const r = await pool.open(t)
  assert.equal(big.byteLength, 0, 'the buffer was transferred (detached here)')
  assert.equal(r.ok, true)
  if (r.ok) {
    assert.ok(r.message.sbdh.document.equals(doc))
    assert.ok(r.message.stored.subarray(39).equals(doc))
    assert.equal(r.message.stored.buffer, r.message.sbdh.document.buffer, 'the declaration was written in place, no copy')
  }
})

test('parts spooled to files: the pool opens them from their paths; the document comes back as a file, identical to the in-memory path', async () => {
  const { spool, spoolDir } = await import('../../core/blobs/spool.ts')
  const { readSource, disposeSource } = await import('../../core/blobs/source.ts')
  const fs = await import('node:fs')
  const mine = (): string[] => fs.readdirSync(spoolDir()).filter(f => f.includes(`-${process.pid}-`))
  const before = mine()
  const doc = Buffer.from(`<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><!--${randomBytes(3 * 1024 * 1024).toString('base64')}--></Invoice>`)
  const inMemory = openAndSign(await task(doc), inProcessTrust())
  const t = await task(doc)
  const attachments = await Promise.all(t.attachments.map(async p => ({ ...p, data: new Uint8Array(0), source: await spool([Buffer.from(p.data)], { memoryLimit: 0 }) })))
  try {
    const r = await pool.open({ ...t, attachments })
    assert.equal(r.ok, true, r.ok ? '' : r.error.detail)
    assert.equal(inMemory.ok, true)
    if (!r.ok || !inMemory.ok) return
    assert.equal(r.message.storedSource?.kind, 'file')
    assert.equal(r.message.stored.length, 0)
    assert.ok((await readSource(r.message.storedSource!)).equals(inMemory.message.stored), 'stored bytes identical')
    assert.deepEqual([r.message.sbdh.sender, r.message.sbdh.documentTypeId, r.message.sbdh.documentKind], [inMemory.message.sbdh.sender, inMemory.message.sbdh.documentTypeId, 'xml'])
    await disposeSource(r.message.storedSource)
    // A changed ciphertext in the file: the same refusal as in memory, and nothing left on disk but the input.
    const t2 = await task(doc)
    const changed = Buffer.from(t2.attachments[0].data)
    changed[changed.length >> 1] ^= 1
    const bad = await spool([changed], { memoryLimit: 0 })
    const refused = await pool.open({ ...t2, attachments: [{ ...t2.attachments[0], data: new Uint8Array(0), source: bad }] })
    assert.equal(refused.ok, false)
    if (!refused.ok) assert.equal(refused.error.code, 'EBMS:0102')
    await disposeSource(bad)
  } finally {
    for (const a of attachments) await disposeSource(a.source)
  }
  assert.deepEqual(mine().filter(f => !before.includes(f)), [], 'no spool file left')
})
