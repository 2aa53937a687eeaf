/**
 * /metrics on a port of its own (WHARF_METRICS_PORT), for deployments that keep the scrape off the public listener:
 * a bare node:http server that answers GET /metrics and nothing else (404), on WHARF_METRICS_HOST (default HOST).
 * With WHARF_METRICS_TOKEN set it asks for the bearer token here too; without one the port itself is the protection:
 * bind it to an interface only Prometheus reaches.
 */
import http from 'node:http'
import type { Wharf } from '../context.ts'
import { scrape } from './scrape.ts'
import { tokenMatches } from './routes.ts'

export interface MetricsServer { port: number, close: () => Promise<void> }

export async function startMetricsServer (wharf: Pick<Wharf, 'knex' | 'clock' | 'plugins' | 'log'>, opts: { port: number, host: string, token?: string }): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (req.method !== 'GET' || path !== '/metrics') { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n'); return }
    if (opts.token !== undefined && !tokenMatches(req.headers.authorization, opts.token)) { res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="wharf-metrics"' }).end('unauthorized\n'); return }
    scrape(wharf).then(out => { res.writeHead(200, { 'content-type': out.contentType }).end(out.body) }, (err: unknown) => {
      wharf.log.error({ err }, 'metrics scrape failed')
      res.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n')
    })
  })
  await new Promise<void>((resolve, reject) => { server.once('error', reject).listen(opts.port, opts.host, () => { resolve() }) })
  const address = server.address()
  return {
    port: typeof address === 'object' && address !== null ? address.port : opts.port,
    close: async () => { server.closeAllConnections(); await new Promise<void>(resolve => server.close(() => { resolve() })) }
  }
}
