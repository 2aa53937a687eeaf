/**
 * A freshly initialised PGlite data directory takes 3-5 s to create (initdb in WASM), but copying a ready one and
 * opening it takes well under a second. `npm install` runs scripts/postinstall.js, which builds this template once;
 * first start copies it into WHARF_DATA_DIR, so `npm start` answers /health quickly even on a new machine.
 * The template carries the migrations of install time; start applies any newer ones. Delete
 * node_modules/.cache/wharf to rebuild it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import knexFactory from 'knex'
import ClientPGLite from 'knex-pglite'
import { migrateLatest } from './migrate.ts'
import { projectRoot } from '../paths.ts'
import { systemClock } from '../clock.ts'

const root = projectRoot
export const templateDir = path.join(root, 'node_modules', '.cache', 'wharf', 'pglite-template')
const marker = path.join(templateDir, '.wharf-template-ready')

export async function buildTemplate (): Promise<string> {
  if (fs.existsSync(marker)) return templateDir
  fs.rmSync(templateDir, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(templateDir), { recursive: true })
  const tmp = `${templateDir}.tmp-${process.pid}`
  fs.rmSync(tmp, { recursive: true, force: true })
  const db = new PGlite(tmp)
  await db.waitReady
  // Migrations applied at build time make the first start cheaper; start still runs any newer ones.
  const knex = knexFactory({ client: ClientPGLite as unknown as typeof knexFactory.Client, connection: { pglite: db } as never })
  await migrateLatest(knex)
  await knex.destroy()
  fs.renameSync(tmp, templateDir)
  fs.writeFileSync(marker, new Date(systemClock.now()).toISOString())
  return templateDir
}

/** Copies the template into `dir` when `dir` holds no database yet. Returns true when it did. */
export function seedFromTemplate (dir: string): boolean {
  if (fs.existsSync(path.join(dir, 'PG_VERSION')) || !fs.existsSync(marker)) return false
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  fs.cpSync(templateDir, dir, { recursive: true, filter: src => src !== marker })
  return true
}
