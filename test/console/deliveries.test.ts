// The console's hook deliveries page in Debian's Chromium against a real Wharf with its queue worker and a real HTTPS
// receiver on loopback: the receiver is down for 3 attempts (WHARF_RETRY_SCHEDULE 1s,2s; the clock is moved, not
// slept); the page shows the failed deliveries (filters, server-side paging) and each delivery's attempts; "Redrive
// filtered" (after its confirmation) sends the failed set again and each is delivered exactly once with its original
// X-Service-Delivery id; "Retry" sends one delivery again. Screenshots in test-artifacts/console/.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { needs } from '../helpers/tools.ts'
import { api, application, clientToken, party, tenant } from '../helpers/fixtures.ts'
import { flakyReceiver, until, type FlakyReceiver } from '../helpers/flaky-receiver.ts'
import { startConsole, type ConsoleRun } from './harness.ts'

const skip = needs('chromium')
const PARTY = '0208:0123456749'
let c: ConsoleRun
let rx: FlakyReceiver
let manager: { clientId: string, clientSecret: string }
let token: string
let hookId: string
let failedIds: string[]

const list = async (query = ''): Promise<Array<Record<string, any>>> => {
  const res = await api(c.t, token, 'GET', `/api/v1/hook/${hookId}/deliveries${query}`)
  assert.equal(res.statusCode, 200, res.body)
  return res.json().deliveries
}
const attemptsAre = (n: number) => (ds: Array<Record<string, any>>): boolean => ds.length === 3 && ds.every(d => d.attempts === n)

before(async () => {
  if (skip.skip !== undefined) return
  rx = await flakyReceiver()
  c = await startConsole({ WHARF_HOOK_TARGET_ALLOWLIST: '127.0.0.0/8', WHARF_RETRY_SCHEDULE: '1s,2s' }, { workers: true })
  const acme = await tenant(c.t, 'acme')
  await party(c.t, acme.id, [PARTY], 'Buyer BV')
  manager = await application(c.t, acme.id, ['ApManager'])
  token = await clientToken(c.t, manager)
  const hook = await api(c.t, token, 'POST', '/api/v1/hook', { payload: { partyId: PARTY, name: 'erp', url: `${rx.url}/in`, topics: ['OrderReceived'], secureKey: 'a-test-secure-key-of-some-length' } })
  assert.equal(hook.statusCode, 201, hook.body)
  hookId = hook.json().id
  // the receiver is down: 3 events, each attempted 3 times (at 0, +1 s, +3 s on the moved clock), then failed
  await rx.down()
  const emitted = await c.t.admin('POST', '/admin/v1/events', { tenant: acme.id, topic: 'OrderReceived', partyId: PARTY, repeat: 3 })
  assert.equal(emitted.statusCode, 201, emitted.body)
  await until(list, attemptsAre(1))
  c.t.clock.advance(1000)
  await until(list, attemptsAre(2))
  c.t.clock.advance(2000)
  const failed = await until(list, ds => attemptsAre(3)(ds) && ds.every(d => d.status === 'failed'))
  failedIds = failed.map(d => d.deliveryId).sort()
  assert.equal(rx.hits.length, 0)
})
after(async () => { await c?.close(); await rx?.close() })

const rows = async (): Promise<string[]> => await c.page.getByRole('table', { name: 'Deliveries of hook erp' }).locator('tbody th').allTextContents()

test('from the hooks page to the hook\'s deliveries: the failed ones, filtered and paged by the server', skip, async () => {
  const page = c.page
  const requests: string[] = []
  page.on('request', r => { if (r.url().includes('/deliveries?')) requests.push(decodeURIComponent(r.url())) })
  await c.signInTenant(manager)
  await c.open('hooks')
  await page.getByRole('row').filter({ hasText: 'erp' }).getByRole('link', { name: 'Deliveries' }).click()
  await page.waitForURL(/#\/deliveries\?hook=/)
  await c.settled()
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Hook deliveries')
  assert.equal(await page.getByRole('navigation', { name: 'Console pages' }).locator('[aria-current="page"]').textContent(), 'Hooks')
  const unlabelled = await page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('main input, main select')].filter(e => (e.labels?.length ?? 0) === 0).length)
  assert.equal(unlabelled, 0, 'every filter has a label')
  assert.deepEqual((await rows()).sort(), failedIds)
  const table = page.getByRole('table', { name: 'Deliveries of hook erp' })
  assert.deepEqual(await table.locator('tbody td:nth-child(3)').allTextContents(), ['failed', 'failed', 'failed'])
  assert.deepEqual(await table.locator('tbody td:nth-child(4)').allTextContents(), ['3', '3', '3'])
  assert.match(await table.locator('tbody td:nth-child(6)').first().textContent() ?? '', /refused/i)
  await c.shot('deliveries')

  // server-side paging: 2 per page (the address's page size), next and back
  await c.open(`deliveries?hook=${hookId}&limit=2`)
  const first = await rows()
  assert.equal(first.length, 2)
  assert.match(requests.at(-1) ?? '', /limit=2$/)
  assert.equal(await page.getByRole('button', { name: 'Previous page' }).isDisabled(), true)
  await page.getByRole('button', { name: 'Next page' }).click()
  await page.waitForURL(/cursor=/)
  await c.settled()
  const second = await rows()
  assert.equal(second.length, 1)
  assert.deepEqual([...first, ...second].sort(), failedIds)
  assert.match(requests.at(-1) ?? '', /limit=2&cursor=/)
  assert.equal(await page.getByRole('button', { name: 'Next page' }).isDisabled(), true)
  assert.match(await page.getByRole('navigation', { name: 'Pages of deliveries' }).textContent() ?? '', /Page 2, 1 delivery/)
  await page.getByRole('button', { name: 'Previous page' }).click()
  await page.waitForURL(u => !u.hash.includes('cursor='))
  await c.settled()
  assert.deepEqual(await rows(), first)

  // filters reach the API: status, topic (wildcard), period
  await page.getByLabel('Status').selectOption('delivered')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL(/status=delivered/)
  await c.settled()
  assert.equal(await page.locator('p.empty').textContent(), 'No deliveries match.')
  await page.getByLabel('Status').selectOption('failed')
  await page.getByLabel('Topic').fill('Order*')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL(/topic=Order/)
  await c.settled()
  assert.equal((await rows()).length, 2)
  assert.match(requests.at(-1) ?? '', /status=failed&topic=Order\*&limit=2$/)
  await page.getByLabel('Created from').fill('2099-01-01T00:00')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL(/from=2099/)
  await c.settled()
  assert.equal(await page.locator('p.empty').textContent(), 'No deliveries match.')
})

test('a delivery\'s attempts: time, outcome, HTTP status, latency and error, oldest first', skip, async () => {
  const page = c.page
  await c.open(`deliveries?hook=${hookId}&status=failed`)
  await page.getByRole('link', { name: failedIds[0] }).click()
  await page.waitForURL(/delivery=/)
  await c.settled()
  await page.getByRole('heading', { level: 2, name: `Delivery ${failedIds[0]}` }).waitFor()
  const attempts = page.getByRole('table', { name: `Attempts of delivery ${failedIds[0]}, oldest first` })
  assert.deepEqual(await attempts.locator('tbody th').allTextContents(), ['1', '2', '3'])
  assert.deepEqual(await attempts.locator('tbody td:nth-child(3)').allTextContents(), ['retry', 'retry', 'failed'])
  assert.deepEqual(await attempts.locator('tbody td:nth-child(4)').allTextContents(), ['—', '—', '—'])
  for (const e of await attempts.locator('tbody td:nth-child(6)').allTextContents()) assert.match(e, /^CONNECTION_REFUSED .*refused/i)
  for (const l of await attempts.locator('tbody td:nth-child(5)').allTextContents()) assert.match(l, /^\d+ ms$/)
  // the times follow the retry schedule on the moved clock: +1 s, then +2 s
  const times = (await attempts.locator('tbody time').evaluateAll(ts => ts.map(t => t.getAttribute('datetime')))).map(s => Date.parse(s ?? ''))
  assert.deepEqual([times[1] - times[0], times[2] - times[1]], [1000, 2000])
  await c.shot('delivery-attempts')
})

test('"Redrive filtered" asks first, then sends the failed set again: each delivered once with its delivery id', skip, async () => {
  const page = c.page
  const bodies: string[] = []
  page.on('request', r => { if (r.url().endsWith('/deliveries/redrive')) bodies.push(r.postData() ?? '') })
  await rx.up()
  c.t.clock.advance(60_000)
  await c.open(`deliveries?hook=${hookId}&status=failed`)
  const opener = page.getByRole('button', { name: 'Redrive filtered…' })
  // Cancel (and Escape) send nothing
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Redrive deliveries of hook erp?' })
  await dialog.waitFor()
  assert.match(await dialog.textContent() ?? '', /every delivery of this hook with status failed/)
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Cancel', 'the safe choice has focus')
  await c.shot('deliveries-redrive-confirm')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await opener.click()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await dialog.waitFor({ state: 'hidden' })
  assert.deepEqual(bodies, [])
  assert.equal((await list('?status=failed')).length, 3)

  // by keyboard: Enter on the button opens the dialog, Tab goes back from Cancel to Redrive, Enter confirms
  await opener.focus()
  await page.keyboard.press('Enter')
  await dialog.waitFor()
  await page.keyboard.press('Shift+Tab')
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Redrive')
  await page.keyboard.press('Enter')
  await page.getByRole('status').filter({ hasText: 'Redrive of hook erp: 3 deliveries queued again.' }).waitFor()
  assert.deepEqual(bodies.map(b => JSON.parse(b)), [{ status: 'failed' }])
  const delivered = await until(list, ds => ds.length === 3 && ds.every(d => d.status === 'delivered'))
  await new Promise(resolve => setTimeout(resolve, 300)) // nothing more arrives
  assert.equal(rx.hits.length, 3, 'each delivery reached the receiver once')
  assert.deepEqual(rx.hits.map(h => h.deliveryId).sort(), failedIds, 'with the X-Service-Delivery ids of the failed attempts')
  assert.ok(delivered.every(d => d.attempts === 4 && d.lastStatusCode === 200))

  await c.open(`deliveries?hook=${hookId}&status=delivered`)
  assert.deepEqual((await rows()).sort(), failedIds)
  await page.getByRole('link', { name: failedIds[1] }).click()
  await page.waitForURL(/delivery=/)
  await c.settled()
  const attempts = page.getByRole('table', { name: `Attempts of delivery ${failedIds[1]}, oldest first` })
  assert.deepEqual(await attempts.locator('tbody td:nth-child(3)').allTextContents(), ['retry', 'retry', 'failed', 'delivered'])
  assert.equal(await attempts.locator('tbody tr:last-child td:nth-child(4)').textContent(), '200')
  assert.equal(await attempts.locator('tbody tr:last-child pre').textContent(), '{"received":true}')
  await c.shot('deliveries-redriven')
})

test('"Retry" sends one delivery again with the same id; the announcement says so', skip, async () => {
  const page = c.page
  const id = failedIds[2]
  c.t.clock.advance(5000)
  await c.open(`deliveries?hook=${hookId}`)
  await page.getByRole('button', { name: `Retry delivery ${id}` }).focus()
  await page.keyboard.press('Enter')
  await page.getByRole('status').filter({ hasText: `Delivery ${id} queued again (pending).` }).waitFor()
  await until(async () => rx.hits.length, n => n === 4)
  assert.equal(rx.hits.at(-1)?.deliveryId, id)
  await until(list, ds => ds.find(d => d.deliveryId === id)?.attempts === 5 && ds.every(d => d.status === 'delivered'))
  await new Promise(resolve => setTimeout(resolve, 300))
  assert.equal(rx.hits.length, 4, 'only that one was sent again')
  await c.open(`deliveries?hook=${hookId}&delivery=${id}`)
  const attempts = page.getByRole('table', { name: `Attempts of delivery ${id}, oldest first` })
  assert.deepEqual(await attempts.locator('tbody td:nth-child(3)').allTextContents(), ['retry', 'retry', 'failed', 'delivered', 'delivered'])
  await c.shot('deliveries-retried')
})

test('an ApUser sees the deliveries but a retry or redrive is refused with the API\'s 403; nothing is sent', skip, async () => {
  const page = c.page
  const tenantId = (await c.t.admin('GET', '/admin/v1/tenants')).json().tenants[0].id
  const reader = await application(c.t, tenantId, ['ApUser'])
  await page.getByRole('button', { name: 'Sign out' }).click()
  await c.signInTenant(reader)
  await c.open(`deliveries?hook=${hookId}`)
  assert.equal((await rows()).length, 3)
  await page.getByRole('button', { name: `Retry delivery ${failedIds[0]}` }).click()
  await page.getByRole('alert').waitFor()
  assert.match(await page.getByRole('alert').textContent() ?? '', /^403: /)
  assert.match(await page.getByRole('status').textContent() ?? '', /^Retry of delivery .* failed: 403/)
  await page.getByRole('button', { name: 'Redrive filtered…' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Redrive', exact: true }).click()
  await page.getByRole('status').filter({ hasText: /^Redrive failed: 403/ }).waitFor()
  await new Promise(resolve => setTimeout(resolve, 300))
  assert.equal(rx.hits.length, 4)
  // an unknown hook: the API's 404 in the error box
  await c.open('deliveries?hook=nope')
  assert.match(await page.getByRole('alert').textContent() ?? '', /^404: /)
  await c.shot('deliveries-refused')
  assert.deepEqual(c.problems().filter(p => !/40[134]/.test(p)), [])
})
