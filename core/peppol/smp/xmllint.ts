/**
 * XSD validation with Debian's `xmllint` (package libxml2-utils) against the vendored official schemas in rules/
 * (see rules/MANIFEST.tsv). Used by the tests as an independent check of what the builders write.
 *
 * SMP 1.x: rules/_entrypoints/peppol-smp-1.0.xsd imports the SMP types with local copies of the namespaces they
 * import without schemaLocation (xmldsig, busdox identifiers, WS-Addressing); it validates ServiceGroup,
 * ServiceMetadata and SignedServiceMetadata. Business card v3: the 20180621 XSD alone.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { projectRoot } from '../../paths.ts'

export const XSD = {
  smp: path.join(projectRoot, 'rules', '_entrypoints', 'peppol-smp-1.0.xsd'),
  businessCard: path.join(projectRoot, 'rules', 'peppol-directory-businesscard', 'peppol-directory-business-card-20180621.xsd')
} as const

export interface XmllintResult { ok: boolean, status: number | null, output: string }

export function xmllintAvailable (): boolean {
  return spawnSync('xmllint', ['--version'], { encoding: 'utf8' }).status === 0
}

/**
 * Skip reason for node:test when xmllint is missing; when the CI variable is set a missing xmllint throws instead,
 * so CI cannot pass by skipping (.ci/run must install libxml2-utils).
 */
export function xmllintSkipReason (): string | false {
  if (xmllintAvailable()) return false
  if (process.env.CI !== undefined && process.env.CI !== '') throw new Error('xmllint is required in CI (Debian package libxml2-utils)')
  return 'xmllint not installed (apt-get install libxml2-utils)'
}

/** `xmllint --noout --nonet --schema <schema> <file>`; ok only for exit status 0. */
export function validateWithXsd (xml: string, schemaPath: string): XmllintResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-xmllint-'))
  try {
    const file = path.join(dir, 'document.xml')
    fs.writeFileSync(file, xml)
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schemaPath, file], { encoding: 'utf8' })
    return { ok: run.status === 0, status: run.status, output: `${run.stdout ?? ''}${run.stderr ?? ''}`.trim() }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
