// The console's tenant pages in Debian's Chromium against a real Wharf: parties (capabilities on/off/inherited with
// the resolved state, registration, document types) and the capability change; documents (filters, server-side
// paging with the `next` cursor, a document's timeline); hooks and activating/deactivating one; recipient lookup
// through a real SML (DNS on loopback) and the Wharf's own SMP. Screenshots in test-artifacts/console/.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { needs } from '../helpers/tools.ts'
import { api, application, clientToken, hostOf, party, tenant, user } from '../helpers/fixtures.ts'
import { fixture } from '../documents/helpers.ts'
import type { SmlDnsServer } from '../../scripts/network/sml/dns-server.ts'
import { localPeppol } from '../helpers/local-peppol.ts'
import { smlParticipant } from '../../plugins/peppol-as4/sml/naming.ts'
import { parsePartyId } from '../../core/peppol/identifiers.ts'
import { startConsole, type ConsoleRun } from './harness.ts'

const skip = needs('chromium')
const P1 = '0088:7300010000001'
const P2 = '0192:987654325'
const ZONE = 'sml.console.test'
let c: ConsoleRun
let dns: SmlDnsServer
let manager: { clientId: string, clientSecret: string }
let token: string
let hookId: string

/** The official BIS 3 invoice with P2 as seller and P1 as buyer (so P1 receives it from P2). */
const invoice = (number: string): string => fixture('bis3-base-example.xml').toString('utf8')
  .replace('<cbc:EndpointID schemeID="0088">9482348239847239874</cbc:EndpointID>', '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>')
  .replace('<cbc:EndpointID schemeID="0002">FR23342</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>')
  .replace('<cbc:ID>Snippet1</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`)

before(async () => {
  if (skip.skip !== undefined) return
  const net = await localPeppol({ zone: ZONE, instances: ['C'], as4Url: 'https://ap-c.wharf.test/as4' })
  dns = net.dns
  c = await startConsole(net.env)
  const acme = await tenant(c.t, 'acme')
  await party(c.t, acme.id, [P1], 'Buyer BV')
  await party(c.t, acme.id, [P2], 'Seller NV')
  manager = await application(c.t, acme.id, ['ApManager'])
  token = await clientToken(c.t, manager)
  const put = await api(c.t, token, 'PUT', `/api/v1/peppol/config/party/${P1}`, { payload: { capabilities: { invoices: 'on' } } })
  assert.equal(put.statusCode, 200, put.body)
  // The SML answers for P1 with this Wharf's SMP
  dns.registry.set(smlParticipant(parsePartyId(P1)), c.base)
  // 12 invoices received by P1 from P2, a second apart (the list is newest first)
  for (let i = 1; i <= 12; i++) {
    c.t.clock.advance(1000)
    const res = await c.t.app.inject({ method: 'POST', url: `/api/v1/${P1}/generic/receive`, payload: invoice(`INV-${String(i).padStart(2, '0')}`), headers: { host: hostOf('acceptance'), authorization: `Bearer ${token}`, 'content-type': 'application/xml' } })
    assert.equal(res.statusCode < 300, true, res.body)
  }
  // one invoice sent by P2 that fails at once: no hook takes SendInvoice for P2
  const sent = await c.t.app.inject({ method: 'POST', url: `/api/v1/${P2}/salesInvoice/send`, payload: invoice('OUT-01'), headers: { host: hostOf('acceptance'), authorization: `Bearer ${token}`, 'content-type': 'application/xml' } })
  assert.equal(sent.json().error?.code, 'NO_CHANNEL', sent.body)
  const hook = await api(c.t, token, 'POST', '/api/v1/hook', { payload: { partyId: P1, name: 'erp', url: 'https://hooks.example.test/in', topics: ['InvoiceReceived'] } })
  assert.equal(hook.statusCode, 201, hook.body)
  hookId = hook.json().id
})
after(async () => { await c?.close(); await dns?.close() })

test('signing in to a tenant with an application; a wrong secret is refused; then the page that asked for it opens', skip, async () => {
  await c.open('hooks')
  assert.equal(await c.page.getByRole('note').textContent(), 'This page needs a tenant sign-in.')
  await c.page.getByLabel('Client id', { exact: true }).fill(manager.clientId)
  await c.page.getByLabel('Client secret', { exact: true }).fill('wrong')
  await c.page.getByRole('button', { name: 'Sign in to the tenant' }).click()
  const alert = c.page.getByRole('alert')
  await alert.waitFor()
  assert.match(await alert.textContent() ?? '', /^401: /)
  await c.page.getByLabel('Client secret', { exact: true }).fill(manager.clientSecret)
  await c.page.getByRole('button', { name: 'Sign in to the tenant' }).click()
  // the address was #/hooks all along (showing the sign-in form): the hooks page replaces the form
  await c.page.getByRole('heading', { level: 1, name: 'Hooks' }).waitFor()
  await c.settled()
  assert.equal(await c.page.locator('main > *').evaluate(e => e.localName), 'wharf-hooks')
  assert.match(await c.page.getByRole('status').textContent() ?? '', /Signed in to tenant acme/)
  assert.match(await c.page.locator('#who').textContent() ?? '', /tenant acme \(application .+, acceptance\)/)
})

test('parties page: capabilities with their resolved state, registration and published document types', skip, async () => {
  const page = c.page
  await c.open('parties')
  await page.getByRole('link', { name: P1 }).click()
  await page.getByRole('heading', { name: 'Party Buyer BV' }).waitFor()
  assert.equal(await page.getByLabel('Setting of invoices').inputValue(), 'on')
  assert.equal(await page.locator('[data-capability="invoices"]').textContent(), 'on')
  // a capability left to the tenant default: inherited, resolving to off (no default set)
  assert.equal(await page.getByLabel('Setting of orderOnly').inputValue(), 'inherited')
  assert.equal(await page.locator('[data-capability="orderOnly"]').textContent(), 'off')
  const published = await page.getByRole('table', { name: 'Document types in the SMP' }).textContent() ?? ''
  assert.match(published, /Invoice-2::Invoice##urn:cen\.eu:en16931:2017#compliant#urn:fdc:peppol\.eu:2017:poacc:billing:3\.0::2\.1/)
  assert.doesNotMatch(published, /Order-2::Order##/)
  assert.match(await page.locator('dl.facts').nth(1).textContent() ?? '', /SML\s*not-configured/)
  await c.shot('parties')
})

test('capability change: orderOnly on is saved through the API, resolved, published, and in the SMP', skip, async () => {
  const page = c.page
  await page.getByLabel('Setting of orderOnly').selectOption('on')
  await page.getByRole('button', { name: 'Save capabilities' }).click()
  await page.getByRole('status').filter({ hasText: 'Capabilities of 0088:7300010000001 saved: orderOnly on.' }).waitFor()
  await c.settled()
  assert.equal(await page.locator('[data-capability="orderOnly"]').textContent(), 'on')
  assert.match(await page.getByRole('table', { name: 'Document types in the SMP' }).textContent() ?? '', /Order-2::Order##/)
  const cfg = await api(c.t, token, 'GET', `/api/v1/peppol/config/party/${P1}`)
  assert.equal(cfg.json().capabilities.orderOnly, 'on')
  await c.shot('parties-capability-changed')
  // back to inherited: resolved off again
  await page.getByLabel('Setting of orderOnly').selectOption('inherited')
  await page.getByRole('button', { name: 'Save capabilities' }).click()
  await page.getByRole('status').filter({ hasText: 'orderOnly inherited' }).waitFor()
  await c.settled()
  assert.equal(await page.locator('[data-capability="orderOnly"]').textContent(), 'off')
  assert.equal((await api(c.t, token, 'GET', `/api/v1/peppol/config/party/${P1}`)).json().capabilities.orderOnly, 'inherited')
})

test('documents page: filters and server-side paging with the next cursor, forward and back', skip, async () => {
  const page = c.page
  const requests: string[] = []
  page.on('request', r => { if (r.url().includes('/documents?')) requests.push(decodeURIComponent(r.url())) })
  await c.open(`documents?party=${P1}`)
  await page.getByLabel('Page size').selectOption('10')
  await page.getByLabel('Family').selectOption('Invoice')
  await page.getByLabel('Direction').selectOption('in')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL(/limit=10/)
  await c.settled()
  const rows = (): Promise<string[]> => page.getByRole('table', { name: `Documents of ${P1}` }).locator('tbody th').allTextContents()
  const first = await rows()
  assert.equal(first.length, 10)
  assert.deepEqual(first.slice(0, 2), ['INV-12', 'INV-11']) // newest first
  assert.equal(await page.getByRole('button', { name: 'Previous page' }).isDisabled(), true)
  const last = requests[requests.length - 1]
  assert.match(last, /direction=in&family=Invoice&limit=10$/)
  await c.shot('documents')
  await page.getByRole('button', { name: 'Next page' }).click()
  await page.waitForURL(/cursor=/)
  await c.settled()
  assert.deepEqual(await rows(), ['INV-02', 'INV-01'])
  assert.match(requests[requests.length - 1], /limit=10&cursor=/)
  assert.equal(await page.getByRole('button', { name: 'Next page' }).isDisabled(), true)
  assert.match(await page.locator('.pager span').textContent() ?? '', /Page 2, 2 documents/)
  await page.getByRole('button', { name: 'Previous page' }).click()
  await page.waitForURL(u => !u.hash.includes('cursor='))
  await c.settled()
  assert.equal((await rows())[0], 'INV-12')
  // counterparty and status filters reach the API; an order family has none
  await page.getByLabel('Counterparty').fill(P2)
  await page.getByLabel('Status').selectOption('received')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL(/counterparty=/)
  await c.settled()
  assert.equal((await rows()).length, 10)
  assert.match(requests[requests.length - 1], new RegExp(`status=received&counterparty=${P2}`))
  await page.getByLabel('Family').selectOption('Order')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL(/family=Order/)
  await c.settled()
  assert.equal(await page.locator('p.empty').textContent(), 'No documents match.')
  // a period in the future: nothing
  await page.getByLabel('Family').selectOption('')
  await page.getByLabel('Created from').fill('2099-01-01T00:00')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL(/from=2099/)
  await c.settled()
  assert.equal(await page.locator('p.empty').textContent(), 'No documents match.')
  assert.match(requests[requests.length - 1], /from=2099-01-01T/)
})

test('a document\'s page: metadata and the timeline of its status history', skip, async () => {
  const page = c.page
  await c.open(`documents?party=${P1}&limit=10`)
  await page.getByRole('link', { name: 'INV-07' }).click()
  await page.waitForURL(/#\/document\?/)
  await c.settled()
  assert.equal(await page.getByRole('heading', { level: 2 }).first().textContent(), 'Invoice INV-07')
  const facts = await page.locator('dl.facts').first().textContent() ?? ''
  assert.match(facts, /Directionreceived/)
  assert.match(facts, new RegExp(`Sender${P2}`))
  const id = new URL(page.url().replace('#/document', '')).searchParams.get('id') as string
  // the document is downloaded through the API: its lifecycle gets Downloaded, and the page shows it after a reload
  assert.equal((await api(c.t, token, 'GET', `/api/v1/${P1}/generic/${id}/download`)).statusCode, 200)
  await page.reload()
  await c.settled()
  const lifecycle = (await api(c.t, token, 'GET', `/api/v1/${P1}/generic/${id}/status`)).json() as Array<{ name: string }>
  const history = (await api(c.t, token, 'GET', `/api/v1/${P1}/documents/${id}`)).json().history as Array<{ status: string }>
  assert.deepEqual(lifecycle.map(s => s.name), ['Received', 'Downloaded'])
  assert.ok(history.length >= 1)
  const lines = await page.locator('ol.timeline > li .line').allTextContents()
  assert.equal(lines.length, lifecycle.length + history.length)
  assert.deepEqual(await page.locator('ol.timeline > li.lifecycle strong').allTextContents(), ['Received', 'Downloaded'])
  assert.deepEqual(await page.locator('ol.timeline > li.processing strong').allTextContents(), history.map(e => e.status))
  assert.match(lines[lines.length - 1], /Lifecycle Downloaded — First downloaded by application /)
  assert.match(await page.locator('ol.timeline > li.processing .meta').first().textContent() ?? '', /topic InvoiceReceived · event /)
  await c.shot('document-timeline')
})

test('a sent document that failed: found by direction and status, its timeline from Pending to Failed with the reason', skip, async () => {
  const page = c.page
  await c.open(`documents?party=${P2}&direction=out&status=error`)
  const rows = page.getByRole('table', { name: `Documents of ${P2}` }).locator('tbody tr')
  assert.equal(await rows.count(), 1)
  assert.match(await rows.first().textContent() ?? '', new RegExp(`OUT-01sentInvoiceerror${P1}`))
  await page.getByRole('link', { name: 'OUT-01' }).click()
  await page.waitForURL(/#\/document\?/)
  await c.settled()
  assert.match(await page.locator('dl.facts').first().textContent() ?? '', /Directionsent.*Statuserror.*Status reasonNo hook takes SendInvoice/)
  assert.deepEqual(await page.locator('ol.timeline > li.lifecycle strong').allTextContents(), ['Pending', 'Validated', 'Failed'])
  assert.deepEqual(await page.locator('ol.timeline > li.processing strong').allTextContents(), ['queued', 'error'])
  assert.match(await page.locator('ol.timeline').textContent() ?? '', /error — No hook takes SendInvoice/)
  await c.shot('document-sent-failed')
})

/** The hook's isActive as the API answers it, asked until it is `expected` (at most 2 s). */
async function hookActive (expected: boolean): Promise<boolean> {
  let seen = !expected
  for (let i = 0; i < 20 && seen !== expected; i++) {
    if (i > 0) await new Promise(resolve => setTimeout(resolve, 100))
    seen = (await api(c.t, token, 'GET', `/api/v1/hook/${hookId}`)).json().isActive
  }
  return seen
}

test('hooks page: the tenant\'s hooks; deactivating and activating a hook goes through the API', skip, async () => {
  const page = c.page
  await c.open('hooks')
  const row = page.getByRole('row').filter({ hasText: 'erp' })
  assert.match(await row.textContent() ?? '', /webhook.*0088:7300010000001.*InvoiceReceived.*https:\/\/hooks\.example\.test\/in.*active/)
  // the deliveries page is registered: each hook links to its deliveries (test/console/deliveries.test.ts)
  assert.equal(await row.getByRole('link', { name: 'Deliveries' }).getAttribute('href'), `#/deliveries?hook=${hookId}`)
  await c.shot('hooks')
  await page.getByRole('button', { name: 'Deactivate erp' }).click()
  await page.getByRole('button', { name: 'Activate erp' }).waitFor()
  assert.equal(await hookActive(false), false)
  // waited for, not read at once (read at once, it was still empty in one run on PostgreSQL)
  await page.getByRole('status').filter({ hasText: 'Hook erp is now inactive.' }).waitFor()
  await c.shot('hooks-deactivated')
  await page.getByRole('button', { name: 'Activate erp' }).click()
  await page.getByRole('button', { name: 'Deactivate erp' }).waitFor()
  assert.equal(await hookActive(true), true)
})

test('recipient lookup: the SML and SMP answer, endpoint and certificate; an unregistered recipient says why', skip, async () => {
  const page = c.page
  await c.open('lookup')
  await page.getByLabel('Recipient identifier').fill(P1)
  await page.getByLabel('Document family').selectOption('Invoice')
  await page.getByRole('button', { name: 'Look up' }).click()
  await page.waitForURL(/identifier=/)
  await c.settled()
  const answer = await page.locator('dl.facts').textContent() ?? ''
  assert.match(answer, /On Peppolyes/)
  assert.match(answer, /Access Pointhttps:\/\/ap-c\.wharf\.test\/as4/)
  const options = page.getByRole('table', { name: 'Delivery options for Invoice' })
  assert.match(await options.textContent() ?? '', /busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice/)
  assert.match(await options.getByRole('cell', { name: 'https://ap-c.wharf.test/as4' }).first().textContent() ?? '', /ap-c/)
  assert.deepEqual([...new Set(await options.locator('tbody td:last-child').allTextContents())], ['certificate 1'])
  await page.getByText('Certificate 1 (seat POP000001)').click()
  assert.match(await page.locator('details.certificate pre').textContent() ?? '', /^-----BEGIN CERTIFICATE-----/)
  await c.shot('lookup')
  await page.getByLabel('Recipient identifier').fill(P2)
  await page.getByRole('button', { name: 'Look up' }).click()
  await page.waitForURL(new RegExp(`identifier=${encodeURIComponent(P2)}`))
  await c.settled()
  assert.match(await page.locator('dl.facts').textContent() ?? '', /On Peppolno/)
  assert.equal(await page.getByRole('table', { name: 'Lookup failures' }).getByRole('row').count(), 2)
  await c.shot('lookup-not-registered')
  assert.deepEqual(c.problems().filter(p => !/401/.test(p)), [])
})

test('an ApUser sees the pages but a change is refused: the API\'s 403 is shown and nothing changes', skip, async () => {
  const page = c.page
  const reader = await application(c.t, (await c.t.admin('GET', '/admin/v1/tenants')).json().tenants[0].id, ['ApUser'])
  await page.getByRole('button', { name: 'Sign out' }).click()
  await c.signInTenant(reader)
  await c.open(`parties?party=${P1}`)
  await page.getByLabel('Setting of orders').selectOption('on')
  await page.getByRole('button', { name: 'Save capabilities' }).click()
  const alert = page.getByRole('alert')
  await alert.waitFor()
  assert.match(await alert.textContent() ?? '', /^403: .*ApManager/)
  assert.equal((await api(c.t, token, 'GET', `/api/v1/peppol/config/party/${P1}`)).json().capabilities.orders, 'inherited')
  await c.shot('parties-change-refused')
  await c.open('hooks')
  await page.getByRole('button', { name: 'Deactivate erp' }).click()
  await page.getByRole('alert').waitFor()
  assert.match(await page.getByRole('alert').textContent() ?? '', /^403: /)
  assert.equal((await api(c.t, token, 'GET', `/api/v1/hook/${hookId}`)).json().isActive, true)
})

test('a user of the tenant signs in with the password grant and sees only its own party', skip, async () => {
  const page = c.page
  const tenantId = (await c.t.admin('GET', '/admin/v1/tenants')).json().tenants[0].id
  await user(c.t, tenantId, 'carol', 'Carol!12345', [P2])
  await page.getByRole('button', { name: 'Sign out' }).click()
  await c.open('sign-in')
  await page.getByLabel('Client id', { exact: true }).fill(manager.clientId)
  await page.getByLabel('Client secret', { exact: true }).fill(manager.clientSecret)
  await page.getByLabel('Username', { exact: true }).fill('carol')
  await page.getByLabel('Password', { exact: true }).fill('Carol!12345')
  await page.getByRole('button', { name: 'Sign in to the tenant' }).click()
  await page.waitForURL(/#\/parties/)
  await c.settled()
  assert.match(await page.locator('#who').textContent() ?? '', /tenant acme \(user carol, acceptance\)/)
  assert.deepEqual(await page.getByRole('table', { name: 'Parties' }).locator('tbody th').allTextContents(), [P2])
  await c.shot('parties-as-user')
})
