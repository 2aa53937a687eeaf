/** `npm start`: one Wharf process configured from the environment. Stops gracefully on SIGTERM and SIGINT. */
import { loadConfig, ConfigError, type Config } from './config.ts'
import { createLogger } from './logger.ts'
import { startServer, type Running } from './server.ts'
import { demoBanner } from './demo.ts'

let config: Config
try {
  config = loadConfig()
} catch (err) {
  if (err instanceof ConfigError) { console.error(err.message); process.exit(2) }
  throw err
}
const log = createLogger(config.logLevel)

let running: Running | undefined
let stopping = false
function stop (signal: string): void {
  if (stopping) return
  stopping = true
  log.info({ signal }, 'shutting down')
  const force = setTimeout(() => { log.error('shutdown took over 10 s, exiting'); process.exit(1) }, 10_000)
  force.unref()
  const closing = running?.close() ?? Promise.resolve()
  closing.then(() => process.exit(0), err => { log.error({ err }, 'shutdown failed'); process.exit(1) })
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

try {
  running = await startServer(config, log)
  log.info({ url: running.url, database: running.wharf.db.kind, startupMs: Math.round(performance.now()) }, 'Wharf is listening')
  if (running.demo !== undefined) process.stdout.write(demoBanner(running.demo, running.url) + '\n')
  if (stopping) await running.close()
} catch (err) {
  log.fatal({ err }, (err as Error).message)
  process.exit(1)
}
