/**
 * `wharf transform <file> --to <format> [--out <file>] [--from <format>] [--lossy] [--json]`: converts an e-invoice
 * offline with the installed transform plugins (the same paths as POST /api/v1/generic/transform, run in this
 * process; no database, no plan). `<format>`: ubl, cii, bis3, pint-eu, xrechnung, <cius>-ubl, <cius>-cii, ebinterface (svefaktura as a source) or a
 * document type identifier. Writes the XML to --out (or stdout); a lossy conversion is refused (exit 1, the lost
 * business terms listed) unless --lossy. Exit code 0 converted, 1 refused or failed, 2 bad flags.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { isWharfError } from '../../core/errors.ts'
import { projectRoot } from '../../core/paths.ts'
import { discoverPlugins } from '../../core/plugins/discovery.ts'
import { createInProcessRunner } from '../../core/plugins/in-process.ts'
import { PluginEnablement } from '../../core/plugins/settings.ts'
import { TransformService } from '../../core/transforms/service.ts'

export const TRANSFORM_USAGE = 'wharf transform <file> --to <format|document type id> [--out <file>] [--from <format>] [--lossy] [--json]'

export async function transformCommand (argv: string[]): Promise<number> {
  let values: { to?: string, out?: string, from?: string, lossy?: boolean, json?: boolean }
  let positionals: string[]
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { to: { type: 'string' }, out: { type: 'string' }, from: { type: 'string' }, lossy: { type: 'boolean' }, json: { type: 'boolean' } },
      allowPositionals: true,
      strict: true
    }))
  } catch (err) {
    console.error(`wharf: ${(err as Error).message}\nusage: ${TRANSFORM_USAGE}`)
    return 2
  }
  if (positionals.length !== 1 || values.to === undefined) {
    console.error(`wharf: give one file and --to\nusage: ${TRANSFORM_USAGE}`)
    return 2
  }
  let xml: string
  try {
    xml = fs.readFileSync(positionals[0], 'utf8').replace(/^\uFEFF/, '')
  } catch (err) {
    console.error(`wharf: cannot read ${positionals[0]}: ${(err as Error).message}`)
    return 1
  }
  const service = new TransformService({
    registry: await discoverPlugins({ root: projectRoot }),
    enablement: new PluginEnablement({}),
    runner: createInProcessRunner(),
    plans: { plans: ['operator'], transformMinPlan: 'operator' }
  })
  try {
    const out = await service.transform(xml, { target: values.to, source: values.from, lossy: values.lossy === true, tenant: { id: 'cli', plan: 'operator' } })
    if (values.out !== undefined) fs.writeFileSync(values.out, out.xml)
    else if (values.json !== true) process.stdout.write(out.xml)
    const summary = { documentTypeId: out.documentTypeId, steps: out.steps, lost: out.lost, unmapped: out.unmapped, ...(values.out !== undefined ? { out: values.out } : {}) }
    if (values.json === true) console.log(JSON.stringify(values.out === undefined ? { ...summary, xml: out.xml } : summary))
    else if (values.out !== undefined) console.error(`wrote ${values.out} (${out.steps.join(' -> ') || 'unchanged'})`)
    return 0
  } catch (err) {
    if (!isWharfError(err)) throw err
    if (values.json === true) console.log(JSON.stringify({ error: err.code, message: err.message, details: err.details ?? null }))
    else {
      console.error(`wharf: ${err.code}: ${err.message}`)
      const d = err.details as { lost?: Array<{ term: string, source: string }>, unmapped?: string[] } | undefined
      for (const l of d?.lost ?? []) console.error(`  lost ${l.term} = ${l.source}`)
      for (const u of d?.unmapped ?? []) console.error(`  unmapped ${u}`)
    }
    return 1
  } finally {
    await service.close()
  }
}
