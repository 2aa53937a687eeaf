/**
 * Format conversion for the API, send, download and hooks: checks the tenant's plan, finds the path over the
 * transform plugins enabled for the tenant, runs each step in the plugin worker pool with a deadline, refuses a lossy
 * result unless asked, and validates the output with the official rules of its target (`validator`: the instance's
 * validation pool, core/validation/transform-output.ts) before it is returned or sent.
 *
 *   const service = new TransformService({ registry, enablement, runner, plans })
 *   const out = await service.transform(xml, { target: 'cii', tenant: { id, name, plan } })
 *   // { xml, documentTypeId, source, target, steps: ['ubl-to-cii'], lost: [], unmapped: [] }
 *
 * Errors (WharfError): PLAN_REQUIRED 403; TRANSFORM_UNSUPPORTED 422 (unknown target, or no path);
 * TRANSFORM_LOSSY 422 (details.lost, details.unmapped; unless lossy); TRANSFORM_INPUT_INVALID 400;
 * TRANSFORM_OUTPUT_INVALID 422 (details.errors: rule ids); TRANSFORM_FAILED 502 (the plugin failed or timed out);
 * INVALID_XML / XML_DTD_NOT_ALLOWED / UNSUPPORTED_DOCUMENT 400 (sniff.ts).
 */
import type { PluginRegistry } from '../plugins/discovery.ts'
import type { PluginRunner } from '../plugins/runner.ts'
import type { PluginEnablement } from '../plugins/settings.ts'
import { parseFormat, type FormatSpec, type TransformInput, type TransformOutput } from '../sdk/formats.ts'
import { WharfError } from '../errors.ts'
import { findPath, transformPlugins, type TransformPlugin } from './paths.ts'
import { assertTransformPlan, type PlanConfig } from './plans.ts'
import { sniffFormat, type Sniffed } from './sniff.ts'
import { record, timed } from '../metrics/registry.ts'

export interface TransformTenant { id: string, name?: string | null, plan: string }

export interface TransformRequest {
  /** Format id, alias or document type identifier (core/sdk/formats.ts). */
  target: string
  /** When given, the document must be in this format (400 VALIDATION_FAILED otherwise). */
  source?: string
  lossy?: boolean
  tenant: TransformTenant
  deadlineMs?: number
}

export interface TransformResult {
  xml: string
  documentTypeId: string
  source: Sniffed
  target: FormatSpec
  steps: string[]
  lost: TransformOutput['lost']
  unmapped: string[]
  /** The output's check with the official rules (absent without a validator or when nothing was converted). */
  validation?: OutputValidation
}

export interface TransformServiceOptions {
  registry: PluginRegistry
  enablement: PluginEnablement
  /** The worker pool, or a function creating it on first use (the API starts no thread until a conversion). */
  runner: PluginRunner | (() => PluginRunner)
  plans: PlanConfig
  deadlineMs?: number
  /** Checks each output with the official rules of its target under the tenant's validation policy; without it
   * outputs are not validated (the in-process test services). */
  validator?: TransformOutputValidator
}

/** The verdict on a conversion's output: `ok` false fails the conversion; `errors` are the failed rules (also under
 * the policy `warn`, where they do not fail it); `policy` the tenant's (`off`: not checked). */
export interface OutputValidation {
  ok: boolean
  policy: 'reject' | 'warn' | 'off'
  errors: Array<{ ruleSet: string, rule: string, message: string, location?: string }>
}
export type TransformOutputValidator = (xml: string, ctx: { tenantId: string }) => Promise<OutputValidation>

export class TransformService {
  private readonly plugins: TransformPlugin[]
  private runnerValue?: PluginRunner

  constructor (private readonly options: TransformServiceOptions) {
    this.plugins = transformPlugins(options.registry)
  }

  get runner (): PluginRunner {
    this.runnerValue ??= typeof this.options.runner === 'function' ? this.options.runner() : this.options.runner
    return this.runnerValue
  }

  /** A transform plugin without an entry in the plugins configuration is enabled; the configuration can turn it
   * off for everyone or per tenant (`tenants: { <id or name>: { enabled: false } }`). */
  private enabled (name: string, tenant: TransformTenant): boolean {
    const configured = this.options.enablement.config.plugins?.[name] !== undefined
    return !configured || this.options.enablement.isEnabled(name, { id: tenant.id, name: tenant.name ?? null })
  }

  /** The transform plugins enabled for the tenant (automatic conversion on send chooses among them). */
  pluginsFor (tenant: TransformTenant): TransformPlugin[] {
    return this.plugins.filter(p => this.enabled(p.plugin.name, tenant))
  }

  /** Stops the worker pool, when one was started. */
  async close (): Promise<void> {
    await this.runnerValue?.close()
  }

  /** Converts `xml` (timed for GET /metrics: wharf_transformation_duration_seconds). */
  async transform (xml: string, req: TransformRequest): Promise<TransformResult> {
    return await timed(record.transformation, async () => await this.#transform(xml, req))
  }

  async #transform (xml: string, req: TransformRequest): Promise<TransformResult> {
    assertTransformPlan(this.options.plans, req.tenant.plan)
    const target = parseFormat(req.target)
    if (target === undefined) {
      throw new WharfError('TRANSFORM_UNSUPPORTED', `Unknown target format "${req.target}": give a document type identifier or one of ubl, cii, bis3, pint-eu, xrechnung, <cius>-ubl, <cius>-cii, cxml, ebinterface, svefaktura`, { targetFormat: req.target })
    }
    const source = sniffFormat(xml)
    if (req.source !== undefined) {
      const declared = parseFormat(req.source)
      if (declared === undefined || declared.syntax !== source.syntax || (declared.cius !== undefined && declared.cius !== source.cius)) {
        throw new WharfError('VALIDATION_FAILED', `The document is ${source.cius}-${source.syntax}, not sourceFormat ${req.source}`, { sourceFormat: req.source, detected: `${source.cius}-${source.syntax}` })
      }
    }
    const plugins = this.pluginsFor(req.tenant)
    const path = findPath(plugins, source, target)
    if (path === undefined) {
      throw new WharfError('TRANSFORM_UNSUPPORTED', `No conversion from ${source.cius}-${source.syntax} to ${req.target} is available for this tenant`, {
        source: `${source.cius}-${source.syntax}`, customizationId: source.customization ?? null, targetFormat: req.target,
        transforms: plugins.map(p => `${p.plugin.name}: ${p.plugin.manifest.transform?.from} -> ${p.plugin.manifest.transform?.to}`)
      })
    }
    let current = xml
    let documentTypeId = ''
    const lost: TransformOutput['lost'] = []
    const unmapped: string[] = []
    for (const [i, step] of path.entries()) {
      const out = await this.runStep(step.plugin.name, step.plugin.version, step.plugin.workerEntry, { xml: current, syntax: step.to.syntax, cius: step.to.cius }, req)
      current = out.xml
      documentTypeId = out.documentTypeId
      lost.push(...out.lost)
      if (i === 0) unmapped.push(...out.unmapped)
    }
    if (path.length === 0) documentTypeId = ''
    if ((lost.length > 0 || unmapped.length > 0) && req.lossy !== true) {
      throw new WharfError('TRANSFORM_LOSSY', `${target.syntax.toUpperCase()} output would lose ${lost.length} business term(s) and ${unmapped.length} unmapped element(s); retry with lossy=true to accept`, { lost, unmapped })
    }
    let validation: OutputValidation | undefined
    if (path.length > 0) {
      validation = await this.options.validator?.(current, { tenantId: req.tenant.id })
      const check = validation
      if (check !== undefined && !check.ok) {
        throw new WharfError('TRANSFORM_OUTPUT_INVALID', `The ${documentTypeId} output fails ${check.errors.length} rule(s) of its target: ${[...new Set(check.errors.map(e => e.rule))].slice(0, 10).join(', ')}`, { documentTypeId, errors: check.errors })
      }
    }
    return { xml: current, documentTypeId, source, target, steps: path.map(s => s.plugin.name), lost, unmapped, ...(validation !== undefined ? { validation } : {}) }
  }

  private async runStep (name: string, version: string, entry: string, input: TransformInput, req: TransformRequest): Promise<TransformOutput> {
    const result = await this.runner.run({
      plugin: { name, version },
      entry,
      fn: 'transform',
      args: [input, {}],
      deadlineMs: req.deadlineMs ?? this.options.deadlineMs ?? 20_000,
      logContext: { tenantId: req.tenant.id }
    }) as unknown as { ok: boolean, code?: string, message?: string, details?: TransformOutput }
    if (!result.ok) {
      if (result.code === 'TRANSFORM_INPUT_INVALID') throw new WharfError('TRANSFORM_INPUT_INVALID', result.message)
      throw new WharfError('TRANSFORM_FAILED', `transform ${name} failed: ${result.code ?? ''} ${result.message ?? ''}`.trim(), { plugin: name, code: result.code ?? null })
    }
    const d = result.details
    if (d === undefined || typeof d.xml !== 'string') throw new WharfError('TRANSFORM_FAILED', `transform ${name} returned no document`, { plugin: name })
    return d
  }
}
