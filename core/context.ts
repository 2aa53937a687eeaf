/**
 * The services one Wharf process is made of, built once at start (core/main.ts, or a test's helper) and handed to
 * the HTTP app, the CLI and the workers. Nothing here reads process.env: that is core/config.ts's job.
 */
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import type { Database } from './db/open.ts'
import { SecretBox, loadMasterKey } from './crypto/secret-box.ts'
import { SigningKeys } from './auth/signing-keys.ts'
import { Tokens } from './auth/tokens.ts'
import { HookStore } from './hooks/store.ts'
import { Wakeup } from './work/index.ts'
import type { PluginHost } from './plugins/host.ts'
import type { RecentDocuments } from './documents/recent.ts'

export interface Wharf {
  config: Config
  db: Database
  knex: Knex
  clock: Clock
  box: SecretBox
  keys: SigningKeys
  tokens: Tokens
  hooks: HookStore
  /** Wakes this process's workers when it enqueues work (after commit). */
  wakeup: Wakeup
  /** Documents this process has just stored for sending, for their command's first attempt (core/documents/recent.ts):
   * in processes with the worker role (set by startWorkers), since only those run the commands. */
  recent?: RecentDocuments
  /** The plugin host, in processes with the worker role (set by startWorkers). */
  plugins?: PluginHost
  log: Logger
}

/** The SecretBox of the configured master key (also for migrations that convert secrets). */
export const secretBoxFor = (config: Pick<Config, 'masterKey' | 'dataDir'>): SecretBox => new SecretBox(loadMasterKey(config.masterKey, config.dataDir))

export function createContext (config: Config, db: Database, clock: Clock, log: Logger): Wharf {
  const box = secretBoxFor(config)
  const keys = new SigningKeys(db.knex, box, clock, config)
  const tokens = new Tokens(keys, clock, config.environments, config.tokenTtlSeconds)
  const hooks = new HookStore(db.knex, box, clock)
  return { config, db, knex: db.knex, clock, box, keys, tokens, hooks, wakeup: new Wakeup({ db: db.knex }), log }
}
