/**
 * A TransformService over this checkout's transform plugins, run in process (no worker pool), every plugin enabled,
 * the default plans with the transform plan at 10K: what the transform plugins' own tests convert with.
 *
 *   const service = await inProcessTransformService()
 *   await service.transform(xml, { target: 'cii', tenant: { id: 't', plan: '10K' } })
 *   const checked = await inProcessTransformService({ validator })   // outputs validated (core/validation/transform-output.ts)
 */
import { projectRoot } from '../../core/paths.ts'
import { discoverPlugins } from '../../core/plugins/discovery.ts'
import { createInProcessRunner } from '../../core/plugins/in-process.ts'
import { PluginEnablement } from '../../core/plugins/settings.ts'
import { DEFAULT_PLANS } from '../../core/transforms/plans.ts'
import { TransformService, type TransformOutputValidator } from '../../core/transforms/service.ts'

export async function inProcessTransformService (opts: { validator?: TransformOutputValidator } = {}): Promise<TransformService> {
  return new TransformService({
    registry: await discoverPlugins({ root: projectRoot }),
    enablement: new PluginEnablement({}),
    runner: createInProcessRunner(),
    plans: { plans: DEFAULT_PLANS, transformMinPlan: '10K' },
    ...opts
  })
}
