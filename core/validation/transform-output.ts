/**
 * Conversion outputs checked with the official rules of their target (issue 19: "the output of every conversion is
 * validated ... before it is returned or sent"), under the tenant's validation policy as sends are
 * (core/validation/policy.ts): `reject` (the production default) fails a conversion whose output has errors with
 * 422 TRANSFORM_OUTPUT_INVALID and the rule ids; `warn` returns it with the errors reported; `off` does not check.
 *
 *   new TransformService({ ..., validator: transformOutputValidator(wharf) })   // the instance's pool, at first use
 *
 * The output's root and CustomizationID choose the rules as for any document (BIS 3 -> XSD + CEN + Peppol, XRechnung
 * -> XSD + CEN + XRechnung, ...); warnings and information never fail it. A target without rules here (cXML,
 * ebInterface, Svefaktura: UNSUPPORTED_DOCUMENT) passes unchecked; rules that are not compiled make the conversion
 * fail as unavailable (503), never "valid".
 */
import type { Knex } from 'knex'
import type { Config } from '../config.ts'
import type { OutputValidation, TransformOutputValidator } from '../transforms/service.ts'
import { tenantPolicy, type ValidationPolicy } from './policy.ts'
import { validationOf } from './service.ts'
import type { ValidationResult } from './validate.ts'

type Validate = (xml: string) => Promise<ValidationResult>

type Owner = { knex: Knex, config: Pick<Config, 'validation'> }

/** `owner`: the Wharf instance (its pool and tenants' policies), or a fixed policy with `validate` (in process: the
 * tests); `validate` replaces the instance's pool. */
export function transformOutputValidator (owner: Owner, validate?: Validate): TransformOutputValidator
export function transformOutputValidator (owner: { policy: ValidationPolicy }, validate: Validate): TransformOutputValidator
export function transformOutputValidator (owner: Owner | { policy: ValidationPolicy }, validate?: Validate): TransformOutputValidator {
  const run: Validate = validate ?? (async (x: string) => await validationOf(owner as Owner).validate(x))
  return async (xml, ctx): Promise<OutputValidation> => {
    const policy: ValidationPolicy = 'policy' in owner ? owner.policy : await tenantPolicy(owner.knex, owner.config, ctx.tenantId)
    if (policy === 'off') return { ok: true, policy, errors: [] }
    let r: ValidationResult
    try {
      r = await run(xml)
    } catch (err) {
      // The pool throws WharfErrors, validateDocument in process ValidationRequestErrors (not imported here: it would
      // load the Schematron engine on the main thread): the same code.
      if ((err as { code?: unknown } | null)?.code === 'UNSUPPORTED_DOCUMENT') return { ok: true, policy, errors: [] }
      throw err
    }
    const errors = r.assertions.filter(a => a.flag === 'error').map(a => ({
      ruleSet: a.ruleSet, rule: a.id, message: a.text, ...(a.location !== '' ? { location: a.location } : {})
    }))
    return { ok: errors.length === 0 || policy === 'warn', policy, errors }
  }
}
