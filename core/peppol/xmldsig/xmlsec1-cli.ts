/**
 * Runs Debian's `xmlsec1` (libxmlsec1, package xmlsec1) as an independent XMLDSig verifier. Used by the tests to
 * cross-check what xml-crypto signs and verifies (PEPPOL.md "things that matter" 4); not used at run time.
 *
 * Flags that work with xmlsec1 1.2.37:
 *   SMP (Reference URI="", certificate in KeyInfo/X509Data): --verify --untrusted-pem <SMP CA> --trusted-pem <root>
 *     (xmlsec1 builds the chain with OpenSSL, which needs a self-signed trust anchor; trusting only the SMP CA fails).
 *     No --id-attr is needed for URI="".
 *   AS4 / WS-Security (references by wsu:Id, key via SecurityTokenReference, which xmlsec1 cannot follow):
 *     --verify --pubkey-cert-pem <signer cert> --id-attr:Id <ns>:Messaging --id-attr:Id <ns>:Body
 *   Signature only, no certificate check: --insecure.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

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

export interface Xmlsec1Result { ok: boolean, status: number | null, output: string, args: string[] }

export function xmlsec1Available (): boolean {
  return spawnSync('xmlsec1', ['--version'], { encoding: 'utf8' }).status === 0
}

/**
 * Skip reason for node:test when xmlsec1 is missing; when the CI variable is set a missing xmlsec1 throws instead,
 * so CI cannot pass by skipping (.ci/run installs it).
 */
export function xmlsec1SkipReason (): string | false {
  if (xmlsec1Available()) return false
  if (process.env.CI !== undefined && process.env.CI !== '') throw new Error('xmlsec1 is required in CI (.ci/run installs it)')
  return 'xmlsec1 not installed (apt-get install xmlsec1)'
}

/** `xmlsec1 --verify` of `xml`; ok is true only for exit status 0. */
export function xmlsec1Verify (xml: string, options: Xmlsec1VerifyOptions = {}): Xmlsec1Result {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-xmlsec1-'))
  try {
    const file = (name: string, text: string): string => {
      const full = path.join(dir, name)
      fs.writeFileSync(full, text)
      return full
    }
    const args = ['--verify']
    options.trustedPems?.forEach((pem, i) => args.push('--trusted-pem', file(`trusted-${i}.pem`, pem)))
    options.untrustedPems?.forEach((pem, i) => args.push('--untrusted-pem', file(`untrusted-${i}.pem`, pem)))
    if (options.pubkeyCertPem !== undefined) args.push('--pubkey-cert-pem', file('pubkey-cert.pem', options.pubkeyCertPem))
    for (const [attr, node] of options.idAttrs ?? []) args.push(`--id-attr:${attr}`, node)
    if (options.insecure === true) args.push('--insecure')
    args.push(...(options.args ?? []), file('document.xml', xml))
    const run = spawnSync('xmlsec1', args, { encoding: 'utf8', timeout: 30_000 })
    return { ok: run.status === 0, status: run.status, output: `${run.stdout}${run.stderr}`, args }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
