/**
 * `npm run bench:as4` (issue 5): Peppol AS4 between two real Wharf access points, each in its own process
 * (as4-instances.ts: A and B on the local Peppol network, real SML + SMP lookups, signed and encrypted AS4 over
 * loopback HTTP), and in the same run the crypto-only ceiling.
 *
 *   round trips   invoices sent through A's API (POST /api/v1/{party}/salesInvoice/send) by CONCURRENCY senders, each
 *                 waiting for A's InvoiceSent (receipt verified) before sending the next: A's worker does lookup,
 *                 SBDH, gzip, sign, encrypt, MIME, POST; B's /as4 decrypts, verifies, checks, stores and signs the
 *                 receipt. Counted over BENCH_DURATION seconds (default 10) after BENCH_WARMUP (default 2) seconds.
 *   crypto only   the same message work without HTTP, database or queue, in a loop in this process (one core):
 *                 build (SBDH, gzip, sign, encrypt, MIME) -> open (MIME, decrypt, verify + chain, checks, gunzip,
 *                 SBDH) -> sign the receipt -> verify the receipt with the NRI check.
 *   big           one BENCH_AS4_BIG_MB (default 100, 0 = skip) MB invoice (the BIS 3 example with a random base64
 *                 attachment, like an embedded PDF) A -> B on freshly restarted processes, with each process's peak
 *                 RSS (process.resourceUsage().maxRSS, reported over IPC by target.ts) and its RSS before.
 *   santuario     issue 21 point 4: sign + verify of one envelope (the UserMessage, references to eb:Messaging, S12:Body
 *                 and the gzipped invoice) with Apache Santuario in a warm JVM (santuario/SignVerify.java, Debian
 *                 libxml-security-java) and with Wharf's wssec here (as it signs, and its DOM path), one thread each;
 *                 prints them and the ratios.
 * Prints the figures, the ratio round trips / ceiling and one JSON line. BENCH_ONLY=roundtrips,crypto,santuario,big picks phases;
 * BENCH_AS4_CONCURRENCY (default 16). Database: PGlite (one data directory per instance) unless DATABASE_URL is set
 * (a fresh schema per instance). The 10 KB invoice is the official BIS 3 example padded with a comment.
 * The round-trip phase also reports each process's RSS idle and after the first round trip, and the CPU time (all threads,
 * user + system) each process used per round trip: unlike round trips/s, that figure holds on a busy machine. BENCH_SQL_STATS=1 lists
 * the SQL statements each instance ran during the round trips (count, total ms) and the statements per round trip.
 * Issue 21: the RSA floor of one round trip (rsa-floor.ts) runs with the round-trip or crypto phase; BENCH_STAGES=1
 * profiles both instances (into BENCH_CPU_PROF or a temporary directory) and prints the CPU per round trip by stage
 * (stages.ts) after the instances stop.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { performance } from 'node:perf_hooks'
import { benchOptions, databases, wanted, type Database } from './harness.ts'
import { A_PARTY, B_PARTY, startPair, type Name, type Pair } from './as4-instances.ts'
import { makeTestPki } from '../pki/make-test-pki.ts'
import { startLocalPeppol } from '../network/local-peppol.ts'
import { buildOutgoing } from '../../plugins/peppol-as4/outgoing.ts'
import { openInbound } from '../../plugins/peppol-as4/incoming.ts'
import { interpretResponse } from '../../plugins/peppol-as4/response.ts'
import { apTrustCheck, type ApIdentity } from '../../plugins/peppol-as4/identity.ts'
import { buildReceipt, buildUserMessage } from '../../plugins/peppol-as4/as4/ebms.ts'
import { readAs4Body, SOAP12_CONTENT_TYPE } from '../../plugins/peppol-as4/as4/mime.ts'
import { signEnvelope } from '../../plugins/peppol-as4/wssec/index.ts'
import { TrustStore } from '../../plugins/peppol-as4/pki/trust-store.ts'
import { formatRsaFloor, rsaFloor } from './rsa-floor.ts'
import { threadTimes } from './cpu.ts'
import { formatStages, splitThreads, stageBreakdown, type ProcessInput } from './stages.ts'
import { sqlPerRoundTrip } from './sql-stats.ts'
import { signVerifyComparison } from './santuario/run.ts'
import { has } from '../../test/helpers/tools.ts'

const opts = benchOptions()
const SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2)
const CONCURRENCY = Number(process.env.BENCH_AS4_CONCURRENCY ?? 16)
const BIG_MB = Number(process.env.BENCH_AS4_BIG_MB ?? 100)
const SQL_STATS = /^(1|true|yes)$/i.test(process.env.BENCH_SQL_STATS ?? '')
const STAGES = /^(1|true|yes)$/i.test(process.env.BENCH_STAGES ?? '')
if (STAGES) opts.cpuProfDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-bench-as4-prof-'))
const DOCTYPE = 'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1'
const PROCESS = 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
const MB = 1024 * 1024
const round = (n: number, d = 1): number => Math.round(n * 10 ** d) / 10 ** d

function baseInvoice (): string {
  return fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'as4', 'bis3-base-example.xml'), 'utf8')
    .replace('<cbc:EndpointID schemeID="0088">9482348239847239874</cbc:EndpointID>', '<cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>')
    .replace('<cbc:EndpointID schemeID="0002">FR23342</cbc:EndpointID>', '<cbc:EndpointID schemeID="0192">987654325</cbc:EndpointID>').trimEnd()
}

/** The BIS 3 example padded to 10 KB, with its own invoice number. */
function tenKbInvoice (n: number): Buffer {
  const text = baseInvoice().replace('<cbc:ID>Snippet1</cbc:ID>', `<cbc:ID>BENCH-${String(n).padStart(8, '0')}</cbc:ID>`)
  const pad = Math.max(0, 10 * 1024 - Buffer.byteLength(text) - 9)
  return Buffer.from(text.replace('</cbc:CustomizationID>', `</cbc:CustomizationID><!--${'x'.repeat(pad)}-->`))
}

/** The BIS 3 example with an embedded attachment of random bytes (base64) making it `mb` MB. */
function bigInvoice (mb: number): Buffer {
  const text = baseInvoice().replace('<cbc:ID>Snippet1</cbc:ID>', '<cbc:ID>BENCH-BIG</cbc:ID>')
  const at = text.indexOf('<cac:AccountingSupplierParty>')
  const head = `<cac:AdditionalDocumentReference><cbc:ID>big</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="big.pdf">`
  const tail = '</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>'
  const b64Len = Math.floor((mb * 1000 * 1000 - Buffer.byteLength(text) - head.length - tail.length) / 4) * 4
  return Buffer.concat([Buffer.from(text.slice(0, at) + head), Buffer.from(randomBytes(b64Len / 4 * 3).toString('base64')), Buffer.from(tail + text.slice(at))])
}

/** CPU time (all threads, user + system) each process has used so far, in ms. */
const cpuMs = async (pair: Pair): Promise<Record<Name, number>> =>
  ({ A: (await pair.memory('A')).cpuMicros / 1000, B: (await pair.memory('B')).cpuMicros / 1000 })

const monoUs = (): number => Number(process.hrtime.bigint() / 1000n)
type ThreadCpu = NonNullable<ReturnType<typeof threadTimes>>
/** What stages.ts needs of the measured window: the profiles' clock range and each process's threads' CPU. */
interface Window { fromUs: number, toUs: number, threads: Record<Name, ThreadCpu | undefined>[] }
const threadCpu = (pair: Pair): Record<Name, ThreadCpu | undefined> =>
  ({ A: threadTimes(pair.nodes.A.target.pid ?? 0), B: threadTimes(pair.nodes.B.target.pid ?? 0) })

async function roundTrips (pair: Pair, atStart: () => void): Promise<{ perSecond: number, count: number, seconds: number, cpuMsPerRoundTrip: Record<Name, number>, window: Window }> {
  let n = 0
  const one = async (): Promise<void> => { await pair.waitSent(await pair.send(tenKbInvoice(n++))) }
  const run = async (ms: number): Promise<number> => {
    let done = 0
    const end = performance.now() + ms
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => { while (performance.now() < end) { await one(); done++ } }))
    return done
  }
  await run(WARMUP * 1000)
  atStart()
  const cpu0 = await cpuMs(pair)
  const window: Window = { fromUs: monoUs(), toUs: 0, threads: [threadCpu(pair)] }
  const t0 = performance.now()
  const count = await run(SECONDS * 1000)
  const seconds = (performance.now() - t0) / 1000
  window.toUs = monoUs()
  window.threads.push(threadCpu(pair))
  const cpu1 = await cpuMs(pair)
  const perRoundTrip = (n: Name): number => round((cpu1[n] - cpu0[n]) / count, 2)
  return { perSecond: count / seconds, count, seconds, cpuMsPerRoundTrip: { A: perRoundTrip('A'), B: perRoundTrip('B') }, window }
}

/** The crypto-only loop: round trips per second and CPU ms (this process, user + system) per round trip. */
async function cryptoCeiling (pki: Awaited<ReturnType<typeof makeTestPki>>): Promise<{ perSecond: number, cpuMs: number }> {
  const id = (i: number): ApIdentity => ({ certPem: pki.instances[i].ap.certPem, keyPem: pki.instances[i].ap.keyPem, seatId: pki.instances[i].seatId })
  const [A, B] = [id(0), id(1)]
  const trust = apTrustCheck(new TrustStore({ ap: [pki.apCa.certPem], roots: [pki.root.certPem] }))
  const document = tenKbInvoice(0)
  const once = async (): Promise<void> => {
    const out = buildOutgoing({ sender: A_PARTY, receiver: B_PARTY, documentTypeId: DOCTYPE, processId: PROCESS, countryC1: 'GB', document, identity: A, receiverCertPem: B.certPem })
    const opened = openInbound(await readAs4Body(Readable.from([out.body]), out.contentType), { identity: B, trust })
    const receipt = signEnvelope(buildReceipt({ refToMessageId: opened.env.messageId, references: opened.references }).xml, [], B)
    const result = await interpretResponse({ status: 200, contentType: SOAP12_CONTENT_TYPE, body: Buffer.from(receipt) }, out, B.certPem, {}, new Date())
    if (!result.ok) throw new Error(`crypto loop failed: ${result.code} ${result.message}`)
  }
  for (let end = performance.now() + 1000; performance.now() < end;) await once()
  let n = 0
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  const end = t0 + Math.min(SECONDS, 5) * 1000
  while (performance.now() < end) { await once(); n++ }
  const cpu = process.cpuUsage(cpu0)
  return { perSecond: n / ((performance.now() - t0) / 1000), cpuMs: (cpu.user + cpu.system) / 1000 / n }
}

/**
 * Issue 21 point 4: sign + verify of one reference envelope with Apache Santuario in a warm JVM and with Wharf's
 * wssec in this process, one thread each, one after the other: the UserMessage A sends, signed over eb:Messaging,
 * S12:Body and the gzipped 10 KB invoice (cid:). Both from and to text, each verifying its own signature.
 */
async function santuarioReference (signer: { certPem: string, keyPem: string }): ReturnType<typeof signVerifyComparison> {
  const cid = `${randomUUID()}@wharf.bench`
  const um = buildUserMessage({
    fromPartyId: 'POP000001', toPartyId: 'POP000002', processId: PROCESS.replace(/^cenbii-procid-ubl::/, ''),
    documentTypeId: DOCTYPE.replace(/^busdox-docid-qns::/, ''), originalSender: A_PARTY, finalRecipient: B_PARTY, payloadContentId: cid
  })
  const attachment = { contentId: cid, contentType: 'application/gzip', mimeType: 'application/gzip', data: gzipSync(tenKbInvoice(0)) }
  return await signVerifyComparison(um.xml, attachment, signer, { warmUpSeconds: 5, seconds: Math.min(SECONDS, 10) })
}

type Memory = Record<Name, { before: number, peak: number }>

async function bigDocument (pair: Pair): Promise<{ bytes: number, seconds: number, memory: Memory }> {
  const doc = bigInvoice(BIG_MB)
  const before = { A: await pair.memory('A'), B: await pair.memory('B') }
  for (const n of ['A', 'B'] as const) pair.nodes[n].target.mem?.reset()
  const t0 = performance.now()
  await pair.waitSent(await pair.send(doc))
  const seconds = (performance.now() - t0) / 1000
  const after = { A: await pair.memory('A'), B: await pair.memory('B') }
  const mem = (n: Name): { before: number, peak: number } => ({ before: round(before[n].rssBytes / MB), peak: round(after[n].maxRssBytes / MB) })
  for (const n of ['A', 'B'] as const) {
    const f = await pair.nodes[n].target.mem?.figures() // BENCH_MEM_DETAIL=1 (mem-sampler.ts), MiB
    if (f !== undefined) console.log(`${n} memory (MiB): idle ${JSON.stringify(f.idle)}\n  peak of each ${JSON.stringify(f.peak)}\n  at the peak RSS ${JSON.stringify(f.atPeakRss)}\n  now ${JSON.stringify(f.now)}`)
    if (f?.timeline !== undefined) console.log(`${n} timeline (s, rss, heapUsed, external, arrayBuffers, wasmRss, mallocRss MiB):\n${f.timeline.map(r => r.join(' ')).join('\n')}`)
  }
  return { bytes: doc.length, seconds, memory: { A: mem('A'), B: mem('B') } }
}

async function dbPair (): Promise<{ envs: Record<Name, Record<string, string>>, dispose: () => Promise<void>, name: string }> {
  const name = (process.env.DATABASE_URL ?? '') !== '' ? 'postgres' : 'pglite'
  const got: Database[] = []
  for (const _ of ['A', 'B']) {
    const d = (await databases({ ...opts, databases: [name] }).next()).value as Database
    got.push(d)
  }
  return { name, envs: { A: got[0].env, B: got[1].env }, dispose: async () => { for (const d of got) await d.dispose() } }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-bench-as4-'))
const pki = await makeTestPki({ instances: ['A', 'B'] })
const lp = await startLocalPeppol({ pki, dir, directory: false })
const db = await dbPair()
const result: Record<string, unknown> = { concurrency: CONCURRENCY, seconds: SECONDS, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, database: db.name, loadAverageBefore: os.loadavg().map(x => round(x, 2)) }
const receiverThreads = process.env.WHARF_AS4_RECEIVER_THREADS
// Passed to both instances when set here: the receiver pool's size, and the validation policy (default reject: both
// instances validate each invoice with the Schematron rules; WHARF_VALIDATION_POLICY=off measures AS4 alone).
const passed = Object.fromEntries(['WHARF_AS4_RECEIVER_THREADS', 'WHARF_VALIDATION_POLICY'].filter(k => process.env[k] !== undefined).map(k => [k, process.env[k] as string]))
const extraEnv = { WHARF_MAX_DOCUMENT_BYTES: String(Math.max(100, BIG_MB * 1.2) * MB | 0), WHARF_AS4_MAX_BYTES: String(Math.max(100, BIG_MB * 1.5) * MB | 0), ...passed }
result.validationPolicy = process.env.WHARF_VALIDATION_POLICY ?? 'default (reject)'
result.receiverThreads = receiverThreads ?? `default (${os.availableParallelism()})`
let pair: Pair | undefined
let window: Window | undefined
let idleThreads: Record<Name, ThreadCpu | undefined> = { A: undefined, B: undefined }
try {
  pair = await startPair(lp, { opts, dbEnv: db.envs, extraEnv })
  const stagePids = { A: pair.nodes.A.target.pid ?? 0, B: pair.nodes.B.target.pid ?? 0 }
  if (wanted(opts, 'roundtrips')) {
    // Memory: each process idle (started, nothing sent yet), then after its first message (plugin and receiver
    // threads start with the first message).
    const p = pair
    const rss = async (): Promise<Record<Name, number>> => ({ A: round((await p.memory('A')).rssBytes / MB), B: round((await p.memory('B')).rssBytes / MB) })
    const idle = await rss()
    idleThreads = threadCpu(pair)
    const t0 = performance.now()
    await pair.waitSent(await pair.send(tenKbInvoice(1e7)))
    const first = round((performance.now() - t0) / 1000, 2)
    const afterFirst = await rss()
    Object.assign(result, { idleRssMiB: idle, firstRoundTripSeconds: first, afterFirstRssMiB: afterFirst })
    console.log(`RSS idle A ${idle.A} MiB, B ${idle.B} MiB; after the first round trip (${first} s) A ${afterFirst.A} MiB, B ${afterFirst.B} MiB`)
    const rt = await roundTrips(pair, () => { if (SQL_STATS) for (const n of ['A', 'B'] as const) pair?.nodes[n].target.sql?.reset() })
    window = rt.window
    if (SQL_STATS) {
      const perRt: Record<string, unknown> = {}
      for (const n of ['A', 'B'] as const) {
        const top = await pair.nodes[n].target.sql?.top() ?? []
        console.log(`\n${n}: SQL during the ${rt.count} measured round trips, by total time: count, ms, statement ([pg]: every query sent to PostgreSQL, knex's too)`)
        for (const f of top) console.log(`${String(f.count).padStart(7)} ${String(f.ms).padStart(7)}  ${f.sql}`)
        perRt[n] = sqlPerRoundTrip(top, rt.count)
      }
      result.sqlPerRoundTrip = perRt
      console.log(`statements per round trip (knex; all queries to PostgreSQL): ${JSON.stringify(perRt)}`)
    }
    Object.assign(result, { invoiceBytes: tenKbInvoice(0).length, roundTripsPerSecond: round(rt.perSecond), roundTrips: rt.count, cpuMsPerRoundTrip: rt.cpuMsPerRoundTrip })
    result.roundTripMemory = { A: round((await pair.memory('A')).maxRssBytes / MB), B: round((await pair.memory('B')).maxRssBytes / MB) }
    console.log(`AS4 round trips A -> B (two Wharf processes, ${db.name}): ${rt.perSecond.toFixed(1)}/s at concurrency ${CONCURRENCY} (${rt.count} in ${rt.seconds.toFixed(1)} s)`)
    console.log(`CPU per round trip (all threads of each process): A ${rt.cpuMsPerRoundTrip.A} ms, B ${rt.cpuMsPerRoundTrip.B} ms`)
  }
  const floor = wanted(opts, 'roundtrips') || wanted(opts, 'crypto') ? rsaFloor(pki) : undefined
  if (floor !== undefined) {
    console.log(formatRsaFloor(floor))
    Object.assign(result, { rsaFloorCpuMs: floor.floorCpuMs, rsaAsDoneCpuMs: floor.asDoneCpuMs, rsaUsPerOp: Object.fromEntries(floor.ops.map(o => [o.name, o.usPerOp])) })
    const cpu = result.cpuMsPerRoundTrip as Record<Name, number> | undefined
    if (cpu !== undefined) {
      result.roundTripToFloor = round((cpu.A + cpu.B) / floor.floorCpuMs, 1)
      console.log(`A + B CPU per round trip / RSA floor: ${String(result.roundTripToFloor)} (goal <= 6)`)
    }
  }
  if (wanted(opts, 'crypto')) {
    const { perSecond: c, cpuMs } = await cryptoCeiling(pki)
    result.cryptoOnlyPerSecond = round(c)
    result.cryptoOnlyCpuMs = round(cpuMs, 2)
    console.log(`crypto-only ceiling (one core, this process): ${c.toFixed(1)}/s (${cpuMs.toFixed(2)} ms of CPU per round trip)`)
    if (floor !== undefined) {
      result.cryptoLoopToFloor = round(cpuMs / floor.floorCpuMs, 1)
      console.log(`crypto loop / RSA floor: ${String(result.cryptoLoopToFloor)} (goal <= 2)`)
    }
    if (typeof result.roundTripsPerSecond === 'number') {
      result.ratio = round(result.roundTripsPerSecond / c, 2)
      console.log(`ratio round trips / ceiling: ${String(result.ratio)} (goal >= 300/s and >= 0.5)`)
    }
  }
  if (wanted(opts, 'santuario')) {
    if (!has('santuario')) console.log('Santuario reference skipped: needs Debian packages libxml-security-java and default-jdk-headless')
    else {
      const { santuario: j, wharf: w, wharfDom: d, ratio, domRatio } = await santuarioReference(pki.instances[0].ap)
      const f = (x: { msPerMessage: number, signMs: number, verifyMs: number, cpuMs: number, messages: number }): string =>
        `${x.msPerMessage.toFixed(3)} ms per message (sign ${x.signMs.toFixed(3)}, verify ${x.verifyMs.toFixed(3)}; CPU ${x.cpuMs.toFixed(3)} ms; ${x.messages} messages)`
      console.log(`sign + verify of the reference envelope, one thread each:\n  Santuario ${j.santuario} (Java ${j.java}): ${f(j)}\n  Wharf (Node ${process.version}): ${f(w)}\n  Wharf's DOM path (any envelope): ${f(d)}`)
      console.log(`Wharf / Santuario time per message: ${ratio.toFixed(2)} (goal <= 1.0); DOM path ${domRatio.toFixed(2)}`)
      result.santuario = { ...j, msPerMessage: round(j.msPerMessage, 3), signMs: round(j.signMs, 3), verifyMs: round(j.verifyMs, 3), cpuMs: round(j.cpuMs, 3) }
      result.wharfSignVerify = { messages: w.messages, msPerMessage: round(w.msPerMessage, 3), signMs: round(w.signMs, 3), verifyMs: round(w.verifyMs, 3), cpuMs: round(w.cpuMs, 3) }
      result.wharfSignVerifyDom = { messages: d.messages, msPerMessage: round(d.msPerMessage, 3), signMs: round(d.signMs, 3), verifyMs: round(d.verifyMs, 3), cpuMs: round(d.cpuMs, 3) }
      result.signVerifyToSantuario = round(ratio, 2)
      result.signVerifyDomToSantuario = round(domRatio, 2)
    }
  }
  if (wanted(opts, 'big') && BIG_MB > 0) {
    await pair.close()
    pair = await startPair(lp, { opts, dbEnv: db.envs, extraEnv }, pair) // fresh processes: the peak is this document's
    const big = await bigDocument(pair)
    result.big = { bytes: big.bytes, seconds: round(big.seconds), rssMiB: big.memory }
    console.log(`${(big.bytes / 1e6).toFixed(0)} MB invoice A -> B in ${big.seconds.toFixed(1)} s; peak RSS A ${big.memory.A.peak} MiB (${big.memory.A.before} before), B ${big.memory.B.peak} MiB (${big.memory.B.before} before); goal < 256 MiB each`)
  }
  if (STAGES && window !== undefined && opts.cpuProfDir !== undefined) {
    await pair.close() // the profiles are written as the processes exit
    const w = window
    const input = (n: Name): ProcessInput => {
      const [idle, a, b] = [idleThreads[n], w.threads[0][n], w.threads[1][n]]
      if (idle === undefined || a === undefined || b === undefined) throw new Error(`${n}: no per-thread CPU figures (/proc)`)
      return { dir: path.join(opts.cpuProfDir as string, n), pid: stagePids[n], cpuMs: splitThreads(stagePids[n], new Set(idle.keys()), a, b) }
    }
    const stagesInput = { inputs: { A: input('A'), B: input('B') }, window: { fromUs: w.fromUs, toUs: w.toUs }, roundTrips: result.roundTrips as number }
    const table = stageBreakdown(stagesInput.inputs, stagesInput.window, stagesInput.roundTrips)
    console.log(`\nCPU per round trip by stage (profiles in ${opts.cpuProfDir}):\n${formatStages(table)}`)
    Object.assign(result, { stagesCpuMs: Object.fromEntries(table.rows.map(r => [r.stage, r.ms])), stagesInput })
  }
  result.loadAverageAfter = os.loadavg().map(x => round(x, 2))
  console.log(JSON.stringify(result))
} finally {
  await pair?.close()
  await db.dispose()
  await lp.close()
  fs.rmSync(dir, { recursive: true, force: true })
}
