/**
 * A real HTTPS webhook receiver for tests, with the test CA's server certificate (test/fixtures/tls). It records every
 * request (headers and the exact raw body) and answers per path:
 *   /ok              200
 *   /fail-<n>/...    500 for the first n requests to that path, then 200
 *   /status-<code>   always <code>
 *   /slow-<ms>       waits <ms>, then 200
 *   /oauth/token     an OAuth2 token endpoint (client credentials; client id "wharf", secret "s3cret")
 *   /oauth/...       200 only with "Authorization: Bearer test-access-token"
 * With `mtls: true` it requires a client certificate issued by the test CA and records its subject CN.
 */
import https from 'node:https'
import fs from 'node:fs'
import path from 'node:path'
import type { TLSSocket } from 'node:tls'
import { fileURLToPath } from 'node:url'

const tlsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'tls')
export const testTls = {
  ca: fs.readFileSync(path.join(tlsDir, 'ca.pem'), 'utf8'),
  cert: fs.readFileSync(path.join(tlsDir, 'server.pem'), 'utf8'),
  key: fs.readFileSync(path.join(tlsDir, 'server.key'), 'utf8'),
  clientCert: fs.readFileSync(path.join(tlsDir, 'client.pem'), 'utf8'),
  clientKey: fs.readFileSync(path.join(tlsDir, 'client.key'), 'utf8')
}

export interface Received { path: string, headers: Record<string, string | string[] | undefined>, body: string, clientCn?: string, at: number }

export interface Receiver {
  url: string
  requests: Received[]
  on: (path: string) => Received[]
  waitFor: (path: string, count: number, ms?: number) => Promise<Received[]>
  close: () => Promise<void>
}

export async function startReceiver (opts: { mtls?: boolean } = {}): Promise<Receiver> {
  const requests: Received[] = []
  const seen = new Map<string, number>()
  const server = https.createServer({
    cert: testTls.cert, key: testTls.key, ca: testTls.ca,
    requestCert: opts.mtls === true, rejectUnauthorized: opts.mtls === true
  }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const p = (req.url ?? '/').split('?')[0]
      const peer = (req.socket as TLSSocket).getPeerCertificate?.()
      const rec: Received = { path: p, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now(), ...(peer?.subject?.CN !== undefined ? { clientCn: String(peer.subject.CN) } : {}) }
      const n = (seen.get(p) ?? 0) + 1
      seen.set(p, n)
      const reply = (status: number, body = '{"ok":true}'): void => { res.writeHead(status, { 'content-type': 'application/json' }).end(body) }
      if (p === '/oauth/token') {
        const form = new URLSearchParams(rec.body)
        if (form.get('client_id') === 'wharf' && form.get('client_secret') === 's3cret') { reply(200, JSON.stringify({ access_token: 'test-access-token', expires_in: 3600, token_type: 'Bearer' })); return }
        reply(401, '{"error":"invalid_client"}'); return
      }
      requests.push(rec)
      let m: RegExpExecArray | null
      if (p.startsWith('/oauth/')) { reply(req.headers.authorization === 'Bearer test-access-token' ? 200 : 401); return }
      if ((m = /^\/fail-(\d+)/.exec(p)) !== null) { reply(n <= Number(m[1]) ? 500 : 200); return }
      if ((m = /^\/status-(\d+)/.exec(p)) !== null) { reply(Number(m[1])); return }
      if ((m = /^\/slow-(\d+)/.exec(p)) !== null) { setTimeout(() => { reply(200) }, Number(m[1])); return }
      reply(200)
    })
  })
  server.keepAliveTimeout = 5000
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  const on = (p: string): Received[] => requests.filter(r => r.path === p)
  return {
    url: `https://127.0.0.1:${port}`,
    requests,
    on,
    waitFor: async (p, count, ms = 15_000) => {
      const end = Date.now() + ms
      while (on(p).length < count) {
        if (Date.now() > end) throw new Error(`receiver: expected ${count} requests on ${p}, got ${on(p).length}`)
        await new Promise(resolve => setTimeout(resolve, 20))
      }
      return on(p)
    },
    close: async () => { server.closeAllConnections(); await new Promise(resolve => server.close(resolve)) }
  }
}
