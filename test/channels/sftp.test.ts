// The SFTP channel against a real OpenSSH sshd on a loopback port (test/channels/sshd.ts): key login, host key
// pinning, upload under a temporary name and atomic posix-rename, overwriting an existing file, and the outcomes of
// a wrong host key, a refused login and a closed port.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { deliver, type SftpSettings } from '../../plugins/sftp/worker.ts'
import { testContext } from '../../core/sdk/index.ts'
import { fakeDocumentJob } from '../helpers/plugin-harness.ts'
import { startSshd, type Sshd } from './sshd.ts'
import { needs } from '../helpers/tools.ts'

// Skipped on a developer machine without sshd; in CI (which installs it) a missing sshd fails the run.
const { skip } = needs('sshd')
let sshd: Sshd
before(async () => { if (skip === undefined) sshd = await startSshd() })
after(async () => { await sshd?.close() })

const settings = (over: Partial<SftpSettings> = {}): SftpSettings => ({
  host: '127.0.0.1', port: sshd.port, username: sshd.user, privateKey: sshd.clientKey, hostKeySha256: sshd.hostKeySha256,
  directory: sshd.root, filename: '{{documentId}}.xml', allowHookDirectory: true, timeoutMs: 20_000, ...over
})

const run = async (job: ReturnType<typeof fakeDocumentJob>, s: SftpSettings) => {
  const ctx = testContext({ name: 'sftp' })
  try { return await deliver(job, s, ctx) } finally { ctx.done() }
}

test('uploads the document byte for byte under its final name; no temporary file is left', { skip }, async () => {
  const job = fakeDocumentJob({ documentId: 'doc-1' })
  const res = await run(job, settings())
  assert.equal(res.ok, true, JSON.stringify(res))
  assert.deepEqual(fs.readdirSync(sshd.root), ['doc-1.xml'])
  assert.deepEqual(fs.readFileSync(path.join(sshd.root, 'doc-1.xml')), Buffer.from(job.document!.bytes))
  assert.equal(res.ok && res.details?.path, path.posix.join(sshd.root, 'doc-1.xml'))
})

test('a large upload is visible only under its temporary name until it is complete', { skip }, async () => {
  const dir = path.join(sshd.root, 'big')
  fs.mkdirSync(dir)
  const big = Buffer.concat([Buffer.from('<?xml version="1.0"?><Invoice>'), Buffer.from(randomBytes(6 * 1024 * 1024).toString('base64')), Buffer.from('</Invoice>')])
  const job = fakeDocumentJob({ documentId: 'big-1', xml: big })
  const seen = { temp: 0, finalIncomplete: 0, finalComplete: 0 }
  let polling = true
  const poll = (): void => {
    if (!polling) return
    for (const name of fs.readdirSync(dir)) {
      if (/^\.big-1\.xml\.[0-9a-f]{12}\.part$/.test(name)) seen.temp++
      else if (name === 'big-1.xml') {
        const size = fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.size
        if (size === big.length) seen.finalComplete++; else seen.finalIncomplete++
      }
    }
    setImmediate(poll)
  }
  poll()
  const res = await run(job, settings({ directory: dir }))
  polling = false
  assert.equal(res.ok, true, JSON.stringify(res))
  assert.ok(seen.temp > 0, `the temporary name was seen while uploading (${JSON.stringify(seen)})`)
  assert.equal(seen.finalIncomplete, 0, 'the final name never showed an incomplete file')
  assert.deepEqual(fs.readdirSync(dir), ['big-1.xml'])
  assert.ok(fs.readFileSync(path.join(dir, 'big-1.xml')).equals(big))
})

test('an existing file of the same name is replaced (posix-rename), in the hook\'s subdirectory', { skip }, async () => {
  const sub = path.join(sshd.root, 'acme', 'in')
  fs.mkdirSync(sub, { recursive: true })
  fs.writeFileSync(path.join(sub, 'doc-2.xml'), 'old content')
  const job = fakeDocumentJob({ documentId: 'doc-2', hook: { settings: { subdirectory: 'acme/in' } } })
  const res = await run(job, settings())
  assert.equal(res.ok, true, JSON.stringify(res))
  assert.deepEqual(fs.readFileSync(path.join(sub, 'doc-2.xml')), Buffer.from(job.document!.bytes))
  assert.deepEqual(fs.readdirSync(sub), ['doc-2.xml'])
})

test('a hook subdirectory that climbs out of the configured folder is refused for good', { skip }, async () => {
  const res = await run(fakeDocumentJob({ hook: { settings: { subdirectory: '../etc' } } }), settings())
  assert.equal(res.ok === false && res.code, 'BAD_TARGET')
  assert.equal(res.ok === false && res.retryable, false)
  const off = await run(fakeDocumentJob({ hook: { settings: { subdirectory: 'x' } } }), settings({ allowHookDirectory: false }))
  assert.equal(off.ok === false && off.code, 'BAD_TARGET')
})

test('a wrong pinned host key fails for good with both fingerprints named, and nothing is uploaded', { skip }, async () => {
  const wrong = 'SHA256:' + Buffer.alloc(32, 7).toString('base64').replace(/=+$/, '')
  const before = fs.readdirSync(sshd.root).length
  const res = await run(fakeDocumentJob({ documentId: 'doc-3' }), settings({ hostKeySha256: wrong }))
  assert.equal(res.ok, false)
  assert.equal(res.ok === false && res.code, 'HOST_KEY_MISMATCH')
  assert.equal(res.ok === false && res.retryable, false)
  assert.ok(res.ok === false && res.message.includes(sshd.hostKeySha256) && res.message.includes(wrong), res.ok === false ? res.message : '')
  assert.equal(fs.readdirSync(sshd.root).length, before)
})

test('a key the server does not know is a retryable AUTH_FAILED; a closed port is CONNECTION_REFUSED', { skip }, async () => {
  const keyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-key-')), 'other')
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', keyFile])
  const other = fs.readFileSync(keyFile, 'utf8')
  fs.rmSync(path.dirname(keyFile), { recursive: true })
  const auth = await run(fakeDocumentJob(), settings({ privateKey: other }))
  assert.equal(auth.ok === false && auth.code, 'AUTH_FAILED', JSON.stringify(auth))
  assert.equal(auth.ok === false && auth.retryable, true)
  const closed = await run(fakeDocumentJob(), settings({ port: 1 }))
  assert.equal(closed.ok === false && closed.code, 'CONNECTION_REFUSED', JSON.stringify(closed))
  assert.equal(closed.ok === false && closed.retryable, true)
})

test('a missing target folder is a retryable REMOTE_PATH_ERROR; an unreadable key is a retryable BAD_PRIVATE_KEY', { skip }, async () => {
  const res = await run(fakeDocumentJob(), settings({ directory: path.join(sshd.root, 'does-not-exist') }))
  assert.equal(res.ok === false && res.code, 'REMOTE_PATH_ERROR', JSON.stringify(res))
  assert.equal(res.ok === false && res.retryable, true)
  const key = await run(fakeDocumentJob(), settings({ privateKey: 'not a key' }))
  assert.equal(key.ok === false && key.code, 'BAD_PRIVATE_KEY', JSON.stringify(key))
})

test('a large document handed over as a file (DocumentContent.path) is uploaded from the file, byte for byte', { skip }, async () => {
  const dir = path.join(sshd.root, 'from-file')
  fs.mkdirSync(dir)
  const big = Buffer.concat([Buffer.from('<?xml version="1.0"?><Invoice>'), Buffer.from(randomBytes(3 * 1024 * 1024).toString('base64')), Buffer.from('</Invoice>')])
  const file = path.join(os.tmpdir(), `wharf-sftp-handover-${process.pid}.xml`)
  fs.writeFileSync(file, big)
  try {
    const job = fakeDocumentJob({ documentId: 'file-1' })
    job.document = { ...job.document!, bytes: new Uint8Array(0), path: file, size: big.length }
    const res = await run(job, settings({ directory: dir }))
    assert.equal(res.ok, true, JSON.stringify(res))
    assert.equal(res.ok && res.details?.bytes, big.length)
    assert.ok(fs.readFileSync(path.join(dir, 'file-1.xml')).equals(big))
    assert.ok(fs.existsSync(file), 'the plugin leaves the core\'s file alone')
  } finally { fs.rmSync(file, { force: true }) }
})
