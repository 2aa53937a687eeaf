/**
 * One conversion step through the model: read the source (UBL, CII or ebInterface 6.1), optionally move it to another CIUS (BT-24
 * and BT-23 only: BIS 3 <-> PINT-EU, whose example pairs differ in nothing else), write the target syntax, re-read
 * the output and compare: every business term of the source that the output does not hold with the same value is
 * reported in `lost`, every source element no binding maps in `unmapped`. Nothing is dropped silently.
 */
import { readCii, writeCii, isCii } from './cii.ts'
import { CIUS, ciusOf, documentTypeId, EBINTERFACE_DOCUMENT_TYPE, type SyntaxId } from '../../core/sdk/formats.ts'
import { isEbInterface, readEbInterface, writeEbInterface } from './ebinterface.ts'
import { isSvefaktura, readSvefaktura } from './svefaktura.ts'
import { lostTerms, type Group, type TermDifference } from './model.ts'
import { readUbl, writeUbl, isUbl, ublKind } from './ubl.ts'
import { parseXml, unusedLeaves, XmlInputError, type XNode } from './xml.ts'

export { XmlInputError } from './xml.ts'

/** The syntaxes written from the model. */
export type ModelSyntax = SyntaxId | 'ebinterface'
/** The syntaxes read into the model: those and Svefaktura 1.0 (a source only). */
export type ReadSyntax = ModelSyntax | 'svefaktura'

export interface SourceInfo {
  syntax: ReadSyntax
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

export function syntaxOf (root: XNode): ReadSyntax {
  if (isUbl(root)) return 'ubl'
  if (isCii(root)) return 'cii'
  if (isEbInterface(root)) return 'ebinterface'
  if (isSvefaktura(root)) return 'svefaktura'
  throw new XmlInputError(`the document is neither a UBL Invoice/CreditNote, a CII CrossIndustryInvoice, an ebInterface 6.1 nor a Svefaktura 1.0 Invoice (root ${root.name})`)
}

const READERS: Record<ReadSyntax, (root: XNode) => Group> = { ubl: readUbl, cii: readCii, ebinterface: readEbInterface, svefaktura: readSvefaktura }
const WRITERS: Record<ModelSyntax, (model: Group) => string> = { ubl: writeUbl, cii: writeCii, ebinterface: writeEbInterface }

/** The document type identifier of a model written in `syntax` under `customization`. */
function typeId (syntax: ModelSyntax, model: Group, customization: string): string {
  if (syntax === 'ebinterface') return EBINTERFACE_DOCUMENT_TYPE
  return documentTypeId(syntax, syntax === 'ubl' ? ublKind(model) : 'CrossIndustryInvoice', customization)
}

export function readModel (xml: string): { model: Group, info: SourceInfo, unmapped: string[] } {
  const root = parseXml(xml)
  const syntax = syntaxOf(root)
  const model = READERS[syntax](root)
  const customization = typeof model['BT-24'] === 'string' ? model['BT-24'] : undefined
  const rootName = syntax === 'ubl' ? root.name : 'CrossIndustryInvoice'
  const id = syntax === 'ebinterface' ? EBINTERFACE_DOCUMENT_TYPE : customization === undefined || syntax === 'svefaktura' ? undefined : documentTypeId(syntax, rootName, customization)
  return {
    model,
    info: { syntax, cius: ciusOf(customization), customization, documentTypeId: id },
    unmapped: unusedLeaves(root)
  }
}

export function writeModel (model: Group, syntax: ModelSyntax): string {
  return WRITERS[syntax](model)
}

/** Converts `xml` to `syntax` (and to CIUS `cius` when given and different). */
export function convertStep (xml: string, syntax: ModelSyntax, cius?: string): StepResult {
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
    target: { syntax, cius: ciusOf(customization), customization, documentTypeId: typeId(syntax, wanted, customization) },
    lost: lostTerms(wanted, back.model),
    unmapped
  }
}
