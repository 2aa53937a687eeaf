// Requests Node's HTTP parser refuses answer with the documented error body (issue 15, defect 8): over a real socket,
// a bad Content-Length, a garbage request line and oversized headers get a complete HTTP/1.1 response with
// content-type application/json, {code, message} and connection: close; a request that does not arrive in time 408.
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import net from 'node:net'
import Fastify from 'fastify'
import { createTestWharf, type TestWharf } from '../../test/helpers/wharf.ts'
import { clientErrorHandler } from './client-errors.ts'

let t: TestWharf
let port: number

before(async () => {
  t = await createTestWharf()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as net.AddressInfo).port
})
after(async () => { await t.close() })

interface RawAnswer { status: number, headers: Record<string, string>, body: string, closed: boolean }

/** Sends `bytes` as they are and reads until the server closes the connection. */
async function raw (bytes: string, to = port, waitMs = 5000): Promise<RawAnswer> {
  const socket = net.connect(to, '127.0.0.1')
  const chunks: Buffer[] = []
  socket.on('data', c => chunks.push(c))
  const closed = await new Promise<boolean>((resolve, reject) => {
    const timer = setTimeout(() => { resolve(false) }, waitMs)
    socket.once('connect', () => { socket.write(bytes) })
    socket.once('close', () => { clearTimeout(timer); resolve(true) })
    socket.once('error', err => { if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err) })
  })
  socket.destroy()
  const text = Buffer.concat(chunks).toString('latin1')
  const [head, ...rest] = text.split('\r\n\r\n')
  const [statusLine, ...lines] = head.split('\r\n')
  const headers = Object.fromEntries(lines.map(l => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
  return { status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]), headers, body: rest.join('\r\n\r\n'), closed }
}

function assertCatalogueAnswer (res: RawAnswer, status: number, code: string): void {
  assert.equal(res.status, status, JSON.stringify(res))
  assert.match(res.headers['content-type'] ?? '', /^application\/json/)
  assert.equal(res.headers.connection, 'close')
  assert.equal(Number(res.headers['content-length']), Buffer.byteLength(res.body))
  const body = JSON.parse(res.body) as Record<string, unknown>
  assert.deepEqual(Object.keys(body).sort(), ['code', 'message', 'requestId'])
  assert.match(String(body.requestId), /^[0-9a-f-]{36}$/)
  assert.equal(body.code, code)
  assert.equal(typeof body.message, 'string')
  assert.ok(res.closed, 'the server closes the connection')
}

test('a bad Content-Length answers 400 BAD_REQUEST in the catalogue body', async () => {
  for (const cl of ['abc', '-1', '12, 13']) {
    const res = await raw(`POST /api/v1/parties HTTP/1.1\r\nHost: acceptance.wharf.test\r\nContent-Type: application/json\r\nContent-Length: ${cl}\r\n\r\n{}`)
    assertCatalogueAnswer(res, 400, 'BAD_REQUEST')
    assert.match(JSON.parse(res.body).message, /Content-Length/)
  }
})

test('Content-Length together with chunked Transfer-Encoding answers 400 in the catalogue body', async () => {
  const res = await raw('POST /as4 HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n')
  assertCatalogueAnswer(res, 400, 'BAD_REQUEST')
})

test('a garbage request line answers 400 BAD_REQUEST in the catalogue body', async () => {
  for (const line of ['GARBAGE\r\n\r\n', '\u0001\u0002\u0003 / HTTP/1.1\r\n\r\n', 'GET /health HTTP/9.x\r\n\r\n', 'GET / HTTP/1.1\r\nBad Header\r\n\r\n']) {
    assertCatalogueAnswer(await raw(line), 400, 'BAD_REQUEST')
  }
})

test('headers over the size limit answer 431 HEADERS_TOO_LARGE in the catalogue body', async () => {
  const res = await raw(`GET /health HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`)
  assertCatalogueAnswer(res, 431, 'HEADERS_TOO_LARGE')
})

test('a well-formed request on the same server still answers normally', async () => {
  const res = await raw('GET /health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n')
  assert.equal(res.status, 200, JSON.stringify(res))
})

test('a request that does not arrive in time answers 408 REQUEST_TIMEOUT in the catalogue body', async () => {
  const app = Fastify({ clientErrorHandler, requestTimeout: 300, http: { connectionsCheckingInterval: 50 } } as Parameters<typeof Fastify>[0])
  app.get('/', async () => 'ok')
  await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const res = await raw('GET / HTTP/1.1\r\nHost: a\r\n', (app.server.address() as net.AddressInfo).port)
    assertCatalogueAnswer(res, 408, 'REQUEST_TIMEOUT')
  } finally { await app.close() }
})
