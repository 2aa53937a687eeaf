/**
 * An HTTPS webhook receiver (test CA certificate) that can go down (its port closed: connection refused) and come back
 * on the same port. It records every request with its X-Service-Delivery id; `/big` answers 502 with 6 KB, any other
 * path 200 `{"received":true}`. Used by the deliveries tests (API and console).
 */
import https from 'node:https'
import { testTls } from './receiver.ts'

export interface Hit { path: string, deliveryId: string, body: string, headers: Record<string, string | string[] | undefined> }

export interface FlakyReceiver { url: string, hits: Hit[], down: () => Promise<void>, up: () => Promise<void>, close: () => Promise<void> }

export async function flakyReceiver (): Promise<FlakyReceiver> {
  const hits: Hit[] = []
  const server = https.createServer({ cert: testTls.cert, key: testTls.key }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
      const path = (req.url ?? '/').split('?')[0]
      hits.push({ path, deliveryId: String(req.headers['x-service-delivery']), body: Buffer.concat(chunks).toString('utf8'), headers: req.headers })
      if (path === '/big') { res.writeHead(502, { 'content-type': 'text/plain' }).end('é'.repeat(3000)); return }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}')
    })
  })
  let port = 0
  const listen = async (): Promise<void> => { await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve)); port = (server.address() as { port: number }).port }
  const stop = async (): Promise<void> => { server.closeAllConnections(); await new Promise<void>(resolve => server.close(() => { resolve() })) }
  await listen()
  return { url: `https://127.0.0.1:${port}`, hits, down: stop, up: listen, close: async () => { if (server.listening) await stop() } }
}

/** Asks `read` until `ok` holds (every 25 ms, at most `ms`): for what the queue worker does in the background. */
export async function until<T> (read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v)) return v
    if (Date.now() > end) throw new Error(`condition not reached in time: ${JSON.stringify(v)}`)
    await new Promise(resolve => setTimeout(resolve, 25))
  }
}
