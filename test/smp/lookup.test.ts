// Recipient lookup the way a sending Access Point does it, over real sockets on loopback: the local SML (DNS server)
// -> our SMP over HTTP -> signature and chain check -> delivery options; and each failure with its own reason.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { api, party } from '../helpers/fixtures.ts'
import { closeAfter } from '../helpers/cleanup.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { makeTestPki, type TestPki } from '../../scripts/pki/make-test-pki.ts'
import { localPeppol } from '../helpers/local-peppol.ts'
import { loadTrustStore } from '../../plugins/peppol-as4/pki/trust-store.ts'
import { SmlLookupClient } from '../../plugins/peppol-as4/sml/lookup.ts'
import { smlParticipant } from '../../plugins/peppol-as4/sml/naming.ts'
import { parsePartyId } from '../../core/peppol/identifiers.ts'
import { lookupDeliveryOptions } from '../../plugins/peppol-as4/smp/client.ts'
import http from 'node:http'
import { signServiceMetadata } from '../../plugins/peppol-as4/xmldsig/smp-signature.ts'
import { X509Certificate } from 'node:crypto'

const PARTY = '0208:0123456749'
const ZONE = 'sml.wharf.test'

const { pki, dns, env, write } = await localPeppol({ zone: ZONE, instances: ['B', 'R'], as4Url: 'https://ap-b.wharf.test/as4' })
closeAfter(dns)
const t = await openWharf({
  ...env,
  // the email channel (the fallback hook below) enabled for tenant "lookup"
  WHARF_PLUGINS_CONFIG: write('plugins.json', JSON.stringify({ plugins: { email: { enabled: false, tenants: { lookup: { enabled: true } } } } }))
})
await t.app.listen({ port: 0, host: '127.0.0.1' })
const smpUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
const { id: tenantId, token: apiToken } = await tenantWithParties(t, 'lookup', [PARTY])
const configured = await api(t, apiToken, 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { payload: { capabilities: { invoices: 'on', orderOnly: 'on' } } })
assert.equal(configured.statusCode, 200, configured.body)
dns.registry.set(smlParticipant(parsePartyId(PARTY)), smpUrl)

const client = (trustPki: TestPki) => ({
  sml: new SmlLookupClient({ zone: ZONE, servers: [dns.address], timeoutMs: 1000 }),
  trust: loadTrustStore('test', { localTestPki: { rootPem: trustPki.root.certPem, smpCaPem: trustPki.smpCa.certPem, apCaPem: trustPki.apCa.certPem } }),
  timeoutMs: 2000
})

test('SML -> SMP -> verified ServiceMetadata: the AS4 URL and AP certificate per document type and process', async () => {
  const all = await lookupDeliveryOptions(client(pki), PARTY)
  assert.equal(all.ok, true, JSON.stringify(all))
  if (!all.ok) return
  assert.equal(all.smpUrl, smpUrl)
  const invoices = await lookupDeliveryOptions(client(pki), 'BE:EN:0123456749', 'Invoice')
  assert.ok(invoices.ok)
  if (!invoices.ok) return
  assert.ok(invoices.options.length >= 1)
  assert.ok(invoices.options.every(o => o.protocol === 'As4' && o.url === 'https://ap-b.wharf.test/as4'))
  assert.ok(invoices.options.every(o => o.certificate.replace(/\s/g, '') === pki.instances[0].ap.certPem.replace(/\s/g, '')))
  assert.ok(invoices.options.some(o => o.documentTypeId.includes('Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1')))
  assert.ok(all.options.some(o => o.documentTypeId.includes('Order-2::Order')), 'orderOnly publishes the Order document type')
})

test('not in the SML: not-registered, quickly', async () => {
  const started = Date.now()
  const r = await lookupDeliveryOptions(client(pki), '0208:0202239951')
  assert.deepEqual(r.ok === false && r.reason, 'not-registered')
  assert.ok(Date.now() - started < 10_000, 'fails fast instead of hanging for the resolver timeout')
})

test('SML/SMP mismatch fails fast with a clear reason', async () => {
  dns.registry.set(smlParticipant(parsePartyId('0088:5790000435968')), smpUrl)
  const started = Date.now()
  const r = await lookupDeliveryOptions(client(pki), '0088:5790000435968')
  assert.equal(r.ok, false)
  if (r.ok) return
  assert.equal(r.reason, 'smp-mismatch')
  assert.match(r.message, /does not know the participant/)
  assert.ok(Date.now() - started < 10_000, `took ${Date.now() - started} ms`)
})

test('an SMP signed under another PKI is refused; an unreachable SMP is reported as such', async () => {
  const other = await makeTestPki({ instances: ['X'] })
  const r = await lookupDeliveryOptions(client(other), PARTY)
  assert.deepEqual(r.ok === false && r.reason, 'bad-signature')
  dns.registry.set(smlParticipant(parsePartyId('9925:BE0202239951')), 'http://127.0.0.1:9/')
  const down = await lookupDeliveryOptions(client(pki), '9925:BE0202239951')
  assert.deepEqual(down.ok === false && down.reason, 'smp-unreachable')
})

test('GET /api/v1/peppol/deliveryOption: records for reachable recipients, reasons for the others', async () => {
  const res = await api(t, apiToken, 'GET', `/api/v1/peppol/deliveryOption?partyIds=${encodeURIComponent(`${PARTY},0208:0202239951`)}&documentFamily=Invoice`)
  assert.equal(res.statusCode, 200, res.body)
  const body = res.json()
  assert.ok(body.deliveryOptions.length >= 1)
  for (const o of body.deliveryOptions) {
    assert.deepEqual(Object.keys(o).sort(), ['certificate', 'documentTypeId', 'partyId', 'processId', 'protocol', 'url'])
    assert.equal(o.url, 'https://ap-b.wharf.test/as4')
    assert.equal(o.protocol, 'As4')
  }
  assert.deepEqual(body.failures.map((f: { partyId: string, reason: string }) => [f.partyId, f.reason]), [['0208:0202239951', 'not-registered']])
  const repeated = await api(t, apiToken, 'GET', `/api/v1/peppol/deliveryOption?partyIds=${PARTY}&partyIds=0208:0202239951&documentFamily=Invoice`)
  assert.equal(repeated.statusCode, 200, repeated.body)
  assert.deepEqual(repeated.json(), body, 'the parameter repeated reads as the comma-separated list')
  const credit = await api(t, apiToken, 'GET', `/api/v1/peppol/deliveryOption?partyIds=${PARTY}&isCredit=true`)
  assert.ok(credit.json().deliveryOptions.every((o: { documentTypeId: string }) => o.documentTypeId.includes('CreditNote')))
  assert.equal((await api(t, apiToken, 'GET', '/api/v1/peppol/deliveryOption?partyIds=0208:0123456789')).statusCode, 400, 'bad check digits')
})

test('queryRecipientParty: Peppol selected when registered; otherwise the fallback hook, shown as peppol-fallback', async () => {
  const on = await api(t, apiToken, 'GET', `/api/v1/queryRecipientParty?identifier=${PARTY}`)
  assert.equal(on.statusCode, 200, on.body)
  assert.equal(on.json().registered, true)
  assert.equal(on.json().selectedChannel, 'peppol')
  assert.equal(on.json().accessPoint.url, 'https://ap-b.wharf.test/as4')
  assert.equal(on.json().accessPoint.seatId, pki.instances[0].seatId)
  assert.ok(on.json().documentTypes.length >= 1)

  const off = await api(t, apiToken, 'GET', '/api/v1/queryRecipientParty?identifier=0208:0202239951')
  assert.equal(off.json().registered, false)
  assert.equal(off.json().reason, 'not-registered')
  assert.equal(off.json().selectedChannel, null, 'no fallback configured yet')

  const mail = await api(t, apiToken, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, action: 'email', topics: ['Send*', 'Send*Fallback'] } })
  assert.equal(mail.statusCode, 201, mail.body)
  const fb = await api(t, apiToken, 'POST', `/api/v1/${PARTY}/salesInvoice/queryRecipientParty`, { payload: ['0208:0202239951', PARTY] })
  assert.equal(fb.statusCode, 200, fb.body)
  const [absent, present] = fb.json().recipients
  assert.equal(absent.selectedChannel, 'peppol-fallback')
  assert.ok(absent.channels.some((c: { channel: string, hookId: string }) => c.channel === 'peppol-fallback' && c.hookId === mail.json().id))
  assert.equal(present.selectedChannel, 'peppol')
  const orders = await api(t, apiToken, 'POST', `/api/v1/${PARTY}/purchaseOrder/queryRecipientParty?includeOptions=true`, { payload: { partyIds: [PARTY], metaAttributes: { ref: 'x' } } })
  assert.equal(orders.statusCode, 200, orders.body)
  assert.ok(orders.json().recipients[0].deliveryOptions.every((o: { documentTypeId: string }) => o.documentTypeId.includes('Order-2::Order')))
})

// A signed SMP Redirect (one hop allowed, PEPPOL.md (d)): a second SMP (its own certificate from the same SMP CA, a
// real HTTP server) lists the participant's document types and redirects each ServiceMetadata to our SMP.
test('a signed SMP Redirect is followed for one hop when CertificateUID names the destination; refused otherwise', async () => {
  const PARTY2 = '0192:987654325'
  await party(t, tenantId, [PARTY2])
  const put = await api(t, apiToken, 'PUT', `/api/v1/peppol/config/party/${PARTY2}`, { payload: { capabilities: { invoices: 'on' } } })
  assert.equal(put.statusCode, 200, put.body)
  const dest = new X509Certificate(pki.instances[0].smp.certPem)
  const redirector = pki.instances[1].smp
  let uid = dest.subject.split('\n').reverse().join(', ') // "CN=..., O=..., C=..." (RFC 2253 order)
  let hops = 1
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '/'
      const path = url.replace(/^\/again/, '')
      if (!/\/services\//.test(path)) { // the ServiceGroup: our SMP's, with its references pointing here
        const group = await fetch(`${smpUrl}${path}`)
        res.writeHead(group.status, { 'content-type': 'text/xml' }).end((await group.text()).split(smpUrl).join(redirUrl))
        return
      }
      const again = hops === 2 && !url.startsWith('/again')
      const href = again ? `${redirUrl}/again${path}` : `${smpUrl}${path}`
      const xml = `<ServiceMetadata xmlns="http://busdox.org/serviceMetadata/publishing/1.0/"><Redirect href="${href.replace(/&/g, '&amp;')}"><CertificateUID>${uid.replace(/&/g, '&amp;')}</CertificateUID></Redirect></ServiceMetadata>`
      const signer = url.startsWith('/again') ? pki.instances[0].smp : redirector // the second hop answers as the destination
      res.writeHead(200, { 'content-type': 'text/xml' }).end(signServiceMetadata(xml, { keyPem: signer.keyPem, certPem: signer.certPem }))
    })().catch(err => { res.writeHead(500).end(String(err)) })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()))
  const redirUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  try {
    dns.registry.set(smlParticipant(parsePartyId(PARTY2)), redirUrl)
    const ok = await lookupDeliveryOptions(client(pki), PARTY2, 'Invoice')
    assert.equal(ok.ok, true, JSON.stringify(ok))
    if (!ok.ok) return
    assert.equal(ok.smpUrl, redirUrl)
    assert.ok(ok.options.length >= 1)
    assert.ok(ok.options.every(o => o.url === 'https://ap-b.wharf.test/as4'))

    for (const form of [dest.serialNumber, dest.fingerprint256, dest.subject.split('\n').join(',')]) {
      uid = form
      const r = await lookupDeliveryOptions(client(pki), PARTY2, 'Invoice')
      assert.equal(r.ok, true, `CertificateUID ${form}: ${JSON.stringify(r)}`)
    }

    uid = new X509Certificate(redirector.certPem).subject.split('\n').reverse().join(', ') // names the redirecting SMP, not the destination
    const wrong = await lookupDeliveryOptions(client(pki), PARTY2, 'Invoice')
    assert.equal(wrong.ok === false && wrong.reason, 'bad-signature')
    assert.match(wrong.ok ? '' : wrong.message, /CertificateUID/)

    uid = dest.serialNumber
    hops = 2
    const twice = await lookupDeliveryOptions(client(pki), PARTY2, 'Invoice')
    assert.equal(twice.ok === false && twice.reason, 'smp-error')
    assert.match(twice.ok ? '' : twice.message, /redirected .* twice/)

    hops = 1
    const other = await makeTestPki({ instances: ['X'] }) // a destination signature that does not chain to the trusted SMP CA
    const untrusted = await lookupDeliveryOptions(client(other), PARTY2, 'Invoice')
    assert.equal(untrusted.ok === false && untrusted.reason, 'bad-signature')
  } finally {
    await new Promise<void>(resolve => server.close(() => resolve()))
  }
})
