import { test } from 'node:test'
import assert from 'node:assert/strict'
import { MAX_DOCUMENT_BYTES, MAX_ENTRIES, MAX_TOTAL_BYTES, RecentDocuments, TTL_MS } from './recent.ts'
import type { DocumentRecord } from './store.ts'

const record = (id: string, status: DocumentRecord['status'] = 'queued'): DocumentRecord => ({
  id, documentId: id, tenantId: 't', environment: 'acceptance', partyId: 'p', direction: 'out', family: 'Invoice', syntax: 'UBL',
  documentTypeId: null, processId: null, documentNumber: null, sender: null, receiver: null, status, statusReason: null, hookId: null,
  channel: null, messageId: null, attempts: 0, createdBy: 'api', mediaType: 'application/xml', size: 3, sha256: '', createdAt: '', updatedAt: ''
})

test('a document is taken once, with a copy of its bytes', () => {
  const recent = new RecentDocuments()
  const bytes = Buffer.from('<Invoice/>')
  recent.remember(record('a'), bytes)
  bytes.fill(0) // the caller's buffer may be reused
  const got = recent.take('a')
  assert.equal(got?.record.id, 'a')
  assert.equal(got?.bytes.toString(), '<Invoice/>')
  assert.equal(recent.take('a'), undefined, 'a second attempt reads the row')
  assert.deepEqual(recent.stats(), { entries: 0, bytes: 0, hits: 1 })
})

test('only queued documents up to MAX_DOCUMENT_BYTES are kept', () => {
  const recent = new RecentDocuments()
  recent.remember(record('err', 'error'), Buffer.from('x'))
  recent.remember(record('big'), Buffer.alloc(MAX_DOCUMENT_BYTES + 1))
  recent.remember(record('edge'), Buffer.alloc(MAX_DOCUMENT_BYTES))
  assert.equal(recent.take('err'), undefined)
  assert.equal(recent.take('big'), undefined)
  assert.equal(recent.take('edge')?.bytes.byteLength, MAX_DOCUMENT_BYTES)
})

test('an entry older than TTL_MS is not used (the clock is injected)', () => {
  let now = 1000
  const recent = new RecentDocuments(() => now)
  recent.remember(record('old'), Buffer.from('x'))
  recent.remember(record('young'), Buffer.from('y'))
  now += TTL_MS - 1
  assert.ok(recent.take('young') !== undefined)
  now += 1
  assert.equal(recent.take('old'), undefined)
  assert.equal(recent.stats().entries, 0, 'the stale entry is dropped too')
})

test('entries past TTL_MS that nobody took (another process ran the job) go with the next remember', () => {
  let now = 0
  const recent = new RecentDocuments(() => now)
  recent.remember(record('elsewhere'), Buffer.alloc(1000))
  now += TTL_MS
  recent.remember(record('next'), Buffer.from('x'))
  assert.deepEqual(recent.stats(), { entries: 1, bytes: 1, hits: 0 })
  assert.ok(recent.take('next') !== undefined)
})

test('bounded by entries and by bytes: the oldest go first', () => {
  const recent = new RecentDocuments()
  for (let i = 0; i <= MAX_ENTRIES; i++) recent.remember(record(`e${i}`), Buffer.from('x'))
  assert.equal(recent.stats().entries, MAX_ENTRIES)
  assert.equal(recent.take('e0'), undefined)
  assert.ok(recent.take(`e${MAX_ENTRIES}`) !== undefined)

  const bytes = new RecentDocuments()
  const n = Math.floor(MAX_TOTAL_BYTES / MAX_DOCUMENT_BYTES)
  for (let i = 0; i <= n; i++) bytes.remember(record(`b${i}`), Buffer.alloc(MAX_DOCUMENT_BYTES))
  assert.ok(bytes.stats().bytes <= MAX_TOTAL_BYTES)
  assert.equal(bytes.take('b0'), undefined)
  assert.ok(bytes.take(`b${n}`) !== undefined)
})

test('remembering the same id again replaces the entry without counting its bytes twice', () => {
  const recent = new RecentDocuments()
  recent.remember(record('a'), Buffer.from('abc'))
  recent.remember(record('a'), Buffer.from('abcdef'))
  assert.deepEqual(recent.stats(), { entries: 1, bytes: 6, hits: 0 })
})
