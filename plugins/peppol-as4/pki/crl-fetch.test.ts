// httpCrlFetcher against a real HTTP server on loopback: the body of a 200, and refusals of everything else.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { apRevocation, httpCrlFetcher } from './crl-fetch.ts'

let base = ''
let server: http.Server
const CRL = Buffer.from('0\x82\x01\x00 not really DER, the fetcher does not parse', 'latin1')
before(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok.crl') { res.writeHead(200, { 'content-type': 'application/pkix-crl' }).end(CRL); return }
    if (req.url === '/moved.crl') { res.writeHead(302, { location: '/ok.crl' }).end(); return }
    if (req.url === '/big.crl') { res.writeHead(200); res.end(Buffer.alloc(64 * 1024)); return }
    if (req.url === '/slow.crl') { setTimeout(() => res.writeHead(200).end(CRL), 2000).unref(); return }
    res.writeHead(404).end('no')
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
after(async () => { server.closeAllConnections(); await new Promise(resolve => server.close(resolve)) })

test('a 200 gives the body; 404, a redirect, an oversized body, a timeout and a non-http URL are refused', async () => {
  const fetch = httpCrlFetcher({ timeoutMs: 500, maxBytes: 32 * 1024 })
  assert.ok(Buffer.from(await fetch(`${base}/ok.crl`)).equals(CRL))
  await assert.rejects(fetch(`${base}/missing.crl`), /HTTP 404/)
  await assert.rejects(fetch(`${base}/moved.crl`), /HTTP 302/, 'redirects are not followed')
  await assert.rejects(fetch(`${base}/big.crl`), /larger than 32768 bytes/)
  await assert.rejects(fetch(`${base}/slow.crl`), /timeout|aborted/i)
  await assert.rejects(fetch('ldap://example.test/cn=crl'), /not an http\(s\) URL/)
})

test('apRevocation: off gives no checker; crl gives one with the soft-fail choice', () => {
  assert.equal(apRevocation({ mode: 'off', softFail: true }), undefined)
  const r = apRevocation({ mode: 'crl', softFail: false })
  assert.equal(r?.softFail, false)
  assert.equal(typeof r?.checker.check, 'function')
})
