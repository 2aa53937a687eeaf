/**
 * GET /metrics (Prometheus text format) and the HTTP request metrics. /metrics is served on the API's port only when
 * WHARF_METRICS_TOKEN is set (on a port of its own with WHARF_METRICS_PORT: server.ts), and only to `Authorization: Bearer <that token>` (401 otherwise; compared in constant
 * time). It is not in /openapi.json. Requests are counted by route template (`/api/v1/hook/:id`), never by raw URL,
 * so the label set stays bounded; unmatched paths count as route `unmatched`.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Wharf } from '../context.ts'
import { WharfError } from '../errors.ts'
import { record } from './registry.ts'
import { scrape } from './scrape.ts'

const digest = (s: string): Buffer => createHash('sha256').update(s).digest()

/** `Authorization` is exactly `Bearer <token>` (constant time: both sides hashed first). */
export const tokenMatches = (authorization: string | undefined, token: string): boolean => timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`))

export function installRequestMetrics (app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched'
    record.httpRequest(req.method, reply.statusCode === 404 && req.routeOptions.url === undefined ? 'unmatched' : route, reply.statusCode, reply.elapsedTime)
  })
}

export async function metricsRoutes (app: FastifyInstance, opts: { wharf: Wharf }): Promise<void> {
  const { wharf } = opts
  const token = wharf.config.metricsToken
  if (token === undefined) return
  app.get('/metrics', { schema: { hide: true }, config: { auth: 'public' } }, async (req, reply) => {
    if (!tokenMatches(req.headers.authorization, token)) throw new WharfError('UNAUTHORIZED', 'GET /metrics needs Authorization: Bearer <WHARF_METRICS_TOKEN>')
    const out = await scrape(wharf)
    return await reply.type(out.contentType).send(out.body)
  })
}
