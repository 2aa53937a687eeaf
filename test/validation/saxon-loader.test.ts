// core/validation/saxon.ts: SaxonJS loaded with a V8 code cache (written after the first use, used by later threads,
// rewritten when V8 rejects it) and without loading axios, and still the same SaxonJS.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { loadSaxon, saxonCodeCacheFile } from '../../core/validation/saxon.ts'
import { threadExecArgv } from '../../core/plugins/worker-options.ts'

interface XPathApi { XPath: { evaluate: (expr: string) => unknown } }

const tmpDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-saxon-'))

/** Loads SaxonJS in a new thread (its own module registry and V8 isolate) and reports what it saw. */
async function inThread (dir: string): Promise<{ codeCache: string, sum: unknown, axiosLoaded: boolean }> {
  const loader = path.resolve(import.meta.dirname, '../../core/validation/saxon.ts')
  const code = `
    const { parentPort, workerData } = require('node:worker_threads')
    const { loadSaxon } = require(workerData.loader)
    const s = loadSaxon({ dir: workerData.dir })
    const sum = s.api.XPath.evaluate('sum((1, 2, 39))')
    s.saveCodeCache()
    const axiosLoaded = Object.keys(require.cache).some(k => k.includes(require('node:path').sep + 'axios' + require('node:path').sep))
    parentPort.postMessage({ codeCache: s.codeCache, sum, axiosLoaded })`
  // tsx's CommonJS hook in the thread (threadExecArgv), as the validation pool's threads get it in the tests
  const w = new Worker(code, { eval: true, workerData: { loader, dir }, execArgv: threadExecArgv() })
  try {
    return await new Promise((resolve, reject) => { w.once('message', resolve); w.once('error', reject) })
  } finally {
    await w.terminate()
  }
}

test('the first thread writes the code cache, the next one uses it; axios is not loaded', async () => {
  const dir = tmpDir()
  try {
    const first = await inThread(dir)
    assert.deepEqual(first, { codeCache: 'missing', sum: 42, axiosLoaded: false })
    assert.ok(fs.statSync(saxonCodeCacheFile(dir)).size > 100_000, 'a code cache of SaxonJS was written')
    assert.deepEqual(fs.readdirSync(dir), [path.basename(saxonCodeCacheFile(dir))], 'no temporary file left')
    const second = await inThread(dir)
    assert.deepEqual(second, { codeCache: 'used', sum: 42, axiosLoaded: false })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('a cache V8 rejects is replaced, and SaxonJS still works', async () => {
  const dir = tmpDir()
  try {
    fs.writeFileSync(saxonCodeCacheFile(dir), Buffer.alloc(4096, 7))
    assert.deepEqual(await inThread(dir), { codeCache: 'rejected', sum: 42, axiosLoaded: false })
    assert.deepEqual(await inThread(dir), { codeCache: 'used', sum: 42, axiosLoaded: false })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('an unwritable cache folder costs only the cache', () => {
  const dir = tmpDir()
  try {
    const file = path.join(dir, 'not-a-folder')
    fs.writeFileSync(file, '')
    const s = loadSaxon<XPathApi>({ dir: file })
    assert.equal(s.codeCache, 'missing')
    assert.equal(s.api.XPath.evaluate('string-join(("a", "b"), "-")'), 'a-b')
    s.saveCodeCache() // fails to create the folder: ignored
    assert.equal(fs.existsSync(saxonCodeCacheFile(file)), false)
    assert.deepEqual(fs.readdirSync(dir), ['not-a-folder'], 'no temporary file left')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('the loaded module is the SaxonJS that require gives, its http resource API intact', async () => {
  const { createRequire } = await import('node:module')
  const plain = createRequire(import.meta.url)('saxon-js') as Record<string, unknown>
  const dir = tmpDir()
  try {
    const s = loadSaxon<Record<string, unknown>>({ dir })
    assert.deepEqual(Object.keys(s.api).sort(), Object.keys(plain).sort())
    assert.equal(typeof s.api.getResource, 'function')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
