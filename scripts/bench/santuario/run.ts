/**
 * Apache Santuario (Java) beside Wharf's WS-Security code, for issue 21 point 4 and for interop tests:
 *
 *   const signed = santuarioSign(envelopeXml, attachment, signer)       // Santuario signs, Wharf's verifyEnvelope checks
 *   santuarioVerify(signEnvelope(envelopeXml, [attachment], signer), attachment)   // and the other way round
 *   const { santuario, wharf, ratio } = await signVerifyComparison(envelopeXml, attachment, signer, { seconds: 5 })
 *
 * SignVerify.java (this folder) is compiled once per content into the OS temp folder with javac; it needs Debian's
 * libxml-security-java (Santuario 2.x and its slf4j) and a JDK: `has('santuario')` (test/helpers/tools.ts) tells.
 * Not used at run time.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { SANTUARIO_JAR } from '../../../test/helpers/tools.ts'
import { signEnvelope, signEnvelopeWithDom, verifyEnvelope, type Attachment, type KeyPair } from '../../../plugins/peppol-as4/wssec/index.ts'

/** Santuario as Debian installs it, and the jars it needs beside it. */
const CLASSPATH = [SANTUARIO_JAR, '/usr/share/java/slf4j-api.jar', '/usr/share/java/slf4j-nop.jar', '/usr/share/java/commons-codec.jar']
const SOURCE = path.join(import.meta.dirname, 'SignVerify.java')

let compiled: string | undefined
/** The class path with SignVerify compiled (once per source content). */
function classpath (): string {
  if (compiled !== undefined) return compiled
  const source = fs.readFileSync(SOURCE)
  const dir = path.join(os.tmpdir(), `wharf-santuario-${createHash('sha256').update(source).digest('hex').slice(0, 16)}`)
  if (!fs.existsSync(path.join(dir, 'SignVerify.class'))) {
    const tmp = fs.mkdtempSync(`${dir}-build-`)
    const run = spawnSync('javac', ['-nowarn', '-cp', SANTUARIO_JAR, '-d', tmp, SOURCE], { encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`javac SignVerify.java failed: ${run.stderr}`)
    fs.rmSync(dir, { recursive: true, force: true })
    fs.renameSync(tmp, dir)
  }
  compiled = [dir, ...CLASSPATH.filter(j => fs.existsSync(j))].join(path.delimiter)
  return compiled
}

/** Writes the message's files, runs `java SignVerify <mode> ...`, removes the files. */
async function java (mode: string, envelopeXml: string, attachment: Attachment, extra: (file: (name: string, data: string | Buffer) => string) => string[]): Promise<{ status: number | null, stdout: string, stderr: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-santuario-run-'))
  const file = (name: string, data: string | Buffer): string => { const f = path.join(dir, name); fs.writeFileSync(f, data); return f }
  try {
    const args = ['-cp', classpath(), 'SignVerify', mode, file('envelope.xml', envelopeXml), file('attachment.bin', attachment.data), attachment.contentId, ...extra(file)]
    const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (s: string) => { stdout += s })
    child.stderr.setEncoding('utf8').on('data', (s: string) => { stderr += s })
    const status = await new Promise<number | null>((resolve, reject) => { child.on('error', reject); child.on('close', resolve) })
    return { status, stdout, stderr }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const keyFiles = (signer: KeyPair) => (file: (name: string, data: string) => string): string[] => [file('key.pem', signer.keyPem), file('cert.pem', signer.certPem)]

/** The envelope signed by Santuario (one binary attachment, referenced by cid:). */
export async function santuarioSign (envelopeXml: string, attachment: Attachment, signer: KeyPair): Promise<string> {
  const run = await java('sign', envelopeXml, attachment, keyFiles(signer))
  if (run.status !== 0) throw new Error(`Santuario could not sign: ${run.stderr}`)
  return run.stdout
}

/** Santuario's verdict on a signed envelope: true only when every reference and the SignatureValue check out. */
export async function santuarioVerify (signedXml: string, attachment: Attachment): Promise<{ valid: boolean, output: string }> {
  const run = await java('verify', signedXml, attachment, () => [])
  if (run.status !== 0 && run.stdout.trim() !== 'invalid') throw new Error(`Santuario failed: ${run.stderr}`)
  return { valid: run.status === 0 && run.stdout.trim() === 'valid', output: `${run.stdout}${run.stderr}` }
}

export interface SignVerifyFigures {
  messages: number
  /** Wall time of sign + verify per message, both from and to text, in one thread. */
  msPerMessage: number
  signMs: number
  verifyMs: number
  /** CPU time of the measuring thread per message. */
  cpuMs: number
}

/** Santuario in a warm JVM: sign then verify the same message in a loop (warm-up first). */
async function santuarioLoop (envelopeXml: string, attachment: Attachment, signer: KeyPair, warmUpSeconds: number, seconds: number): Promise<SignVerifyFigures & { santuario: string, java: string }> {
  const run = await java('bench', envelopeXml, attachment, file => [...keyFiles(signer)(file), String(warmUpSeconds), String(seconds)])
  if (run.status !== 0) throw new Error(`Santuario bench failed: ${run.stderr}`)
  const version = spawnSync('dpkg-query', ['-W', '-f=${Version}', 'libxml-security-java'], { encoding: 'utf8' })
  return { ...JSON.parse(run.stdout.trim().split('\n').pop() as string), santuario: version.status === 0 ? version.stdout : 'unknown' }
}

type Sign = typeof signEnvelope

/** Wharf's `sign` (signEnvelope, or its DOM path) + verifyEnvelope on the same message, the same loop, in this thread. */
function wharfLoop (sign: Sign, envelopeXml: string, attachment: Attachment, signer: KeyPair, warmUpSeconds: number, seconds: number): SignVerifyFigures {
  const once = (): [number, number] => {
    const a = performance.now()
    const signed = sign(envelopeXml, [attachment], signer)
    const b = performance.now()
    const result = verifyEnvelope(signed, [attachment])
    if (result.signerCertPem === '' || result.references.length !== 3) throw new Error('own signature not verified')
    return [b - a, performance.now() - b]
  }
  for (const end = performance.now() + warmUpSeconds * 1000; performance.now() < end;) once()
  let [signing, verifying, n] = [0, 0, 0]
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  for (const end = t0 + seconds * 1000; performance.now() < end; n++) {
    const [s, v] = once()
    signing += s
    verifying += v
  }
  const cpu = process.cpuUsage(cpu0)
  return { messages: n, msPerMessage: (performance.now() - t0) / n, signMs: signing / n, verifyMs: verifying / n, cpuMs: (cpu.user + cpu.system) / 1000 / n }
}

/**
 * The loops on the same envelope, attachment and key, one after the other: Santuario, Wharf as it signs (signEnvelope:
 * the text path for an envelope Wharf built) and Wharf's DOM path for any envelope. ratio = Wharf / Santuario time per
 * message; domRatio the same for the DOM path.
 */
export async function signVerifyComparison (envelopeXml: string, attachment: Attachment, signer: KeyPair, options: { warmUpSeconds?: number, seconds?: number } = {}): Promise<{ santuario: SignVerifyFigures & { santuario: string, java: string }, wharf: SignVerifyFigures, wharfDom: SignVerifyFigures, ratio: number, domRatio: number }> {
  const warmUp = options.warmUpSeconds ?? 3
  const seconds = options.seconds ?? 5
  const santuario = await santuarioLoop(envelopeXml, attachment, signer, warmUp, seconds)
  const wharf = wharfLoop(signEnvelope, envelopeXml, attachment, signer, warmUp, seconds)
  const wharfDom = wharfLoop(signEnvelopeWithDom, envelopeXml, attachment, signer, warmUp, seconds)
  return { santuario, wharf, wharfDom, ratio: wharf.msPerMessage / santuario.msPerMessage, domRatio: wharfDom.msPerMessage / santuario.msPerMessage }
}
