// The operator console in Debian's Chromium against a real Wharf: signing in with the admin token (and a wrong one),
// the tenants page (plan, environment, plugins enabled, a tenant's parties), the plugins page, health, keyboard use,
// signing out. Screenshots in test-artifacts/console/. (The files' headers and GET /admin/v1/plugins without a
// browser: core/console/routes.test.ts.)
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { needs } from '../helpers/tools.ts'
import { party, tenant } from '../helpers/fixtures.ts'
import { startConsole, type ConsoleRun } from './harness.ts'
import { SDK_API_VERSION } from '../../core/sdk/index.ts'

const skip = needs('chromium')
let c: ConsoleRun

before(async () => {
  if (skip.skip !== undefined) return
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-console-'))
  const pluginsFile = path.join(dir, 'plugins.json')
  // email enabled for tenant acme only; webhook for everyone (no entry: the default)
  fs.writeFileSync(pluginsFile, JSON.stringify({ plugins: { email: { enabled: false, tenants: { acme: { enabled: true } } }, webhook: { enabled: true } } }))
  c = await startConsole({ WHARF_PLUGINS_CONFIG: pluginsFile })
  const acme = await tenant(c.t, 'acme')
  await party(c.t, acme.id, ['0208:0123456749', '9925:BE0123456749'], 'Acme NV')
  await tenant(c.t, 'globex', 'production')
})
after(async () => { await c?.close() })

test('signing in with a wrong admin token shows the error and keeps the operator on the sign-in page', skip, async () => {
  await c.open('tenants')
  // a page that needs the admin token shows the sign-in form with the reason
  assert.equal(await c.page.getByRole('note').textContent(), 'This page needs the admin token.')
  await c.page.getByLabel('Admin token', { exact: true }).fill('not-the-admin-token')
  await c.page.getByRole('button', { name: 'Sign in with the admin token' }).click()
  const alert = c.page.getByRole('alert')
  await alert.waitFor()
  assert.match(await alert.textContent() ?? '', /^401: Unauthorized: the admin API needs the admin token/)
  assert.equal(await c.page.evaluate(() => sessionStorage.getItem('wharf.console')), '{}')
  await c.shot('sign-in-error')
})

test('tenants page: plan, environment, kind and plugins enabled per tenant; a tenant\'s parties', skip, async () => {
  await c.signInAdmin()
  const page = c.page
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Tenants')
  const acmeRow = page.getByRole('row').filter({ hasText: 'acme' })
  const cells = await acmeRow.getByRole('cell').allTextContents()
  assert.deepEqual(cells.slice(0, 4), ['acceptance', 'standard', 'partner', 'email, webhook'])
  const globex = await page.getByRole('row').filter({ hasText: 'globex' }).getByRole('cell').allTextContents()
  assert.deepEqual(globex.slice(0, 4), ['production', 'standard', 'partner', 'webhook'])
  assert.match(await page.locator('#who').textContent() ?? '', /Signed in: admin token/)
  await c.shot('tenants')
  await page.getByRole('link', { name: 'acme' }).click()
  await page.getByRole('heading', { name: 'Parties of acme' }).waitFor()
  const partyRow = await page.getByRole('table', { name: 'Parties of acme' }).getByRole('row').nth(1).textContent()
  assert.match(partyRow ?? '', /0208:0123456749, 9925:BE0123456749/)
  assert.match(partyRow ?? '', /Acme NV/)
  await c.shot('tenant-parties')
})

test('plugins page: installed plugins with version and API version, and the channel plugins per tenant', skip, async () => {
  await c.open('plugins')
  const page = c.page
  assert.match(await page.locator('dl.facts').textContent() ?? '', new RegExp(`Plugin API version of this host\\s*${SDK_API_VERSION.replace('.', '\\.')}`))
  const installed = page.getByRole('table', { name: 'Installed plugins' })
  const webhook = await installed.getByRole('row').filter({ hasText: /^webhook/ }).getByRole('cell').allTextContents()
  const manifest = JSON.parse(fs.readFileSync('plugins/webhook/wharf-plugin.json', 'utf8'))
  assert.deepEqual(webhook.slice(0, 3), ['channel', manifest.version, manifest.apiVersion])
  assert.ok(await installed.getByRole('row').filter({ hasText: /^peppol-as4/ }).count() === 1)
  const perTenant = page.getByRole('table', { name: 'Channel plugins per tenant' })
  const headers = await perTenant.getByRole('columnheader').allTextContents()
  const acme = await perTenant.getByRole('row').filter({ hasText: 'acme' }).locator('td').allTextContents()
  const globex = await perTenant.getByRole('row').filter({ hasText: 'globex' }).locator('td').allTextContents()
  const col = (name: string): number => headers.indexOf(name) - 1 // the first column is the row header
  assert.equal(acme[col('email')], 'enabled')
  assert.equal(globex[col('email')], 'off')
  assert.equal(globex[col('webhook')], 'enabled')
  await c.shot('plugins')
})

test('health page: the process and its database; what a first load costs', skip, async (ctx) => {
  // A first load in a fresh browser context (empty cache): every file the console needs, from this Wharf only
  const fresh = await c.browser.newContext({ viewport: { width: 1366, height: 768 } })
  const page = await fresh.newPage()
  const started = Date.now()
  await page.goto(`${c.base}/console/#/health`)
  await page.locator('[data-health]').waitFor()
  const ms = Date.now() - started
  const files = await page.evaluate(() => performance.getEntriesByType('resource').map(e => ({ name: e.name, size: (e as PerformanceResourceTiming).decodedBodySize })))
  await fresh.close()
  const own = files.filter(f => f.name.startsWith(`${c.base}/console/`))
  assert.ok(own.length >= 15, JSON.stringify(files))
  assert.deepEqual(files.filter(f => !f.name.startsWith(c.base)), [], 'nothing from another origin')
  ctx.diagnostic(`console first load (empty cache): ${ms} ms to the health page, ${own.length} files, ${own.reduce((n, f) => n + f.size, 0)} bytes`)
  await c.open('health')
  const state = c.page.locator('[data-health]')
  assert.equal(await state.getAttribute('data-health'), 'ok')
  const facts = await c.page.locator('dl.facts').textContent() ?? ''
  assert.match(facts, new RegExp(`Database\\s*${c.t.wharf.db.kind}`))
  await c.shot('health')
})

test('keyboard: skip link to the content, navigation by Tab and Enter, focus on the new page\'s heading; sign out', skip, async () => {
  const page = c.page
  await c.open('health')
  await page.keyboard.press('Tab')
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content')
  // following it moves focus into the content and leaves the page where it is
  await page.keyboard.press('Enter')
  await page.waitForFunction(() => document.activeElement?.id === 'main')
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Health')
  // the navigation is reachable by keyboard: tab to the Tenants link and follow it
  for (let i = 0; i < 20 && await page.evaluate(() => document.activeElement?.textContent) !== 'Tenants'; i++) await page.keyboard.press('Tab')
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Tenants')
  await page.keyboard.press('Enter')
  await page.waitForURL(/#\/tenants/)
  await c.settled()
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Tenants')
  assert.equal(await page.getByRole('link', { name: 'Tenants' }).getAttribute('aria-current'), 'page')
  // every form control of the sign-in page has a label
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.waitForURL(/#\/sign-in/)
  await c.settled()
  assert.equal(await page.evaluate(() => sessionStorage.getItem('wharf.console')), null)
  const unlabelled = await page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('input, select')].filter(e => (e.labels?.length ?? 0) === 0).length)
  assert.equal(unlabelled, 0)
  await c.shot('sign-in')
  assert.deepEqual(c.problems().filter(p => !p.includes('401')), [])
})
