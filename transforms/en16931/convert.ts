/**
 * One conversion step through the model: read the source (UBL or CII), optionally move it to another CIUS (BT-24
 * and BT-23 only: BIS 3 <-> PINT-EU, whose example pairs differ in nothing else), write the target syntax, re-read
 * the output and compare: every business term of the source that the output does not hold with the same value is
 * reported in `lost`, every source element no binding maps in `unmapped`. Nothing is dropped silently.
 */
import { readCii, writeCii, isCii } from './cii.ts'
import { CIUS, ciusOf, documentTypeId, type SyntaxId } from '../../core/sdk/formats.ts'
import { lostTerms, type Group, type TermDifference } from './model.ts'
import { readUbl, writeUbl, isUbl, ublKind } from './ubl.ts'
import { parseXml, unusedLeaves, XmlInputError, type XNode } from './xml.ts'

export { XmlInputError } from './xml.ts'

export interface SourceInfo {
  syntax: SyntaxId
  /** CIUS id (formats.ts) or `other`. */
  cius: string
  customization?: string
  documentTypeId?: string
}

export interface StepResult {
  xml: string
  source: SourceInfo
  target: SourceInfo
  lost: TermDifference[]
  /** Source elements with content that no binding maps (paths). */
  unmapped: string[]
}

export function syntaxOf (root: XNode): SyntaxId {
  if (isUbl(root)) return 'ubl'
  if (isCii(root)) return 'cii'
  throw new XmlInputError(`the document is neither a UBL Invoice/CreditNote nor a CII CrossIndustryInvoice (root ${root.name})`)
}

export function readModel (xml: string): { model: Group, info: SourceInfo, unmapped: string[] } {
  const root = parseXml(xml)
  const syntax = syntaxOf(root)
  const model = syntax === 'ubl' ? readUbl(root) : readCii(root)
  const customization = typeof model['BT-24'] === 'string' ? model['BT-24'] : undefined
  const rootName = syntax === 'ubl' ? root.name : 'CrossIndustryInvoice'
  return {
    model,
    info: { syntax, cius: ciusOf(customization), customization, documentTypeId: customization === undefined ? undefined : documentTypeId(syntax, rootName, customization) },
    unmapped: unusedLeaves(root)
  }
}

export function writeModel (model: Group, syntax: SyntaxId): string {
  return syntax === 'ubl' ? writeUbl(model) : writeCii(model)
}

/** Converts `xml` to `syntax` (and to CIUS `cius` when given and different). */
export function convertStep (xml: string, syntax: SyntaxId, cius?: string): StepResult {
  const { model, info, unmapped } = readModel(xml)
  const wanted = structuredClone(model)
  if (cius !== undefined && cius !== info.cius) {
    const c = CIUS[cius]
    if (c === undefined) throw new Error(`unknown CIUS ${cius}`)
    wanted['BT-24'] = c.customization
    if (c.profile !== undefined) wanted['BT-23'] = c.profile
  }
  const out = writeModel(wanted, syntax)
  const back = readModel(out)
  const customization = String(wanted['BT-24'] ?? '')
  return {
    xml: out,
    source: info,
    target: { syntax, cius: ciusOf(customization), customization, documentTypeId: documentTypeId(syntax, syntax === 'ubl' ? ublKind(wanted) : 'CrossIndustryInvoice', customization) },
    lost: lostTerms(wanted, back.model),
    unmapped
  }
}
