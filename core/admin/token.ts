/**
 * The operator's admin token, separate from tenant tokens: WHARF_ADMIN_TOKEN, or a random token generated once into
 * WHARF_DATA_DIR/admin-token (mode 0600). The CLI reads the same file, so on one machine it needs no setup.
 */
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto'

export const adminTokenFile = (dataDir: string): string => path.join(dataDir, 'admin-token')

export function loadAdminToken (configured: string | undefined, dataDir: string, create = true): string | undefined {
  if (configured !== undefined) return configured
  const file = adminTokenFile(dataDir)
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  if (!create) return undefined
  fs.mkdirSync(dataDir, { recursive: true })
  const token = `wharf_admin_${randomBytes(24).toString('base64url')}`
  try {
    fs.writeFileSync(file, token + '\n', { mode: 0o600, flag: 'wx' })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim()
    throw err
  }
  return token
}

const digest = (s: string): Buffer => createHash('sha256').update(s).digest()
export const adminTokenMatches = (expected: string, presented: string): boolean => timingSafeEqual(digest(expected), digest(presented))
