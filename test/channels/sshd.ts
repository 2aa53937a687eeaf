/**
 * A real OpenSSH server for SFTP tests: `/usr/sbin/sshd -D -e -f <config>` on a free loopback port, run as a child
 * process with a generated ed25519 host key, a generated client key in authorized_keys and its own PidFile, all in a
 * temporary folder. Logs in as the current user with key authentication. Root in a sandbox needs `StrictModes no`,
 * `UsePAM no` and `PermitRootLogin prohibit-password`, and sshd needs its privilege separation folder /run/sshd.
 *
 *   const sshd = await startSshd()   // { port, user, clientKey, hostKeySha256, root, close() }
 *   // sshd.root is an empty folder the tests upload into (absolute path on the same machine)
 *
 * Tests declare it with `needs('sshd')` (test/helpers/tools.ts: skips naming openssh-server, fails under CI).
 */
import { freePort } from '../../scripts/network/free-port.ts'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const SSHD = '/usr/sbin/sshd'

export interface Sshd {
  port: number
  user: string
  /** OpenSSH private key (PEM text) whose public half is in authorized_keys. */
  clientKey: string
  /** `SHA256:<base64, no padding>`, as `ssh-keygen -lf` prints it. */
  hostKeySha256: string
  /** An empty folder to upload into. */
  root: string
  /** What sshd wrote to stderr so far (for failure messages). */
  log: () => string
  close: () => Promise<void>
}

function keygen (file: string, comment: string): void {
  const res = spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', comment, '-f', file], { encoding: 'utf8' })
  if (res.status !== 0) throw new Error(`ssh-keygen failed: ${res.stderr}`)
}

/** SHA-256 fingerprint of an OpenSSH public key line (`ssh-ed25519 AAAA... comment`). */
export function fingerprintOf (publicKeyLine: string): string {
  const blob = Buffer.from(publicKeyLine.trim().split(/\s+/)[1], 'base64')
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`
}

export async function startSshd (): Promise<Sshd> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-sshd-'))
  const root = path.join(dir, 'upload')
  fs.mkdirSync(root)
  keygen(path.join(dir, 'host_ed25519'), 'wharf-test-host')
  keygen(path.join(dir, 'client_ed25519'), 'wharf-test-client')
  fs.copyFileSync(path.join(dir, 'client_ed25519.pub'), path.join(dir, 'authorized_keys'))
  fs.mkdirSync('/run/sshd', { recursive: true, mode: 0o755 }) // privilege separation folder sshd insists on
  const port = await freePort()
  const config = [
    `ListenAddress 127.0.0.1:${port}`,
    `HostKey ${path.join(dir, 'host_ed25519')}`,
    `PidFile ${path.join(dir, 'sshd.pid')}`,
    `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
    'StrictModes no',
    'UsePAM no',
    'PermitRootLogin prohibit-password',
    'PasswordAuthentication no',
    'KbdInteractiveAuthentication no',
    'PubkeyAuthentication yes',
    'Subsystem sftp internal-sftp',
    'LogLevel VERBOSE',
    'MaxStartups 50',
    'MaxSessions 50'
  ].join('\n') + '\n'
  const configFile = path.join(dir, 'sshd_config')
  fs.writeFileSync(configFile, config)
  let stderr = ''
  const child: ChildProcess = spawn(SSHD, ['-D', '-e', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] })
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => { stderr += chunk })
  const exited = new Promise<number | null>(resolve => child.once('exit', code => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    const end = Date.now() + 10_000
    const tick = (): void => {
      if (stderr.includes('Server listening on')) { resolve(); return }
      if (child.exitCode !== null) { reject(new Error(`sshd exited with ${child.exitCode}: ${stderr}`)); return }
      if (Date.now() > end) { reject(new Error(`sshd did not start in 10 s: ${stderr}`)); return }
      setTimeout(tick, 20)
    }
    tick()
  })
  return {
    port,
    user: os.userInfo().username,
    clientKey: fs.readFileSync(path.join(dir, 'client_ed25519'), 'utf8'),
    hostKeySha256: fingerprintOf(fs.readFileSync(path.join(dir, 'host_ed25519.pub'), 'utf8')),
    root,
    log: () => stderr,
    close: async () => {
      if (child.exitCode === null) { child.kill('SIGTERM'); await exited }
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}
