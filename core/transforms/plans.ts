/**
 * Plans and what they allow. A tenant's plan (tenants.plan) is one of config.plans, lowest first
 * (WHARF_PLANS, default `free,standard,1K,10K,100K,unlimited`); a feature needs a minimum plan
 * (transformations: WHARF_TRANSFORM_MIN_PLAN, default `10K`). A plan not in the list is below every plan.
 * Lookups and sending are not gated.
 */
import type { Config } from '../config.ts'
import { WharfError } from '../errors.ts'

export const DEFAULT_PLANS = ['free', 'standard', '1K', '10K', '100K', 'unlimited']
export const DEFAULT_TRANSFORM_MIN_PLAN = '10K'

export interface PlanConfig { plans: string[], transformMinPlan: string }

export function planConfig (config: Pick<Config, 'plans' | 'transformMinPlan'>): PlanConfig {
  return { plans: config.plans ?? DEFAULT_PLANS, transformMinPlan: config.transformMinPlan ?? DEFAULT_TRANSFORM_MIN_PLAN }
}

/** Whether `plan` is `required` or above. */
export function planAtLeast (plans: string[], plan: string, required: string): boolean {
  const have = plans.findIndex(p => p.toLowerCase() === plan.toLowerCase())
  const need = plans.findIndex(p => p.toLowerCase() === required.toLowerCase())
  return have >= 0 && need >= 0 && have >= need
}

/** Throws 403 PLAN_REQUIRED naming the plan needed when the tenant's plan is below the transformation plan. */
export function assertTransformPlan (pc: PlanConfig, plan: string): void {
  if (planAtLeast(pc.plans, plan, pc.transformMinPlan)) return
  throw new WharfError('PLAN_REQUIRED', `Format transformation needs plan ${pc.transformMinPlan} or above; this tenant has plan ${plan}`, { feature: 'transform', plan, requiredPlan: pc.transformMinPlan, plans: pc.plans })
}
