/**
 * A real Wharf for the large-document memory test (test/documents/large-memory.test.ts), in its own process: the
 * test harness's Wharf (createTestWharf: database from DATABASE_URL or PGlite, migrations, the full fastify app)
 * listening on 127.0.0.1, with the queue worker and the plugin pool running the doc-channel fixture plugin
 * (test/documents/fixture-plugins), a tenant, the party 0088:7300010000001 and a SendInvoice hook (action doc-ok).
 *
 * Forked with `--import tsx`; answers over IPC:
 *   -> { type: 'ready', url, host, token, party }          once started
 *   'rss'  -> { type: 'rss', maxRssBytes, rssBytes }       peak RSS since start (getrusage) and the current RSS
 *   'stop' -> closes everything and exits
 */
import { createTestWharf, ACCEPTANCE_HOST } from '../../helpers/wharf.ts'
import { application, clientToken, party, tenant } from '../../helpers/fixtures.ts'
import { startWorkers } from '../../../core/workers.ts'
import { PLUGIN_ROOT, createHook } from '../helpers.ts'

const PARTY = '0088:7300010000001'

const t = await createTestWharf({ LOG_LEVEL: 'warn' })
const workers = await startWorkers(t.wharf, { threads: 1, housekeeping: false, pollIntervalMs: 50, pluginRoot: PLUGIN_ROOT })
const acme = await tenant(t, 'large-docs')
await party(t, acme.id, [PARTY, '0192:987654325'])
const token = await clientToken(t, await application(t, acme.id, ['ApManager']))
await createHook(t, token, { partyId: PARTY, action: 'doc-ok', name: 'ap', topics: ['SendInvoice'] })
await t.app.listen({ port: 0, host: '127.0.0.1' })
const addr = t.app.server.address()
const port = typeof addr === 'object' && addr !== null ? addr.port : 0

process.on('message', (m) => {
  if (m === 'rss') {
    process.send?.({ type: 'rss', maxRssBytes: process.resourceUsage().maxRSS * 1024, rssBytes: process.memoryUsage.rss() })
  } else if (m === 'stop') {
    void (async () => {
      await workers.stop()
      await t.close()
      process.exit(0)
    })()
  }
})
process.on('disconnect', () => { process.exit(0) })
process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}`, host: ACCEPTANCE_HOST, token, party: PARTY })
