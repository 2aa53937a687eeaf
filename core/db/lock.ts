/**
 * The embedded database is single-process: a second process opening the same PGlite directory would corrupt it.
 * The process that opens it holds WHARF_DATA_DIR/pglite.lock (its pid); another process finding a live pid there
 * refuses to open the database and says who holds it (the CLI then talks to that server instead).
 */
import fs from 'node:fs'
import path from 'node:path'

export const lockFile = (dataDir: string): string => path.join(dataDir, 'pglite.lock')

export function isAlive (pid: number): boolean {
  try { process.kill(pid, 0); return true } catch (err) { return (err as NodeJS.ErrnoException).code === 'EPERM' }
}

export function lockHolder (dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined
  } catch { return undefined }
}

export function acquireLock (dataDir: string): () => void {
  const holder = lockHolder(dataDir)
  if (holder !== undefined) {
    throw new Error(`The embedded database in ${dataDir} is in use by process ${holder}. Stop that process, or use the wharf CLI, which goes through the running server.`)
  }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(lockFile(dataDir), String(process.pid))
  return () => {
    try {
      if (fs.readFileSync(lockFile(dataDir), 'utf8').trim() === String(process.pid)) fs.rmSync(lockFile(dataDir))
    } catch { /* already gone */ }
  }
}
