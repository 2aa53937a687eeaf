// The SMP as a whole: a party's Peppol configuration (capabilities, business card) drives the public ServiceGroup,
// the SignedServiceMetadata (verified by our client and by Debian's xmlsec1 against the test PKI) and the business
// card; unknown participants and document types are 404; changes show at once.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { api } from '../helpers/fixtures.ts'
import { openWharf, tenantWithParties } from '../helpers/setup.ts'
import { instanceEnv } from '../helpers/local-peppol.ts'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { loadTrustStore } from '../../plugins/peppol-as4/pki/trust-store.ts'
import { verifyServiceMetadata } from '../../plugins/peppol-as4/xmldsig/smp-signature.ts'
import { has, xmlsec1Verify } from '../helpers/tools.ts'
import { parseBusinessCard, parseServiceGroup, parseServiceMetadata } from '../../plugins/peppol-as4/smp-xml/documents.ts'
import { BUSINESS_CARD_REQUIRED } from '../../plugins/peppol-as4/smp/business-card.ts'
import { putPartyPeppol } from '../../plugins/peppol-as4/smp/store.ts'

const PARTY = '0208:0123456749'
const P = encodeURIComponent(`iso6523-actorid-upis::${PARTY}`)
const INVOICE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const host = { host: 'acceptance.wharf.test' }

const pki = await makeTestPki({ instances: ['A'] })
const t = await openWharf({ ...instanceEnv(pki), WHARF_AS4_URL: 'https://ap-a.wharf.test/as4' })
const { token } = await tenantWithParties(t, 'smp', [[PARTY, '9925:BE0123456749']])

test('capabilities on -> ServiceGroup and signed ServiceMetadata that verify (our client and xmlsec1)', async () => {
  assert.equal((await t.app.inject({ method: 'GET', url: `/${P}`, headers: host })).statusCode, 404, 'nothing published yet')
  const put = await api(t, token, 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { payload: { capabilities: { invoices: 'on' } } })
  assert.equal(put.statusCode, 200, put.body)
  assert.ok(put.json().documentTypes.some((d: { documentTypeId: string }) => d.documentTypeId === INVOICE))

  const group = await t.app.inject({ method: 'GET', url: `/${P}`, headers: host })
  assert.equal(group.statusCode, 200)
  assert.match(String(group.headers['content-type']), /xml/)
  const sg = parseServiceGroup(group.body)
  assert.equal(sg.participant.value, PARTY)
  const hrefs = sg.references.map(r => r.href)
  const invoiceHref = hrefs.find(h => h.endsWith(encodeURIComponent(INVOICE)))
  assert.ok(invoiceHref !== undefined, hrefs.join('\n'))

  const md = await t.app.inject({ method: 'GET', url: new URL(invoiceHref as string).pathname, headers: host })
  assert.equal(md.statusCode, 200, md.body)
  const trust = loadTrustStore('test', { localTestPki: { rootPem: pki.root.certPem, smpCaPem: pki.smpCa.certPem, apCaPem: pki.apCa.certPem } })
  const v = verifyServiceMetadata(md.body, { trust })
  assert.equal(v.ok, true, v.reason)
  const info = parseServiceMetadata(v.serviceMetadata as never)
  assert.ok('processes' in info)
  if ('processes' in info) {
    assert.equal(info.processes[0].endpoints[0].url, 'https://ap-a.wharf.test/as4')
    assert.equal(info.processes[0].endpoints[0].transportProfile, 'peppol-transport-as4-v2_0')
  }
  if (has('xmlsec1')) {
    const r = xmlsec1Verify(md.body, { trustedPems: [pki.root.certPem], untrustedPems: [pki.smpCa.certPem] })
    assert.equal(r.ok, true, r.output)
  }
  const tampered = md.body.replace('https://ap-a.wharf.test/as4', 'https://evil.example/as4')
  assert.equal(verifyServiceMetadata(tampered, { trust }).ok, false)
})

test('404 for unknown participants and document types; the alias participant form is another participant string', async () => {
  assert.equal((await t.app.inject({ method: 'GET', url: `/${encodeURIComponent('iso6523-actorid-upis::0208:0202239951')}`, headers: host })).statusCode, 404)
  assert.equal((await t.app.inject({ method: 'GET', url: `/${P}/services/${encodeURIComponent('busdox-docid-qns::urn:nothing::X##y::2.1')}`, headers: host })).statusCode, 404)
  const order = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Order-2::Order##urn:fdc:peppol.eu:poacc:trns:order:3::2.1'
  assert.equal((await t.app.inject({ method: 'GET', url: `/${P}/services/${encodeURIComponent(order)}`, headers: host })).statusCode, 404, 'orders are off')
  const other = await t.app.inject({ method: 'GET', url: '/not-a-participant', headers: host })
  assert.equal(other.statusCode, 404)
  assert.equal(other.json().code, 'NOT_FOUND', 'other single-segment paths keep the API error shape')
})

test('switching a capability off removes it at once; the 9925 identifier of the same party publishes too', async () => {
  const vat = encodeURIComponent('iso6523-actorid-upis::9925:BE0123456749')
  assert.equal((await t.app.inject({ method: 'GET', url: `/${vat}`, headers: host })).statusCode, 200)
  await api(t, token, 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { payload: { capabilities: { invoices: 'off' } } })
  assert.equal((await t.app.inject({ method: 'GET', url: `/${P}/services/${encodeURIComponent(INVOICE)}`, headers: host })).statusCode, 404)
  await api(t, token, 'PUT', '/api/v1/peppol/config', { payload: { capabilities: { invoices: 'on' } } })
  await api(t, token, 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { payload: { capabilities: { invoices: 'inherited' } } })
  assert.equal((await t.app.inject({ method: 'GET', url: `/${P}/services/${encodeURIComponent(INVOICE)}`, headers: host })).statusCode, 200, 'inherited reads the tenant default')
})

test('business card: exact error without names or country code; served as business card v3', async () => {
  for (const card of [{ address: { value: 'Main street 1, Brussels, BE' } }, { names: { value: 'Acme' }, address: { value: 'Main street 1, Brussels' } }, { names: { value: '' }, address: { value: 'BE' } }]) {
    const res = await api(t, token, 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { payload: { businessCard: card } })
    assert.equal(res.statusCode, 400)
    assert.equal(res.json().message, BUSINESS_CARD_REQUIRED)
    assert.equal(res.json().message, 'Both name(s) and country code are required when adding a business card')
  }
  // Two letters that are no ISO 3166-1 country (the list of the official EN 16931 code list check BR-CL-14).
  const xx = await api(t, token, 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { payload: { capabilities: { orders: 'on' }, businessCard: { names: { value: 'Acme' }, address: { value: 'Brussels, XX' } } } })
  assert.equal(xx.statusCode, 400, xx.body)
  assert.equal(xx.json().code, 'VALIDATION_FAILED')
  assert.match(xx.json().message, /XX is not an ISO 3166-1 alpha-2 code/)
  assert.notEqual((await api(t, token, 'GET', `/api/v1/peppol/config/party/${PARTY}`)).json().capabilities.orders, 'on', 'nothing of the request saved')
  // A card an earlier release stored with such a code is still served (the check is for writes only).
  const party = await t.wharf.knex('party_identifiers').where({ scheme: '0208', value: '0123456749' }).first('party_id', 'tenant_id') as { party_id: string, tenant_id: string }
  await putPartyPeppol(t.wharf.knex, t.wharf.clock, party.party_id, party.tenant_id, { businessCard: { names: { value: 'Old' }, address: { value: 'Brussels, XX' } } })
  const old = await t.app.inject({ method: 'GET', url: `/businesscard/${P}`, headers: host })
  assert.equal(old.statusCode, 200, old.body)
  assert.equal(parseBusinessCard(old.body).entities[0].countryCode, 'XX')
  const ok = await api(t, token, 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { payload: { businessCard: { names: { value: 'Acme NV, Acme Belgium' }, address: { value: 'Main street 1, 1000 Brussels, BE' }, emailAddress: { value: 'peppol@acme.test' } } } })
  assert.equal(ok.statusCode, 200, ok.body)
  const bc = await t.app.inject({ method: 'GET', url: `/businesscard/${P}`, headers: host })
  assert.equal(bc.statusCode, 200)
  const card = parseBusinessCard(bc.body)
  assert.deepEqual(card.entities[0].names.map(n => n.name), ['Acme NV', 'Acme Belgium'])
  assert.equal(card.entities[0].countryCode, 'BE')
})

test('WHARF_SMP_CACHE_ENTRIES=0: every answer is signed when asked, the same bytes each time, and verifies', async () => {
  const u = await openWharf({ ...instanceEnv(pki), WHARF_AS4_URL: 'https://ap-a.wharf.test/as4', WHARF_SMP_CACHE_ENTRIES: '0' })
  const { token: own } = await tenantWithParties(u, 'smp-uncached', [PARTY])
  assert.equal((await api(u, own, 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { payload: { capabilities: { invoices: 'on' } } })).statusCode, 200)
  const url = `/${P}/services/${encodeURIComponent(INVOICE)}`
  const first = await u.app.inject({ method: 'GET', url, headers: host })
  const second = await u.app.inject({ method: 'GET', url, headers: host })
  assert.equal(first.statusCode, 200, first.body)
  assert.equal(second.body, first.body, 'RSA PKCS#1 v1.5 signatures of the same document are the same')
  const trust = loadTrustStore('test', { localTestPki: { rootPem: pki.root.certPem, smpCaPem: pki.smpCa.certPem, apCaPem: pki.apCa.certPem } })
  assert.equal(verifyServiceMetadata(second.body, { trust }).ok, true)
  assert.equal((await api(u, own, 'PUT', `/api/v1/peppol/config/party/${PARTY}`, { payload: { capabilities: { invoices: 'off' } } })).statusCode, 200)
  assert.equal((await u.app.inject({ method: 'GET', url, headers: host })).statusCode, 404)
})
