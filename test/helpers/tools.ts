/**
 * The Debian tools the tests cross-check Wharf with, and the one way a test declares them.
 *
 *   test('xmllint agrees', needs('xmllint'), () => { ... validateWithXsd(xml, XSD.smp) ... })
 *   test('the full signature', { ...needs('xmlsec1', 'xmllint', 'openssl'), timeout: 60_000 }, () => { ... })
 *   if (has('xmlsec1')) assert.equal(xmlsec1Verify(tampered).ok, false)   // an extra check inside a test that runs anyway
 *
 * A tool that is missing skips the test with the package to install ("needs xmllint (Debian package
 * libxml2-utils)"), so a newcomer's `npm test` passes with any subset of them installed. When the environment variable
 * CI is set (non-empty) a missing tool throws instead: CI cannot pass by skipping (.ci/run installs every package).
 * `WHARF_TEST_HIDE_TOOLS=xmllint,dig` treats those tools as missing, to check that promise on a machine that has them.
 *
 * The runners: `xmlsec1Verify` (libxmlsec1 as an independent XMLDSig verifier) and `validateWithXsd` (xmllint against
 * the vendored official schemas in rules/, see rules/MANIFEST.tsv). Neither is used at run time.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { projectRoot } from '../../core/paths.ts'

/** Saxon-HE as Debian installs it (libsaxonhe-java). */
export const SAXON_JAR = '/usr/share/java/Saxon-HE.jar'

export type Tool = 'xmlsec1' | 'xmllint' | 'openssl' | 'dig' | 'sshd' | 'saxon' | 'chromium' | 'santuario'

/** Apache Santuario as Debian installs it (libxml-security-java); scripts/bench/santuario compiles against it. */
export const SANTUARIO_JAR = '/usr/share/java/xmlsec.jar'

/** Debian's Chromium, which the console's browser tests drive headless (playwright-core). */
export const CHROMIUM = '/usr/bin/chromium'

const runs = (cmd: string, args: string[]) => (): boolean => spawnSync(cmd, args, { encoding: 'utf8' }).status === 0

const TOOLS: Record<Tool, { pkg: string, present: () => boolean }> = {
  xmlsec1: { pkg: 'xmlsec1', present: runs('xmlsec1', ['--version']) },
  xmllint: { pkg: 'libxml2-utils', present: runs('xmllint', ['--version']) },
  openssl: { pkg: 'openssl', present: runs('openssl', ['version']) },
  dig: { pkg: 'bind9-dnsutils', present: runs('dig', ['-v']) },
  sshd: { pkg: 'openssh-server', present: () => fs.existsSync('/usr/sbin/sshd') }, // test/channels/sshd.ts runs it
  saxon: { pkg: 'libsaxonhe-java', present: () => fs.existsSync(SAXON_JAR) && runs('java', ['-version'])() }, // Saxon-HE (Java) for Schematron
  chromium: { pkg: 'chromium', present: () => fs.existsSync(CHROMIUM) }, // test/console: the operator console in a real browser
  // Apache Santuario (Java) for WS-Security interop and the bench's reference (scripts/bench/santuario); javac compiles it
  santuario: { pkg: 'libxml-security-java, default-jdk-headless', present: () => fs.existsSync(SANTUARIO_JAR) && runs('javac', ['-version'])() }
}

const probed = new Map<Tool, boolean>()
function present (tool: Tool): boolean {
  const hidden = (process.env.WHARF_TEST_HIDE_TOOLS ?? '').split(',').map(t => t.trim())
  if (hidden.includes(tool)) return false
  if (!probed.has(tool)) probed.set(tool, TOOLS[tool].present())
  return probed.get(tool) === true
}

/**
 * node:test options for a test that runs `tools`: `{}` when all are installed, `{ skip: 'needs … (Debian package …)' }`
 * when some are not; throws when some are not and CI is set.
 */
export function needs (...tools: Tool[]): { skip?: string } {
  const missing = tools.filter(t => !present(t))
  if (missing.length === 0) return {}
  const reason = `needs ${missing.map(t => `${t} (Debian package ${TOOLS[t].pkg})`).join(', ')}`
  if ((process.env.CI ?? '') !== '') throw new Error(`${reason}: CI must not skip it (.ci/run installs it)`)
  return { skip: reason }
}

/** True when every one of `tools` is installed; for optional checks inside a test. Throws like needs() under CI. */
export const has = (...tools: Tool[]): boolean => needs(...tools).skip === undefined

/** Temporary files for a tool's input, removed after `fn`. */
function withFiles<T> (prefix: string, fn: (file: (name: string, text: string) => string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `wharf-${prefix}-`))
  try {
    return fn((name, text) => {
      const full = path.join(dir, name)
      fs.writeFileSync(full, text)
      return full
    })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/*
 * xmlsec1 flags that work with xmlsec1 1.2.37:
 *   SMP (Reference URI="", certificate in KeyInfo/X509Data): --verify --untrusted-pem <SMP CA> --trusted-pem <root>
 *     (xmlsec1 builds the chain with OpenSSL, which needs a self-signed trust anchor; trusting only the SMP CA fails).
 *     No --id-attr is needed for URI="".
 *   AS4 / WS-Security (references by wsu:Id, key via SecurityTokenReference, which xmlsec1 cannot follow):
 *     --verify --pubkey-cert-pem <signer cert> --id-attr:Id <ns>:Messaging --id-attr:Id <ns>:Body
 *   Signature only, no certificate check: --insecure.
 */
export interface Xmlsec1VerifyOptions {
  /** PEM files (contents) trusted as anchors (--trusted-pem). */
  trustedPems?: string[]
  /** PEM files (contents) usable as intermediates (--untrusted-pem). */
  untrustedPems?: string[]
  /** Verify with this certificate's key, ignoring KeyInfo (--pubkey-cert-pem). */
  pubkeyCertPem?: string
  /** --id-attr:<attr> <ns>:<element> pairs, e.g. ['Id', 'http://www.w3.org/2003/05/soap-envelope:Body']. */
  idAttrs?: Array<[string, string]>
  /** Do not verify certificates (--insecure). */
  insecure?: boolean
  /** Extra arguments. */
  args?: string[]
}

export interface ToolResult { ok: boolean, status: number | null, output: string }

/** `xmlsec1 --verify` of `xml`; ok is true only for exit status 0. */
export function xmlsec1Verify (xml: string, options: Xmlsec1VerifyOptions = {}): ToolResult & { args: string[] } {
  return withFiles('xmlsec1', file => {
    const args = ['--verify']
    options.trustedPems?.forEach((pem, i) => args.push('--trusted-pem', file(`trusted-${i}.pem`, pem)))
    options.untrustedPems?.forEach((pem, i) => args.push('--untrusted-pem', file(`untrusted-${i}.pem`, pem)))
    if (options.pubkeyCertPem !== undefined) args.push('--pubkey-cert-pem', file('pubkey-cert.pem', options.pubkeyCertPem))
    for (const [attr, node] of options.idAttrs ?? []) args.push(`--id-attr:${attr}`, node)
    if (options.insecure === true) args.push('--insecure')
    args.push(...(options.args ?? []), file('document.xml', xml))
    const run = spawnSync('xmlsec1', args, { encoding: 'utf8', timeout: 30_000 })
    return { ok: run.status === 0, status: run.status, output: `${run.stdout}${run.stderr}`, args }
  })
}

/**
 * Schemas for validateWithXsd. SMP 1.x: rules/_entrypoints/peppol-smp-1.0.xsd imports the SMP types with local copies
 * of the namespaces they import without schemaLocation (xmldsig, busdox identifiers, WS-Addressing); it validates
 * ServiceGroup, ServiceMetadata and SignedServiceMetadata. Business card v3: the 20180621 XSD alone.
 */
export const XSD = {
  smp: path.join(projectRoot, 'rules', '_entrypoints', 'peppol-smp-1.0.xsd'),
  businessCard: path.join(projectRoot, 'rules', 'peppol-directory-businesscard', 'peppol-directory-business-card-20180621.xsd')
} as const

/** `xmllint --noout --nonet --schema <schema> <file>`; ok only for exit status 0. */
export function validateWithXsd (xml: string, schemaPath: string): ToolResult {
  return withFiles('xmllint', file => {
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schemaPath, file('document.xml', xml)], { encoding: 'utf8' })
    return { ok: run.status === 0, status: run.status, output: `${run.stdout ?? ''}${run.stderr ?? ''}`.trim() }
  })
}

/**
 * An ISO Schematron (xslt2 query binding) checked with Saxon-HE Java: the schema is compiled to XSLT by
 * test/helpers/schematron-compile.xsl (patterns, rules, asserts, reports, lets), then run on `xml`. Returns the failed
 * asserts (and fired reports) as { id, flag, text }; throws when Saxon fails (the schema or the document is not usable).
 */
export function schematronCheck (schPath: string, xml: string): Array<{ id: string, flag: string, text: string }> {
  return withFiles('schematron', file => {
    const compiled = file('compiled.xsl', '')
    const compiler = path.join(projectRoot, 'test', 'helpers', 'schematron-compile.xsl')
    const saxon = (args: string[]): string => {
      const run = spawnSync('java', ['-cp', SAXON_JAR, 'net.sf.saxon.Transform', ...args], { encoding: 'utf8', timeout: 60_000 })
      if (run.status !== 0) throw new Error(`Saxon failed (${String(run.status)}): ${run.stderr}`)
      return run.stdout
    }
    saxon([`-s:${schPath}`, `-xsl:${compiler}`, `-o:${compiled}`])
    const out = saxon([`-s:${file('document.xml', xml)}`, `-xsl:${compiled}`])
    return [...out.matchAll(/<failed id="([^"]*)" flag="([^"]*)"[^>]*>([\s\S]*?)<\/failed>/g)].map(m => ({ id: m[1] as string, flag: m[2] as string, text: (m[3] as string).trim() }))
  })
}
