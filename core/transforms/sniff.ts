/**
 * The format of a document to convert, read from its start: the root element (UBL Invoice / CreditNote or CII
 * CrossIndustryInvoice) and its CustomizationID (BT-24). A DOCTYPE is refused before any parsing
 * (XML_DTD_NOT_ALLOWED); nothing is resolved.
 */
import { SaxesParser } from 'saxes'
import { ciusOf, EBINTERFACE_NS, SVEFAKTURA_NS, type FormatState } from '../sdk/formats.ts'
import { WharfError } from '../errors.ts'

const UBL = new Set(['urn:oasis:names:specification:ubl:schema:xsd:Invoice-2 Invoice', 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2 CreditNote'])
const CII = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100 CrossIndustryInvoice'
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100'

const OTHER: Record<string, 'ebinterface' | 'svefaktura'> = { [`${EBINTERFACE_NS} Invoice`]: 'ebinterface', [`${SVEFAKTURA_NS} Invoice`]: 'svefaktura' }

const STOP = Symbol('stop')

export interface Sniffed extends FormatState { customization?: string, root: string }

export function sniffFormat (xml: string): Sniffed {
  const parser = new SaxesParser({ xmlns: true })
  const path: string[] = []
  let root: string | undefined
  let syntax: 'ubl' | 'cii' | undefined
  let capture = false
  let text = ''
  let customization: string | undefined
  let other: 'ebinterface' | 'svefaktura' | undefined
  parser.on('doctype', () => { throw new WharfError('XML_DTD_NOT_ALLOWED') })
  parser.on('opentag', tag => {
    const key = `${tag.uri ?? ''} ${tag.local ?? ''}`
    if (path.length === 0) {
      root = tag.local
      syntax = UBL.has(key) ? 'ubl' : key === CII ? 'cii' : undefined
      other = OTHER[key]
      if (syntax === undefined) throw STOP
    }
    path.push(tag.local ?? '')
    capture = (syntax === 'ubl' && path.length === 2 && tag.uri === CBC && tag.local === 'CustomizationID') ||
      (syntax === 'cii' && path.length === 4 && tag.uri === RAM && tag.local === 'ID' && path[2] === 'GuidelineSpecifiedDocumentContextParameter')
    text = ''
  })
  parser.on('text', t => { if (capture) text += t })
  parser.on('closetag', () => {
    if (capture) { customization = text.trim(); throw STOP }
    path.pop()
  })
  try {
    parser.write(xml).close()
  } catch (err) {
    if (err !== STOP) {
      if (err instanceof WharfError) throw err
      throw new WharfError('INVALID_XML', `The document is not well-formed XML: ${(err as Error).message}`)
    }
  }
  if (other !== undefined && root !== undefined) return { syntax: other, cius: 'other', root }
  if (syntax === undefined || root === undefined) {
    throw new WharfError('UNSUPPORTED_DOCUMENT', `Only UBL Invoice/CreditNote, CII CrossIndustryInvoice, ebInterface 6.1 and Svefaktura 1.0 documents can be converted${root === undefined ? '' : ` (root ${root})`}`)
  }
  return { syntax, cius: ciusOf(customization), customization, root }
}
