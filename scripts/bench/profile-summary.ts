/**
 * Summarises a V8 .cpuprofile (from BENCH_CPU_PROF or node --cpu-prof): self time by function and by file, so a
 * bench's bottleneck can be read without opening DevTools.
 *
 *   node --import tsx scripts/bench/profile-summary.ts <file.cpuprofile | directory of one process's profiles> [top=25] [--skip=<s>]
 *
 * --skip leaves out the first seconds (start-up: module loading, migrations, PGlite template copy).
 * --from=<µs> --to=<µs> keep only the samples in that window, in the profile's clock (CLOCK_MONOTONIC, the same as
 * process.hrtime: a bench can print the window of one measurement, as webhooks.bench.ts does).
 */
import fs from 'node:fs'
import path from 'node:path'

interface ProfileNode {
  id: number
  callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number }
  children?: number[]
}
interface Profile { nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number, endTime: number }

const args = process.argv.slice(2)
const flag = (name: string): number | undefined => {
  const a = args.find(x => x.startsWith(`--${name}=`))
  return a === undefined ? undefined : Number(a.slice(name.length + 3))
}
const [file, topArg] = args.filter(a => !a.startsWith('--'))
if (file === undefined) {
  console.error('usage: profile-summary.ts <file.cpuprofile | directory> [top=25] [--skip=<seconds of start-up to leave out>]')
  process.exit(2)
}
const top = Number(topArg ?? 25)
const skipUs = (flag('skip') ?? 0) * 1e6
const fromUs = flag('from') ?? -Infinity
const toUs = flag('to') ?? Infinity
const read = (f: string): Profile => JSON.parse(fs.readFileSync(f, 'utf8')) as Profile
const busy = (p: Profile): number => {
  const idle = new Set(p.nodes.filter(n => n.callFrame.functionName === '(idle)').map(n => n.id))
  return p.samples.reduce((sum, id, i) => idle.has(id) ? sum : sum + (p.timeDeltas[i] ?? 0), 0)
}
// A directory (one per server process): its busiest profile, i.e. the main thread's rather than tsx's loader thread's.
let chosen = file
if (fs.statSync(file).isDirectory()) {
  const candidates = fs.readdirSync(file).filter(f => f.endsWith('.cpuprofile')).map(f => path.join(file, f))
  if (candidates.length === 0) throw new Error(`no .cpuprofile in ${file}`)
  chosen = candidates.map(f => ({ f, busy: busy(read(f)) })).sort((a, b) => b.busy - a.busy)[0].f
}
const profile = read(chosen)
const byId = new Map(profile.nodes.map(n => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

const self = new Map<number, number>()
let at = profile.startTime
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0
  at += dt
  if (at - profile.startTime >= skipUs && at >= fromUs && at <= toUs) self.set(id, (self.get(id) ?? 0) + dt)
})
const total = [...self.values()].reduce((a, b) => a + b, 0)

const root = process.cwd()
const where = (url: string): string => {
  if (url === '') return '(native/vm)'
  const p = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url
  const nm = p.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = p.slice(nm + 'node_modules/'.length).split('/')
    return `npm:${rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`
  }
  return p.startsWith(root) ? path.relative(root, p) : p
}
const label = (n: ProfileNode): string => {
  const f = n.callFrame
  const name = f.functionName === '' ? '(anonymous)' : f.functionName
  // tsx emits each module on one line, so a line number is only worth showing when there is more than one.
  const file = f.url === '' ? '' : ` ${where(f.url)}${f.url.includes('node_modules') || f.lineNumber <= 0 ? '' : `:${f.lineNumber + 1}`}`
  return `${name}${file}`
}

const add = (m: Map<string, number>, k: string, v: number): void => { m.set(k, (m.get(k) ?? 0) + v) }
const fns = new Map<string, number>()
const files = new Map<string, number>()
// Inclusive time of the project's own functions (core/, plugins/, transforms/): where to look first.
const inclusive = new Map<string, number>()
for (const [id, t] of self) {
  const n = byId.get(id) as ProfileNode
  add(fns, label(n), t)
  add(files, n.callFrame.url === '' ? `(${n.callFrame.functionName || 'vm'})` : where(n.callFrame.url), t)
  const seen = new Set<string>()
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const c = byId.get(cur) as ProfileNode
    if (/\/(core|plugins|transforms)\//.test(c.callFrame.url) && !c.callFrame.url.includes('node_modules')) {
      const l = label(c)
      if (!seen.has(l)) { seen.add(l); add(inclusive, l, t) }
    }
  }
}

const pct = (t: number): string => `${(100 * t / total).toFixed(1).padStart(5)}%`
const show = (title: string, m: Map<string, number>): void => {
  console.log(`\n${title}`)
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${k}`)
}
console.log(`${chosen}: ${(total / 1000).toFixed(0)} ms sampled over ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s` +
  (skipUs > 0 ? ` (first ${skipUs / 1e6} s left out)` : '') +
  (Number.isFinite(fromUs) || Number.isFinite(toUs) ? ` (window ${String(fromUs)} .. ${String(toUs)} µs)` : ''))
show('self time by file / package', files)
show('self time by function', fns)
show('inclusive time of Wharf functions', inclusive)
