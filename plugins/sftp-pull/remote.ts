/**
 * One SFTP session of a poll: login with the hook's password or the tenant's private key, the server's host key
 * checked against the pinned SHA-256 fingerprint before anything is sent (HostKeyMismatchError), and the few file
 * operations a poll needs. Moves use the OpenSSH `posix-rename@openssh.com` extension (replaces an existing target
 * atomically); folders that do not exist are created on first use.
 */
import { createHash } from 'node:crypto'
import SftpClient from 'ssh2-sftp-client'
import type { PullAddress } from './address.ts'

export class HostKeyMismatchError extends Error {}

const normalise = (fp: string): string => fp.replace(/^SHA256:/, '').replace(/=+$/, '')

export interface Remote {
  list: (dir: string) => Promise<string[]>
  get: (path: string) => Promise<Buffer>
  move: (from: string, toDir: string, name: string) => Promise<void>
  remove: (path: string) => Promise<void>
  exists: (path: string) => Promise<boolean>
  close: () => Promise<void>
}

export const join = (dir: string, name: string): string => dir === '.' ? name : `${dir.replace(/\/+$/, '')}/${name}`

export async function openRemote (address: PullAddress, key: { privateKey?: string, passphrase?: string }, timeoutMs: number, id: string): Promise<Remote> {
  const client = new SftpClient(`wharf-sftp-pull-${id}`)
  const expected = normalise(address.hostKeySha256)
  const target = `sftp://${address.username}@${address.host}:${address.port}`
  let mismatch: string | undefined
  try {
    await client.connect({
      host: address.host,
      port: address.port,
      username: address.username,
      ...(address.password !== undefined ? { password: address.password } : key.privateKey !== undefined ? { privateKey: key.privateKey, ...(key.passphrase !== undefined ? { passphrase: key.passphrase } : {}) } : {}),
      readyTimeout: timeoutMs,
      retries: 0,
      hostVerifier: (hostKey: Buffer): boolean => {
        const got = createHash('sha256').update(hostKey).digest('base64').replace(/=+$/, '')
        if (got === expected) return true
        mismatch = `${target}: the server's host key is SHA256:${got}, but SHA256:${expected} is pinned in the hook's address; nothing was read. If the server's key really changed, update the address`
        return false
      }
    })
  } catch (err) {
    await client.end().catch(() => {})
    if (mismatch !== undefined) throw new HostKeyMismatchError(mismatch)
    throw new Error(`${target}: ${(err as Error).message}`)
  }
  const made = new Set<string>()
  const ensureDir = async (dir: string): Promise<void> => {
    if (dir === '.' || dir === '/' || made.has(dir)) return
    if (await client.exists(dir) === false) await client.mkdir(dir, true)
    made.add(dir)
  }
  return {
    list: async dir => (await client.list(dir)).filter(e => e.type === '-' && !e.name.startsWith('.')).map(e => e.name).sort(),
    get: async path => await client.get(path) as Buffer,
    move: async (from, toDir, name) => {
      await ensureDir(toDir)
      await client.posixRename(from, join(toDir, name))
    },
    remove: async path => { await client.delete(path) },
    exists: async path => await client.exists(path) !== false,
    close: async () => {
      let timer: NodeJS.Timeout | undefined
      await Promise.race([client.end().catch(() => false), new Promise(resolve => { timer = setTimeout(resolve, 1000) })])
      clearTimeout(timer)
    }
  }
}
