/** GET /health: liveness and readiness in one. 200 when the database answers, 503 otherwise. No authentication. */
import type { FastifyInstance } from 'fastify'
import type { Wharf } from '../../context.ts'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../../db/unavailable.ts'

export async function healthRoutes (app: FastifyInstance, opts: { wharf: Wharf, version: string }): Promise<void> {
  const { wharf } = opts
  app.get('/health', {
    config: { auth: 'public' },
    schema: {
      tags: ['operations'],
      summary: 'Health: status of the process and its database',
      response: {
        200: { type: 'object', properties: { status: { type: 'string' }, version: { type: 'string' }, database: { type: 'string' }, uptimeSeconds: { type: 'number' } } },
        503: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' }, error: { type: 'string' } } }
      }
    }
  }, async (req, reply) => {
    try {
      await wharf.knex.raw('select 1')
      return { status: 'ok', version: opts.version, database: wharf.db.kind, uptimeSeconds: Math.round(process.uptime()) }
    } catch (err) {
      // The answer is public: it says what failed, never where (the error, with the address, goes to the log).
      req.log.error({ err }, 'health: the database does not answer')
      const error = isDatabaseUnavailable(err) ? 'the database cannot be reached' : 'the database answered with an error'
      return await reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ status: 'unavailable', database: wharf.db.kind, error })
    }
  })
}
