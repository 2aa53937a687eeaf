// The blob store on the test database (PGlite, or PostgreSQL with DATABASE_URL): round trips of 0 bytes, 1 byte,
// exactly one chunk, one chunk and a byte, and ~5 MB, from memory and from a file, read whole and as a stream,
// byte-identical with the sha256 computed while writing; chunks go with their document.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { fileSource, memorySource } from './source.ts'
import { BLOB_CHUNK_BYTES, openBlob, readBlob, writeBlob } from './store.ts'

let t: TestWharf
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-blob-test-'))
before(async () => { t = await createTestWharf() })
after(async () => {
  await t?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const sha = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex')

async function documentRow (): Promise<string> {
  const id = randomUUID()
  const now = new Date()
  await t.wharf.knex('documents').insert({
    id, document_id: id, tenant_id: 'blob-test', environment: 'acceptance', party_id: null, direction: 'out', family: 'Invoice', syntax: 'UBL',
    document_type_id: null, process_id: null, sender: null, receiver: null, status: 'queued', attempts: 0,
    media_type: 'application/octet-stream', content: null, size: 0, sha256: '', created_at: now, updated_at: now
  })
  return id
}

async function streamed (id: string): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const c of openBlob(t.wharf.knex, id)) parts.push(c as Buffer)
  return Buffer.concat(parts)
}

const SIZES: Array<[string, number]> = [
  ['0 bytes', 0], ['1 byte', 1], ['exactly one chunk', BLOB_CHUNK_BYTES], ['one chunk and a byte', BLOB_CHUNK_BYTES + 1], ['about 5 MB', 5 * 1024 * 1024 + 12345]
]

for (const [name, size] of SIZES) {
  test(`blob round trip, ${name}: from memory and from a file, in a transaction, byte-identical`, async () => {
    const bytes = randomBytes(size)
    const file = path.join(dir, `${size}.bin`)
    fs.writeFileSync(file, bytes)
    for (const src of [memorySource(bytes), fileSource(file, size, false)]) {
      const id = await documentRow()
      const info = await t.wharf.knex.transaction(async trx => await writeBlob(trx, id, src))
      assert.equal(info.size, size)
      assert.equal(info.sha256, sha(bytes))
      assert.equal(info.chunks, Math.ceil(size / BLOB_CHUNK_BYTES))
      const whole = await readBlob(t.wharf.knex, id)
      assert.equal(whole.length, size)
      assert.ok(whole.equals(bytes), `${src.kind}: readBlob is byte-identical`)
      const s = await streamed(id)
      assert.equal(sha(s), sha(bytes), `${src.kind}: openBlob is byte-identical`)
    }
    assert.ok(fs.existsSync(file), 'a source that is not owned is left alone')
  })
}

test('a rolled-back transaction leaves no chunks; deleting the document deletes its chunks', async () => {
  const id = await documentRow()
  await assert.rejects(t.wharf.knex.transaction(async trx => {
    await writeBlob(trx, id, randomBytes(BLOB_CHUNK_BYTES * 2))
    throw new Error('roll back')
  }), /roll back/)
  assert.equal((await readBlob(t.wharf.knex, id)).length, 0)
  await writeBlob(t.wharf.knex, id, randomBytes(BLOB_CHUNK_BYTES + 10))
  await t.wharf.knex('documents').where({ id }).del()
  assert.equal(Number((await t.wharf.knex('document_chunks').where({ document_id: id }).count<Array<{ n: string }>>('* as n'))[0].n), 0)
})
