import assert from 'node:assert/strict'
import { test } from 'node:test'
import { BadBatchAddressError, parseBatchAddress } from './address.ts'

test('batch://zip addresses: defaults, bounds', () => {
  assert.deepEqual(parseBatchAddress('batch://zip'), { format: 'zip', periodMs: 900_000, maxBatchSize: 100 })
  assert.deepEqual(parseBatchAddress('batch://zip?period=00:00:30&maxBatchSize=1000'), { format: 'zip', periodMs: 30_000, maxBatchSize: 1000 })
  for (const bad of ['batch://tar', 'batch://zip?period=00:00:05', 'batch://zip?period=25:00:00', 'batch://zip?maxBatchSize=1001', 'batch://zip?maxBatchSize=1.5', 'batch://zip/x', 'batch://zip?size=3']) {
    assert.throws(() => parseBatchAddress(bad), BadBatchAddressError, bad)
  }
})
