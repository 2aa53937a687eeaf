/**
 * Output of `wharf reporting build`: the EUSR and TSR XML on stdout (each after a `# <kind> <month> valid|INVALID`
 * line), or with --out DIR written as DIR/<kind>-<environment>-<month>.xml with one line per file. Failed Schematron
 * assertions are listed on stderr.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface BuiltReports { month: string, environment: string, reports: Array<{ kind: string, valid: boolean, state: string, assertions: Array<{ id: string, text: string }>, xml: string }> }

export function printReports (body: BuiltReports, outDir?: string): void {
  for (const r of body.reports) {
    for (const a of r.assertions) console.error(`${r.kind}: ${a.id} ${a.text}`)
    const status = `${r.valid ? 'valid' : 'INVALID'}${r.state === 'sent' ? ', sent' : ''}`
    if (outDir !== undefined) {
      fs.mkdirSync(outDir, { recursive: true })
      const file = path.join(outDir, `${r.kind}-${body.environment}-${body.month}.xml`)
      fs.writeFileSync(file, r.xml)
      console.log(`${file} (${status})`)
    } else {
      console.log(`# ${r.kind} ${body.environment} ${body.month} ${status}`)
      process.stdout.write(r.xml)
    }
  }
}
