/**
 * `npm start`: one Wharf process configured from the environment. Stops gracefully on SIGTERM and SIGINT.
 * Start-up is one step a signal does not split: a signal during it waits for it to end, demo banner included (its
 * credentials are shown only once, issue 15), and then stops the server.
 */
import { loadConfig, ConfigError, type Config } from './config.ts'
import { createLogger } from './logger.ts'
import { startServer, type Running } from './server.ts'
import { demoBanner } from './demo.ts'
import { monotonicMs } from './clock.ts'

let config: Config
try {
  config = loadConfig()
} catch (err) {
  if (err instanceof ConfigError) { console.error(err.message); process.exit(2) }
  throw err
}
const log = createLogger(config.logLevel)

let starting: Promise<Running> | undefined
let stopping = false
function stop (signal: string): void {
  if (stopping) return
  stopping = true
  log.info({ signal }, 'shutting down')
  const force = setTimeout(() => { log.error('shutdown took over 10 s, exiting'); process.exit(1) }, 10_000)
  force.unref()
  const closing = (starting ?? Promise.resolve(undefined)).then(async running => { await running?.close() })
  closing.then(() => process.exit(0), err => { log.error({ err }, 'shutdown failed'); process.exit(1) })
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

/** Resolves once `text` has been handed to the operating system. */
const print = async (text: string): Promise<void> => { await new Promise<void>((resolve, reject) => { process.stdout.write(text, err => { if (err == null) resolve(); else reject(err) }) }) }

try {
  starting = (async () => {
    const running = await startServer(config, log)
    log.info({ url: running.url, database: running.wharf.db.kind, startupMs: Math.round(monotonicMs()) }, 'Wharf is listening')
    if (running.demo !== undefined) await print(demoBanner(running.demo, running.url) + '\n')
    return running
  })()
  await starting
} catch (err) {
  log.fatal({ err }, (err as Error).message)
  process.exit(1)
}
