// POST /as4 over real sockets (issue 15, defects 6 and 8): a message refused early with 413 (over
// WHARF_AS4_MAX_BYTES, over 32 MIME parts) is answered at once with `connection: close` and the server ends the
// socket without reading the rest of the body, so a keep-alive client's next request goes out on a new connection and
// is answered; a request whose body stops arriving is closed after the body idle timeout. Every wait is bounded.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { makeTestPki } from '../../scripts/pki/make-test-pki.ts'
import { createTestWharf, type TestWharf } from '../helpers/wharf.ts'

const MAX_BYTES = 64 * 1024
const BOUNDARY = 'b0undary'
const CONTENT_TYPE = `multipart/related; type="application/soap+xml"; boundary="${BOUNDARY}"`
let t: TestWharf
let port = 0
let dir = ''

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-as4-conn-'))
  const pki = await makeTestPki({ instances: ['B'] })
  fs.writeFileSync(path.join(dir, 'ap.pem'), pki.instances[0].ap.certPem)
  fs.writeFileSync(path.join(dir, 'ap.key.pem'), pki.instances[0].ap.keyPem)
  t = await createTestWharf({
    WHARF_AS4_RECEIVER_THREADS: '0',
    WHARF_AP_CERT_FILE: path.join(dir, 'ap.pem'), WHARF_AP_KEY_FILE: path.join(dir, 'ap.key.pem'), WHARF_AS4_MAX_BYTES: String(MAX_BYTES),
    WHARF_BODY_IDLE_TIMEOUT: '1s', WHARF_HEADERS_TIMEOUT: '2s', WHARF_REQUEST_TIMEOUT: '30s'
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as net.AddressInfo).port
})
after(async () => {
  await t?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Rejects after `ms` with `what`; clears its timer when `p` settles first. */
async function within<T> (ms: number, what: string, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => { reject(new Error(`${what}: nothing within ${ms} ms`)) }, ms) })
  try { return await Promise.race([p, limit]) } finally { clearTimeout(timer) }
}

const part = (i: number): string => `--${BOUNDARY}\r\ncontent-type: application/octet-stream\r\ncontent-id: <p${i}@x>\r\n\r\npart ${i}\r\n`
const manyParts = (n: number): string => Array.from({ length: n }, (_, i) => part(i)).join('')

interface Exchange { status: number, headers: http.IncomingHttpHeaders, body: string, socket: net.Socket }

/** POSTs through `agent`: writes `head`, then keeps the body open (declared `declared` bytes long) without ending it. */
async function postOpen (agent: http.Agent, head: string, declared: number): Promise<{ res: Exchange, req: http.ClientRequest }> {
  return await new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/as4', method: 'POST', agent, headers: { 'content-type': CONTENT_TYPE, 'content-length': String(declared) } })
    req.on('error', reject)
    req.on('response', res => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => { body += c })
      res.on('end', () => { resolve({ res: { status: res.statusCode ?? 0, headers: res.headers, body, socket: req.socket as net.Socket }, req }) })
    })
    req.write(head)
  })
}

async function get (agent: http.Agent, url: string): Promise<Exchange> {
  return await new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent }, res => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => { body += c })
      res.on('end', () => { resolve({ status: res.statusCode ?? 0, headers: res.headers, body, socket: req.socket as net.Socket }) })
    })
    req.on('error', reject)
  })
}

for (const [what, head, declared] of [
  ['over WHARF_AS4_MAX_BYTES', `--${BOUNDARY}\r\ncontent-type: application/soap+xml\r\n\r\n${'x'.repeat(MAX_BYTES + 1024)}`, 10 * MAX_BYTES],
  ['over 32 MIME parts', manyParts(40), 10 * MAX_BYTES]
] as const) {
  test(`${what}: 413 before the whole body, connection: close, and the keep-alive agent's next request is answered on a new connection`, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const { res, req } = await within(5000, '413', postOpen(agent, head, declared))
      assert.equal(res.status, 413, res.body)
      assert.equal(res.headers.connection, 'close')
      const first = res.socket
      // The server ends the connection (the client did not finish its body).
      await within(5000, 'the server closes the socket', new Promise<void>(resolve => { if (first.destroyed) resolve(); else first.once('close', () => { resolve() }) }))
      req.destroy()
      const next = await within(5000, 'the next request', get(agent, '/health'))
      assert.equal(next.status, 200, next.body)
      assert.notEqual(next.socket, first)
    } finally {
      agent.destroy()
    }
  })
}

/** Writes `data` on a new raw connection; resolves with what the server sent once it closed the connection (within `ms`). */
async function rawExchange (data: string, ms: number): Promise<{ received: string, tookMs: number }> {
  const socket = net.connect(port, '127.0.0.1')
  try {
    await within(5000, 'connect', new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('error', reject) }))
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (c: string) => { received += c })
    socket.on('error', () => {})
    const closed = new Promise<void>(resolve => socket.once('close', () => { resolve() }))
    const t0 = Date.now()
    socket.write(data)
    await within(ms, 'the server closes the connection', closed)
    return { received, tookMs: Date.now() - t0 }
  } finally {
    socket.destroy()
  }
}

test('a raw socket: after the 413 the server closes the connection, although the body was not sent in full', async () => {
  const { received } = await rawExchange(`POST /as4 HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: keep-alive\r\ncontent-type: ${CONTENT_TYPE}\r\ncontent-length: ${10 * MAX_BYTES}\r\n\r\n${manyParts(40)}`, 5000)
  assert.match(received, /^HTTP\/1\.1 413 /)
  assert.match(received, /\r\nconnection: close\r\n/i)
})

test('headers, then no body byte: the server answers 408 and closes within the body idle timeout', async () => {
  const { received, tookMs } = await rawExchange(`POST /as4 HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: ${CONTENT_TYPE}\r\ncontent-length: 5000\r\n\r\n--${BOUNDARY}\r\n`, 6000)
  assert.ok(tookMs >= 900, `closed after ${tookMs} ms, not before the 1 s idle timeout`)
  assert.match(received, /^HTTP\/1\.1 408 /)
  assert.match(received, /"code":"REQUEST_TIMEOUT"/)
})

test('a connection that sends part of its headers and then nothing is closed after WHARF_HEADERS_TIMEOUT', async () => {
  const { received } = await rawExchange('POST /as4 HTTP/1.1\r\nhost: 127.0.0.1\r\n', 8000)
  assert.match(received, /^HTTP\/1\.1 408 /)
})
