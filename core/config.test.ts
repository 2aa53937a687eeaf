// core/config.ts: the one reader of the process environment.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import os from 'node:os'
import path from 'node:path'
import { loadConfig, processSettings } from './config.ts'

const threads = (value?: string): number => loadConfig(value === undefined ? {} : { WHARF_AS4_RECEIVER_THREADS: value }).as4.receiverThreads

test('WHARF_AS4_RECEIVER_THREADS: default one per CPU, 0 = no pool, junk refused', () => {
  assert.ok(threads() >= 1)
  assert.equal(threads(''), os.availableParallelism())
  assert.equal(threads('0'), 0)
  assert.equal(threads('3'), 3)
  assert.throws(() => threads('two'), /WHARF_AS4_RECEIVER_THREADS/)
  assert.throws(() => threads('65'), /WHARF_AS4_RECEIVER_THREADS: expected a whole number 0\.\.64, got "65"/)
})

test('processSettings: spool folder, malloc switches and Node flags from the environment it is given', () => {
  assert.equal(processSettings({}).spoolDir, path.join(os.tmpdir(), 'wharf-spool'))
  assert.equal(processSettings({ WHARF_SPOOL_DIR: 'rel/spool' }).spoolDir, path.resolve('rel/spool'))
  assert.equal(processSettings({}).mallocTrim, true)
  for (const off of ['off', 'FALSE', '0', 'no']) assert.equal(processSettings({ WHARF_MALLOC_TRIM: off }).mallocTrim, false)
  assert.equal(processSettings({}).operatorMallocThresholds, false)
  assert.equal(processSettings({ MALLOC_TRIM_THRESHOLD_: '1' }).operatorMallocThresholds, true)
  assert.equal(processSettings({ GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=65536' }).operatorMallocThresholds, true)
  assert.ok(processSettings({ NODE_OPTIONS: '--liftoff-only --x' }).nodeFlags.includes('--liftoff-only'))
})
