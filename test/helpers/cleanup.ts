/**
 * Clean-up of what a test file sets up at module load (top-level await), on node:test's `after` hooks (they run in
 * the order registered). No database here: files that import only this stay off the PostgreSQL pass
 * (scripts/test-databases.js).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after } from 'node:test'

/** Anything with a close(): a test Wharf, a receiver, an SMTP or DNS server, a fastify app. */
export interface Closable { close: () => unknown }

/** Closes each of `things` in turn after the file's tests (undefined ones are passed over). */
export function closeAfter (...things: Array<Closable | undefined>): void {
  after(async () => { for (const thing of things) await thing?.close() })
}

/** A temporary directory for the file's tests, removed after them. */
export function tempDir (prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  after(() => { fs.rmSync(dir, { recursive: true, force: true }) })
  return dir
}

/** A plugins.json holding `{ plugins }` in a temporary directory (removed after the tests); its path, for WHARF_PLUGINS_CONFIG. */
export function pluginsConfig (plugins: Record<string, unknown>, prefix = 'wharf-plugins-'): string {
  const file = path.join(tempDir(prefix), 'plugins.json')
  fs.writeFileSync(file, JSON.stringify({ plugins }))
  return file
}
