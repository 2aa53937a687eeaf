/**
 * The console's browser tests: a real Wharf (test/helpers/wharf.ts, on the run's database) listening on loopback,
 * and Debian's Chromium driven headless by playwright-core, one browser per test file (launching is the slow part).
 *
 *   const skip = needs('chromium')          // skips naming the Debian package; throws under CI
 *   before(async () => { if (skip.skip === undefined) c = await startConsole() })
 *   test('tenants page', skip, async () => { await c.signInAdmin(); ... await c.shot('tenants') })
 *
 * Screenshots go to test-artifacts/console/ (gitignored, kept by CI as artefacts). Every page's browser console
 * errors and refused requests (CSP violations, failed fetches) are collected: `c.problems()` must stay empty.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { createTestWharf, type TestWharf, type TestOptions } from '../helpers/wharf.ts'
import { CHROMIUM } from '../helpers/tools.ts'
import { projectRoot } from '../../core/paths.ts'

export const ARTIFACTS = path.join(projectRoot, 'test-artifacts', 'console')

export interface ConsoleRun {
  t: TestWharf
  /** http://127.0.0.1:<port> */
  base: string
  browser: Browser
  page: Page
  /** Opens #/<hash> of the console and waits until the page has loaded (no aria-busy). */
  open: (hash: string) => Promise<void>
  /** Waits until the current page is done loading. */
  settled: () => Promise<void>
  signInAdmin: () => Promise<void>
  signInTenant: (app: { clientId: string, clientSecret: string }) => Promise<void>
  /** A full-page screenshot as test-artifacts/console/<name>.png; returns the file. */
  shot: (name: string) => Promise<string>
  /** Console errors, page errors and failed requests seen so far. */
  problems: () => string[]
  close: () => Promise<void>
}

export async function startConsole (env: Record<string, string> = {}, opts: TestOptions = {}): Promise<ConsoleRun> {
  const t = await createTestWharf({ WHARF_DEFAULT_ENVIRONMENT: 'acceptance', ...env }, opts)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
  // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] })
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  const seen: string[] = []
  page.on('console', m => { if (m.type() === 'error') seen.push(`console: ${m.text()}`) })
  page.on('pageerror', e => seen.push(`page error: ${e.message}`))
  page.on('requestfailed', r => seen.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`))
  fs.mkdirSync(ARTIFACTS, { recursive: true })

  // Done: the page mounted is the one of the current address (app.js sets main's data-route), and it has loaded.
  const settled = async (): Promise<void> => {
    await page.waitForFunction(() => {
      const main = document.getElementById('main')
      return main?.dataset.route === location.hash && main.querySelector(':scope > * > h1') !== null && main.querySelector(':scope > [aria-busy]') === null
    })
  }
  const open = async (hash: string): Promise<void> => {
    const target = `${base}/console/#/${hash}`
    // The same address again is routed again explicitly (a fragment that does not change fires no hashchange).
    const same = page.url() === target
    if (same) await page.evaluate(() => { delete document.getElementById('main')?.dataset.route })
    await page.goto(target)
    if (same) await page.evaluate(() => window.dispatchEvent(new HashChangeEvent('hashchange')))
    await settled()
  }
  return {
    t,
    base,
    browser,
    page,
    open,
    settled,
    signInAdmin: async () => {
      await open('sign-in')
      await page.getByLabel('Admin token', { exact: true }).fill(t.adminToken)
      await page.getByRole('button', { name: 'Sign in with the admin token' }).click()
      await page.waitForURL(/#\/tenants/)
      await settled()
    },
    signInTenant: async (app) => {
      await open('sign-in')
      await page.getByLabel('Client id', { exact: true }).fill(app.clientId)
      await page.getByLabel('Client secret', { exact: true }).fill(app.clientSecret)
      await page.getByRole('button', { name: 'Sign in to the tenant' }).click()
      await page.waitForURL(/#\/parties/)
      await settled()
    },
    shot: async (name) => {
      const file = path.join(ARTIFACTS, `${name}.png`)
      await page.screenshot({ path: file, fullPage: true })
      return file
    },
    problems: () => [...seen],
    close: async () => {
      await browser.close()
      await t.close()
    }
  }
}
