/** Entry of the `wharf` CLI: parses `wharf <noun> <verb> [--flags]`, runs the command, prints text or --json. */
import { parseArgs } from 'node:util'
import { loadConfig } from '../../core/config.ts'
import { commands } from './commands.ts'
import { openTransport } from './transport.ts'
import { AS4_INSPECT_USAGE, as4InspectCommand } from './as4-inspect.ts'
import { TRANSFORM_USAGE, transformCommand } from './transform.ts'
import { VALIDATE_USAGE, validateCommand } from './validate.ts'
import { printReports, type BuiltReports } from './reporting.ts'

const GLOBAL = {
  json: { type: 'boolean' },
  url: { type: 'string' },
  'admin-token': { type: 'string' },
  'data-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h' }
} as const

function help (): string {
  return [
    'wharf: operate a Wharf installation',
    '',
    ...Object.values(commands).map(c => `  ${c.usage}`),
    '  wharf db migrate',
    `  ${AS4_INSPECT_USAGE}`,
    `  ${TRANSFORM_USAGE}`,
    `  ${VALIDATE_USAGE}`,
    '',
    'Global flags: --json (machine-readable output), --url URL and --admin-token T (a remote server),',
    '  --data-dir DIR (default WHARF_DATA_DIR or ./data). With a server running on the data directory the CLI talks',
    '  to it; otherwise it opens the database itself (DATABASE_URL, or the embedded one).'
  ].join('\n')
}

function printHuman (value: unknown, indent = ''): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => { if (i > 0) console.log(''); printHuman(v, indent) })
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (v !== null && typeof v === 'object' && !(Array.isArray(v) && v.every(x => typeof x !== 'object'))) {
        console.log(`${indent}${k}:`)
        printHuman(v, indent + '  ')
      } else {
        console.log(`${indent}${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
      }
    }
  } else {
    console.log(`${indent}${String(value)}`)
  }
}

export async function main (argv: string[]): Promise<number> {
  const words = argv.filter(a => !a.startsWith('-')).slice(0, 2)
  const name = words.join(' ')
  const wantsJson = argv.includes('--json')
  const fail = (message: string, code = 1, details?: unknown): number => {
    if (wantsJson) console.log(JSON.stringify({ error: message, ...(details !== undefined ? { details } : {}) }))
    else console.error(`wharf: ${message}`)
    return code
  }
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) { console.log(help()); return 0 }
  // Offline diagnostics: no configuration or database needed.
  if (name === 'as4 inspect') return await as4InspectCommand(argv.slice(argv.indexOf('inspect') + 1))
  if (words[0] === 'transform') return await transformCommand(argv.slice(argv.indexOf('transform') + 1))
  if (argv[0] === 'validate') return await validateCommand(argv.slice(1))

  const env = { ...process.env }
  const dataDirIdx = argv.indexOf('--data-dir')
  if (dataDirIdx >= 0 && argv[dataDirIdx + 1] !== undefined) env.WHARF_DATA_DIR = argv[dataDirIdx + 1]
  let config
  try { config = loadConfig(env) } catch (err) { return fail((err as Error).message, 2) }

  if (name === 'db migrate') return await migrate(config, wantsJson)
  const command = commands[name]
  if (command === undefined) return fail(`unknown command "${name}"\n\n${help()}`, 2)

  let values: Record<string, string | string[] | boolean | undefined>
  try {
    values = parseArgs({ args: argv.slice(2), options: { ...GLOBAL, ...command.flags }, allowPositionals: false, strict: true }).values
  } catch (err) { return fail(`${(err as Error).message}\nusage: ${command.usage}`, 2) }
  const missing = command.required.filter(r => values[r] === undefined)
  if (missing.length > 0) return fail(`missing ${missing.map(m => `--${m}`).join(', ')}\nusage: ${command.usage}`, 2)

  let transport
  try {
    transport = await openTransport(config, { url: values.url as string | undefined, adminToken: values['admin-token'] as string | undefined })
  } catch (err) { return fail((err as Error).message) }
  try {
    const res = await transport.send(command.request(values))
    if (res.status >= 400) {
      const body = res.body as { message?: string, details?: unknown } | null
      return fail(body?.message ?? `HTTP ${res.status}`, 1, body?.details)
    }
    if (wantsJson) console.log(JSON.stringify(res.body, null, 2))
    else if (name === 'reporting build') printReports(res.body as BuiltReports, values.out as string | undefined)
    else printHuman(res.body)
    return 0
  } catch (err) {
    return fail(`${transport.describe}: ${(err as Error).message}`)
  } finally {
    await transport.close()
  }
}

async function migrate (config: ReturnType<typeof loadConfig>, json: boolean): Promise<number> {
  const { runningServer } = await import('./transport.ts')
  const server = runningServer(config.dataDir)
  if (server !== undefined && config.databaseUrl === undefined) {
    const msg = `the server (pid ${server.pid}) holds the embedded database and applied all migrations when it started`
    console.log(json ? JSON.stringify({ applied: [], note: msg }) : msg)
    return 0
  }
  const { openDatabase } = await import('../../core/db/open.ts')
  const { acquireLock } = await import('../../core/db/lock.ts')
  const { migrateLatest } = await import('../../core/db/migrate.ts')
  const { secretBoxFor } = await import('../../core/context.ts')
  const release = config.databaseUrl === undefined ? acquireLock(config.dataDir) : () => {}
  try {
    const db = await openDatabase(config)
    const applied = await migrateLatest(db.knex, { box: () => secretBoxFor(config) })
    await db.close()
    console.log(json ? JSON.stringify({ applied }) : applied.length === 0 ? 'database is up to date' : `applied ${applied.join(', ')}`)
    return 0
  } finally { release() }
}
