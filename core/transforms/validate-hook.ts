/**
 * THE hook point for validating conversion outputs with the official rules of their target (issue 17, the
 * validation module, is being built separately). Every conversion's output passes through validateTransformOutput()
 * before it is returned or sent; when the validation module lands, it registers itself with
 * setTransformOutputValidator() and a conversion whose output fails answers 422 TRANSFORM_OUTPUT_INVALID with the
 * rule ids. Until then no validator is registered and outputs are checked against the XSD in the tests only.
 */
export interface OutputValidation {
  ok: boolean
  /** Failed rules (fatal): id and message. */
  errors: Array<{ rule: string, message: string }>
}

export type TransformOutputValidator = (xml: string, documentTypeId: string) => Promise<OutputValidation>

let validator: TransformOutputValidator | undefined

export function setTransformOutputValidator (v: TransformOutputValidator | undefined): void {
  validator = v
}

export async function validateTransformOutput (xml: string, documentTypeId: string): Promise<OutputValidation> {
  if (validator === undefined) return { ok: true, errors: [] }
  return await validator(xml, documentTypeId)
}
