/**
 * Encryption of secrets at rest (token signing keys now; hook secureKeys and channel credentials later) with
 * AES-256-GCM under the master key. Sealed form: `v1.<iv b64url>.<ciphertext b64url>.<tag b64url>`.
 *
 * The master key comes from WHARF_MASTER_KEY (32 bytes, base64 or hex); without it, a key is generated once into
 * WHARF_DATA_DIR/master.key (mode 0600). Several processes sharing one PostgreSQL must share WHARF_MASTER_KEY.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export class SecretBox {
  readonly #key: Buffer
  constructor (key: Buffer) {
    if (key.length !== 32) throw new Error('The master key must be 32 bytes')
    this.#key = key
  }

  seal (plain: string, context = ''): string {
    const iv = randomBytes(12)
    const c = createCipheriv('aes-256-gcm', this.#key, iv)
    c.setAAD(Buffer.from(context))
    const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()])
    return ['v1', iv.toString('base64url'), ct.toString('base64url'), c.getAuthTag().toString('base64url')].join('.')
  }

  open (sealed: string, context = ''): string {
    const [v, iv, ct, tag] = sealed.split('.')
    if (v !== 'v1' || tag === undefined) throw new Error('Not a sealed secret')
    const d = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'))
    d.setAAD(Buffer.from(context))
    d.setAuthTag(Buffer.from(tag, 'base64url'))
    try {
      return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8')
    } catch {
      throw new Error('A secret could not be decrypted: is WHARF_MASTER_KEY the one it was sealed with?')
    }
  }
}

export function parseMasterKey (raw: string): Buffer {
  const trimmed = raw.trim()
  const buf = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64')
  if (buf.length !== 32) throw new Error('WHARF_MASTER_KEY must be 32 bytes, written as 64 hex digits or base64')
  return buf
}

export function loadMasterKey (configured: string | undefined, dataDir: string): Buffer {
  if (configured !== undefined) return parseMasterKey(configured)
  const file = path.join(dataDir, 'master.key')
  if (fs.existsSync(file)) return parseMasterKey(fs.readFileSync(file, 'utf8'))
  fs.mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(32)
  try {
    fs.writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600, flag: 'wx' })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return parseMasterKey(fs.readFileSync(file, 'utf8'))
    throw err
  }
  return key
}
