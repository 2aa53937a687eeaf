/**
 * `npm run bench:as4`: Peppol AS4 round trips between two local access points, and the crypto-only ceiling.
 *
 *   round trips   A (this process: the peppol-as4 sending code: SBDH, gzip, sign, encrypt, MIME, POST, receipt
 *                 verification with NRI check) -> B (a full Wharf instance on loopback: POST /as4 stream-parse,
 *                 decrypt, verify + AP chain, checks, SBDH, capability check, document + InvoiceReceived + receipt
 *                 stored in one transaction, signed receipt) at concurrency 16, for BENCH_DURATION seconds (default 10)
 *   crypto only   the same message work without HTTP and database: build -> open -> sign receipt -> verify receipt,
 *                 in a loop in this process
 * Prints both rates and the ratio. The invoice is the official BIS 3 example padded to 10 KB. Database: embedded
 * PGlite unless DATABASE_URL is set. Keep runs short on shared machines.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { performance } from 'node:perf_hooks'
import { Agent, request } from 'undici'
import { createTestWharf } from '../../test/helpers/wharf.ts'
import { api, application, clientToken, party, tenant } from '../../test/helpers/fixtures.ts'
import { makeTestPki } from '../pki/make-test-pki.ts'
import { instanceEnv, startLocalPeppol } from '../network/local-peppol.ts'
import { buildOutgoing } from '../../plugins/peppol-as4/outgoing.ts'
import { openInbound } from '../../plugins/peppol-as4/incoming.ts'
import { interpretResponse } from '../../plugins/peppol-as4/response.ts'
import { apTrustCheck, type ApIdentity } from '../../plugins/peppol-as4/identity.ts'
import { buildReceipt } from '../../core/peppol/as4/ebms.ts'
import { readAs4Body, SOAP12_CONTENT_TYPE } from '../../core/peppol/as4/mime.ts'
import { signEnvelope } from '../../core/peppol/wssec/index.ts'
import { TrustStore } from '../../core/peppol/pki/trust-store.ts'

const SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const CONCURRENCY = 16
const A_PARTY = '0088:7300010000001'
const B_PARTY = '0192:987654325'
const DOCTYPE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

function tenKbInvoice (): Buffer {
  const text = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'as4', 'bis3-base-example.xml'), 'utf8')
    .replace('<cbc:EndpointID schemeID="0088">9482348239847239874</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>')
    .replace('<cbc:EndpointID schemeID="0002">FR23342</cbc:EndpointID>', '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>').trimEnd()
  const pad = Math.max(0, 10 * 1024 - Buffer.byteLength(text) - 9)
  return Buffer.from(text.replace('</cbc:CustomizationID>', `</cbc:CustomizationID><!--${'x'.repeat(pad)}-->`))
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-bench-as4-'))
const pki = await makeTestPki({ instances: ['A', 'B'] })
const net = await startLocalPeppol({ pki, dir, directory: false })
const port = 20000 + Math.floor(Math.random() * 20000)
const b = await createTestWharf({ ...instanceEnv(net, 'B', { port }), LOG_LEVEL: 'warn' })
const agent = new Agent({ connections: CONCURRENCY, keepAliveTimeout: 10_000 })
try {
  await b.app.listen({ port, host: '127.0.0.1' })
  const acme = await tenant(b, 'bench-b')
  await party(b, acme.id, [B_PARTY])
  const token = await clientToken(b, await application(b, acme.id, ['ApManager']))
  const put = await api(b, token, 'PUT', `/api/v1/peppol/config/party/${B_PARTY}`, { payload: { capabilities: { invoices: 'on' } } })
  if (put.statusCode !== 200) throw new Error(put.body)

  const A: ApIdentity = { certPem: pki.instances[0].ap.certPem, keyPem: pki.instances[0].ap.keyPem, seatId: pki.instances[0].seatId }
  const B: ApIdentity = { certPem: pki.instances[1].ap.certPem, keyPem: pki.instances[1].ap.keyPem, seatId: pki.instances[1].seatId }
  const document = tenKbInvoice()
  const build = () => buildOutgoing({ sender: A_PARTY, receiver: B_PARTY, documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'GB', document, identity: A, receiverCertPem: B.certPem })
  const url = `http://127.0.0.1:${port}/as4`

  const roundTrip = async (): Promise<void> => {
    const out = build()
    const r = await request(url, { method: 'POST', body: out.body, headers: { 'content-type': out.contentType }, dispatcher: agent })
    const body = Buffer.from(await r.body.arrayBuffer())
    const ct = r.headers['content-type']
    const result = await interpretResponse({ status: r.statusCode, contentType: Array.isArray(ct) ? ct[0] : ct, body }, out, B.certPem, {}, new Date())
    if (!result.ok) throw new Error(`round trip failed: ${result.code} ${result.message}`)
  }
  for (let i = 0; i < 20; i++) await roundTrip() // warm-up
  let done = 0
  const end = performance.now() + SECONDS * 1000
  const t0 = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => { while (performance.now() < end) { await roundTrip(); done++ } }))
  const rtPerSecond = done / ((performance.now() - t0) / 1000)

  // Crypto ceiling: the same message work, no HTTP, no database.
  const trust = apTrustCheck(new TrustStore({ ap: [pki.apCa.certPem], roots: [pki.root.certPem] }))
  const cryptoOnce = async (): Promise<void> => {
    const out = build()
    const opened = openInbound(await readAs4Body(Readable.from([out.body]), out.contentType), { identity: B, trust })
    const receipt = signEnvelope(buildReceipt({ refToMessageId: opened.env.messageId, references: opened.references }).xml, [], B)
    const result = await interpretResponse({ status: 200, contentType: SOAP12_CONTENT_TYPE, body: Buffer.from(receipt) }, out, B.certPem, {}, new Date())
    if (!result.ok) throw new Error(`crypto loop failed: ${result.code} ${result.message}`)
  }
  let n = 0
  const cEnd = performance.now() + Math.min(SECONDS, 5) * 1000
  const c0 = performance.now()
  while (performance.now() < cEnd) { await cryptoOnce(); n++ }
  const cryptoPerSecond = n / ((performance.now() - c0) / 1000)

  console.log(JSON.stringify({
    invoiceBytes: document.length, concurrency: CONCURRENCY, seconds: SECONDS, cpus: os.cpus().length, database: process.env.DATABASE_URL !== undefined ? 'postgres' : 'pglite',
    roundTripsPerSecond: Math.round(rtPerSecond * 10) / 10, roundTrips: done,
    cryptoOnlyPerSecond: Math.round(cryptoPerSecond * 10) / 10,
    ratio: Math.round(rtPerSecond / cryptoPerSecond * 100) / 100
  }, null, 2))
  console.log(`AS4 round trips: ${rtPerSecond.toFixed(1)}/s at concurrency ${CONCURRENCY}; crypto-only ceiling ${cryptoPerSecond.toFixed(1)}/s; ratio ${(rtPerSecond / cryptoPerSecond).toFixed(2)}`)
} finally {
  await agent.close()
  await b.close()
  await net.close()
  fs.rmSync(dir, { recursive: true, force: true })
}
