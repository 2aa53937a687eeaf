/**
 * One streaming pass over a document (saxes) for what validation needs besides the engines: the root element, the
 * CustomizationID and ProfileID (UBL: cbc children of the root; CII: ram:ID of the Guideline / BusinessProcess
 * SpecifiedDocumentContextParameter), the UBLVersionID (UBL: the cbc child of the root, which picks the UBL 2.1 or 2.3
 * XSD in xsd.ts), and the line of every element by its position path, so that an SVRL location
 * (`/*:Invoice[namespace-uri()='…'][1]/*:InvoiceLine[…][2]`) gets a line. A DOCTYPE is refused (as the send routes do).
 */
import { SaxesParser } from 'saxes'
import { UnsafeXmlError } from '../documents/safe-xml.ts'

export interface Scan {
  namespace: string
  localName: string
  customizationId: string | null
  profileId: string | null
  /** cbc:UBLVersionID of a UBL document (at most 16 characters kept), else null */
  ublVersionId: string | null
  /** element position path ("Invoice[1]/InvoiceLine[2]") -> line */
  lines: Map<string, number>
}

const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100'
const UBL_FIELDS = new Map<string, 'customizationId' | 'profileId' | 'ublVersionId'>([['CustomizationID', 'customizationId'], ['ProfileID', 'profileId'], ['UBLVersionID', 'ublVersionId']])

export function scanDocument (xml: string): Scan {
  const parser = new SaxesParser({ xmlns: true, position: true })
  const out: Scan = { namespace: '', localName: '', customizationId: null, profileId: null, ublVersionId: null, lines: new Map() }
  // Per open element: its path and a counter of its children by name.
  const stack: Array<{ path: string, local: string, counts: Map<string, number> }> = []
  let text: string | null = null
  let capture: 'customizationId' | 'profileId' | 'ublVersionId' | null = null
  parser.on('doctype', () => { throw new UnsafeXmlError('DOCTYPE', 'A document type declaration is not accepted') })
  parser.on('opentag', tag => {
    const local = tag.local ?? tag.name
    const parent = stack[stack.length - 1]
    let path: string
    if (parent === undefined) {
      out.namespace = tag.uri ?? ''
      out.localName = local
      path = `${local}[1]`
    } else {
      const key = `{${tag.uri ?? ''}}${local}`
      const n = (parent.counts.get(key) ?? 0) + 1
      parent.counts.set(key, n)
      path = `${parent.path}/${local}[${n}]`
    }
    if (!out.lines.has(path)) out.lines.set(path, parser.line)
    stack.push({ path, local, counts: new Map() })
    capture = null
    if (stack.length === 2 && tag.uri === CBC) capture = UBL_FIELDS.get(local) ?? null
    if (stack.length === 4 && tag.uri === RAM && local === 'ID' && stack[1]?.local === 'ExchangedDocumentContext') {
      const p = stack[2]?.local
      if (p === 'GuidelineSpecifiedDocumentContextParameter') capture = 'customizationId'
      else if (p === 'BusinessProcessSpecifiedDocumentContextParameter') capture = 'profileId'
    }
    text = capture !== null ? '' : null
  })
  parser.on('text', t => { if (text !== null) text += t })
  parser.on('closetag', () => {
    if (capture !== null && text !== null && out[capture] === null) out[capture] = capture === 'ublVersionId' ? text.trim().slice(0, 16) : text.trim()
    capture = null
    text = null
    stack.pop()
  })
  try {
    parser.write(xml).close()
  } catch (err) {
    if (err instanceof UnsafeXmlError) throw err
    throw new UnsafeXmlError('MALFORMED', (err as Error).message)
  }
  return out
}

/** The line of an SVRL location, or null (attribute steps and text() take their element's line). */
export function lineOf (scan: Scan, location: string): number | null {
  const steps: string[] = []
  for (const raw of location.split('/')) {
    if (raw === '' || raw.startsWith('@') || raw.startsWith('text()')) continue
    // *:Name[namespace-uri()='…'][n] | Q{ns}Name[n] | prefix:Name[n] | Name
    const m = /^(?:\*:|Q\{[^}]*\}|[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(?:\[namespace-uri\(\)='[^']*'\])?(?:\[(\d+)\])?$/.exec(raw)
    if (m === null) return null
    steps.push(`${m[1]}[${m[2] ?? '1'}]`)
  }
  for (let n = steps.length; n > 0; n--) {
    const line = scan.lines.get(steps.slice(0, n).join('/'))
    if (line !== undefined) return line
  }
  return null
}
