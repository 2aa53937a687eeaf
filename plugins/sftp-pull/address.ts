/**
 * A source hook's address: `sftp://user[:password]@host[:port]?readDirectory=/in&pendingDirectory=/pending
 * &successDirectory=/done&errorDirectory=/error&duplicateDirectory=/duplicate[&interval=00:15:00]#SHA256:<host key>`.
 * The user and password are percent-encoded userinfo (sealed by the hook store: the plugin gets them in the hook's
 * `address`). readDirectory defaults to the login folder; the status directories are optional (without them a
 * processed file is deleted; without pendingDirectory a file waits in readDirectory). The fragment is the server's
 * host key fingerprint as `ssh-keygen -lf` prints it; it is required.
 */
export interface PullAddress {
  host: string
  port: number
  username: string
  password?: string
  hostKeySha256: string
  readDirectory: string
  pendingDirectory?: string
  successDirectory?: string
  errorDirectory?: string
  duplicateDirectory?: string
  /** From `interval` (seconds, or hh:mm:ss); undefined: the plugin's pollIntervalSeconds. */
  intervalSeconds?: number
}

export class BadAddressError extends Error {}

const FINGERPRINT = /^(SHA256:)?[A-Za-z0-9+/]{43}=?$/
const DIRECTORIES = ['readDirectory', 'pendingDirectory', 'successDirectory', 'errorDirectory', 'duplicateDirectory'] as const

/** `900`, `15m`-free forms only: seconds, or hh:mm:ss. */
export function parseDuration (v: string): number | undefined {
  if (/^\d{1,6}$/.test(v)) return Number(v)
  const m = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(v)
  return m === null ? undefined : Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])
}

export function parseAddress (action: string): PullAddress {
  let url: URL
  try { url = new URL(action) } catch { throw new BadAddressError('the address is not a URL: sftp://user@host:port?readDirectory=...#SHA256:...') }
  if (url.protocol !== 'sftp:') throw new BadAddressError('the address must start with sftp://')
  if (url.hostname === '') throw new BadAddressError('the address names no host')
  if (url.username === '' || url.username === '***') throw new BadAddressError('the address names no user (sftp://user@host)')
  const hostKeySha256 = decodeURIComponent(url.hash.slice(1))
  if (!FINGERPRINT.test(hostKeySha256)) throw new BadAddressError('the address needs the server\'s host key fingerprint after #, as ssh-keygen -lf prints it (SHA256:...)')
  for (const key of url.searchParams.keys()) {
    if (![...DIRECTORIES, 'interval'].includes(key)) throw new BadAddressError(`unknown parameter ${key} (${DIRECTORIES.join(', ')}, interval)`)
  }
  const dirs: Partial<Record<typeof DIRECTORIES[number], string>> = {}
  for (const d of DIRECTORIES) {
    const v = url.searchParams.get(d)
    if (v !== null && v !== '') {
      if (v.split('/').includes('..')) throw new BadAddressError(`${d} may not contain ..`)
      dirs[d] = v.replace(/\/+$/, '') === '' ? '/' : v.replace(/\/+$/, '')
    }
  }
  const interval = url.searchParams.get('interval')
  const intervalSeconds = interval === null ? undefined : parseDuration(interval)
  if (interval !== null && (intervalSeconds === undefined || intervalSeconds < 10)) throw new BadAddressError('interval is seconds (at least 10) or hh:mm:ss')
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port === '' ? 22 : Number(url.port),
    username: decodeURIComponent(url.username),
    ...(url.password !== '' ? { password: decodeURIComponent(url.password) } : {}),
    hostKeySha256,
    readDirectory: dirs.readDirectory ?? '.',
    ...(dirs.pendingDirectory !== undefined ? { pendingDirectory: dirs.pendingDirectory } : {}),
    ...(dirs.successDirectory !== undefined ? { successDirectory: dirs.successDirectory } : {}),
    ...(dirs.errorDirectory !== undefined ? { errorDirectory: dirs.errorDirectory } : {}),
    ...(dirs.duplicateDirectory !== undefined ? { duplicateDirectory: dirs.duplicateDirectory } : {}),
    ...(intervalSeconds !== undefined ? { intervalSeconds } : {})
  }
}
