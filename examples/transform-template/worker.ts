// Template of a transform plugin's worker: copy the folder to transforms/<name>/, set from/to in the manifest and
// write the conversion. Import only the SDK. This one rewrites the CustomizationID of a UBL invoice (a CIUS step);
// real steps read into a model and report what they could not carry in `lost` / `unmapped`.
import type { TransformInput, TransformOutput } from '../../core/sdk/formats.ts'
import { CIUS, documentTypeId } from '../../core/sdk/formats.ts'

export async function transform (input: TransformInput): Promise<{ ok: true, details: TransformOutput } | { ok: false, code: string, retryable: boolean, message: string }> {
  const target = CIUS[input.cius ?? 'en16931']
  if (!/<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/.test(input.xml)) {
    return { ok: false, code: 'TRANSFORM_INPUT_INVALID', retryable: false, message: 'no cbc:CustomizationID' }
  }
  const xml = input.xml.replace(/<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/, `<cbc:CustomizationID>${target.customization}</cbc:CustomizationID>`)
  const root = /<CreditNote[\s>]/.test(xml) ? 'CreditNote' : 'Invoice'
  return { ok: true, details: { xml, documentTypeId: documentTypeId('ubl', root, target.customization), lost: [], unmapped: [] } }
}
