/**
 * Where the CPU went during a measurement, from /proc (Linux; elsewhere every figure is null): CPU seconds of given
 * processes (a process's main thread apart from its other threads), of every PostgreSQL process on the machine, and
 * how busy the whole machine was. On a 2-core machine the load generator, the receiver, the server and PostgreSQL
 * share two cores, so "which process used how much per request" says more than a profile of one of them.
 */
import fs from 'node:fs'
import os from 'node:os'

const TICKS = 100 // USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK)

/** utime + stime of /proc/<pid>[/task/<tid>]/stat, in seconds; undefined when gone or not Linux. */
function statSeconds (file: string): number | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: the fields after it start after the last ')'.
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return (Number(rest[11]) + Number(rest[12])) / TICKS
  } catch {
    return undefined
  }
}

/** A process's CPU time: its main thread and all its other threads (worker threads, GC helpers, libuv pool). */
function processSeconds (pid: number): { main: number, others: number } | undefined {
  const total = statSeconds(`/proc/${pid}/stat`)
  const main = statSeconds(`/proc/${pid}/task/${pid}/stat`)
  if (total === undefined || main === undefined) return undefined
  return { main, others: total - main }
}

/** CPU seconds of each thread of a process by thread id, with its name (/proc/<pid>/task/<tid>/comm: Node 20 names
 * V8's profiler threads `v8:ProfEvntProc` and every other thread "node"). */
export function threadTimes (pid: number): Map<string, { name: string, seconds: number }> | undefined {
  let tids: string[]
  try { tids = fs.readdirSync(`/proc/${pid}/task`) } catch { return undefined }
  const r = new Map<string, { name: string, seconds: number }>()
  for (const tid of tids) {
    const seconds = statSeconds(`/proc/${pid}/task/${tid}/stat`)
    if (seconds === undefined) continue
    let name = ''
    try { name = fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() } catch { /* gone */ }
    r.set(tid, { name, seconds })
  }
  return r
}

function postgresSeconds (): number | undefined {
  let sum = 0
  let any = false
  let entries: string[]
  try { entries = fs.readdirSync('/proc') } catch { return undefined }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue
    let comm: string
    try { comm = fs.readFileSync(`/proc/${e}/comm`, 'utf8').trim() } catch { continue }
    if (comm !== 'postgres') continue
    const s = statSeconds(`/proc/${e}/stat`)
    if (s !== undefined) { sum += s; any = true }
  }
  return any ? sum : undefined
}

function machineTicks (): { busy: number, total: number } | undefined {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]
    const v = line.trim().split(/\s+/).slice(1).map(Number)
    // user nice system idle iowait irq softirq steal (guest time is already in user)
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0)
    const idle = v[3] + v[4]
    return { busy: total - idle, total }
  } catch {
    return undefined
  }
}

export interface CpuSnapshot {
  at: number
  processes: Record<string, { main: number, others: number } | undefined>
  postgres: number | undefined
  machine: { busy: number, total: number } | undefined
}

export function cpuSnapshot (pids: Record<string, number | undefined>): CpuSnapshot {
  const processes: CpuSnapshot['processes'] = {}
  for (const [name, pid] of Object.entries(pids)) processes[name] = pid === undefined ? undefined : processSeconds(pid)
  return { at: performance.now(), processes, postgres: postgresSeconds(), machine: machineTicks() }
}

export interface CpuUse {
  seconds: number
  /** share of the machine's CPUs busy (1 = every core all the time), by anything */
  machineBusy: number | null
  /** CPU seconds per second (1 = one core) of each process: main thread, other threads */
  processes: Record<string, { main: number, others: number } | null>
  /** every postgres process on the machine (other databases' work too) */
  postgres: number | null
  /** cores busy with anything else (other work on the machine skews every figure) */
  others: number | null
  /** CPU milliseconds per request of each process and of PostgreSQL */
  msPerRequest: Record<string, number | null>
}

const r3 = (n: number): number => Math.round(n * 1000) / 1000

/** CPU use between two snapshots, also per request when `requests` were served in between. */
export function cpuUse (a: CpuSnapshot, b: CpuSnapshot, requests: number): CpuUse {
  const seconds = (b.at - a.at) / 1000
  const processes: CpuUse['processes'] = {}
  const msPerRequest: CpuUse['msPerRequest'] = {}
  const per = (cpu: number): number | null => requests > 0 ? r3(cpu * 1000 / requests) : null
  for (const name of Object.keys(b.processes)) {
    const x = a.processes[name]
    const y = b.processes[name]
    if (x === undefined || y === undefined || seconds <= 0) { processes[name] = null; msPerRequest[name] = null; continue }
    processes[name] = { main: r3((y.main - x.main) / seconds), others: r3((y.others - x.others) / seconds) }
    msPerRequest[name] = per(y.main - x.main + y.others - x.others)
  }
  const pgCpu = a.postgres !== undefined && b.postgres !== undefined ? b.postgres - a.postgres : undefined
  msPerRequest.postgres = pgCpu === undefined ? null : per(pgCpu)
  const m = a.machine !== undefined && b.machine !== undefined && b.machine.total > a.machine.total
    ? r3((b.machine.busy - a.machine.busy) / (b.machine.total - a.machine.total))
    : null
  const postgres = pgCpu === undefined || seconds <= 0 ? null : r3(pgCpu / seconds)
  const ours = Object.values(processes).reduce((sum, p) => sum + (p === null ? 0 : p.main + p.others), postgres ?? 0)
  return {
    seconds: r3(seconds),
    machineBusy: m,
    processes,
    postgres,
    others: m === null ? null : r3(Math.max(0, m * os.cpus().length - ours)),
    msPerRequest
  }
}

/** One line: machine busy, then each process's cores used and ms per request. */
export function formatCpu (u: CpuUse): string {
  const parts = [`machine ${u.machineBusy === null ? 'n/a' : `${Math.round(u.machineBusy * 100)} % busy of ${os.cpus().length} cores`}`]
  for (const [name, p] of Object.entries(u.processes)) {
    if (p === null || p.main + p.others < 0.005) continue
    parts.push(`${name} ${(p.main + p.others).toFixed(2)} cores (main ${p.main.toFixed(2)}, other threads ${p.others.toFixed(2)}), ${u.msPerRequest[name]?.toFixed(3) ?? 'n/a'} ms/req`)
  }
  if (u.postgres !== null) parts.push(`postgres (all) ${u.postgres.toFixed(2)} cores, ${u.msPerRequest.postgres?.toFixed(3) ?? 'n/a'} ms/req`)
  if (u.others !== null) parts.push(`anything else ${u.others.toFixed(2)} cores`)
  return parts.join('; ')
}
