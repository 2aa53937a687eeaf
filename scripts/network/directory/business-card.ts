/**
 * The Peppol Directory's view of a business card: a strict parser for business card v3
 * (namespace http://www.peppol.eu/schema/pd/businesscard/20180621/, PEPPOL.md (e)).
 *
 *   const card = parseBusinessCard(xml)        // throws BusinessCardError with `reason` and `path`
 *   card.participant                           // { scheme: 'iso6523-actorid-upis', value: '0208:0123456749' }
 *   card.entities[0].names[0].name
 *
 * The result has the shape the SMP builder takes (plugins/peppol-as4/smp-xml/build.ts BusinessCard), so a card round-trips
 * through businessCardXml. Unlike the lenient reader in plugins/peppol-as4/smp-xml/parse.ts, this one applies the rules of the
 * official XSD (rules/peppol-directory-businesscard/peppol-directory-business-card-20180621.xsd, vendored with its
 * source and licence in rules/MANIFEST.tsv) as a validating Directory would:
 *   - element order and cardinality of each sequence; unknown elements, unknown attributes and stray text refused
 *   - Name non-empty, @language two characters (xs:token), CountryCode two characters (xs:token)
 *   - ParticipantIdentifier and Identifier need @scheme; @registrationDate is an xs:date
 * Older card versions (20160112, 20161123), which the real Directory still reads, are refused with a clear message.
 * Input goes through parseXmlSafely (no DTD, size limit).
 */
import type { Element } from '@xmldom/xmldom'
import type { BusinessCard, BusinessCardContact, BusinessEntity } from '../../../plugins/peppol-as4/smp-xml/build.ts'
import type { Identifier } from '../../../plugins/peppol-as4/smp-xml/xml.ts'
import { parseXmlSafely, UnsafeXmlError } from '../../../core/documents/safe-xml.ts'

export const BUSINESS_CARD_V3_NS = 'http://www.peppol.eu/schema/pd/businesscard/20180621/'
const OLDER_VERSIONS: Record<string, string> = {
  'http://www.peppol.eu/schema/pd/businesscard/20160112/': 'v1 (20160112)',
  'http://www.peppol.eu/schema/pd/businesscard/20161123/': 'v2 (20161123)'
}

export type BusinessCardErrorReason = 'UNSAFE_XML' | 'WRONG_ROOT' | 'UNSUPPORTED_VERSION' | 'MISSING' | 'UNEXPECTED' | 'INVALID'

export class BusinessCardError extends Error {
  readonly reason: BusinessCardErrorReason
  /** Where, e.g. 'BusinessCard/BusinessEntity[1]/CountryCode'. */
  readonly path: string
  constructor (reason: BusinessCardErrorReason, path: string, message: string, options?: { cause?: unknown }) {
    super(`${path}: ${message}`, options)
    this.name = 'BusinessCardError'
    this.reason = reason
    this.path = path
  }
}

export type { BusinessCard, BusinessEntity, BusinessCardContact }

export interface ParseBusinessCardOptions {
  /** Largest accepted document in characters; default 1 MiB. */
  maxLength?: number
}

/** xs:token: whitespace collapsed. */
const token = (s: string): string => s.replace(/[\t\n\r ]+/g, ' ').trim()
const XS_DATE = /^(-?\d{4,})-(\d{2})-(\d{2})(Z|[+-]\d{2}:\d{2})?$/

/** Element children in document order; refuses non-whitespace text between them (complex content). */
function elementChildren (el: Element, path: string): Element[] {
  const out: Element[] = []
  for (let i = 0; i < el.childNodes.length; i++) {
    const n = el.childNodes[i] as unknown as { nodeType: number, data?: string }
    if (n.nodeType === 1) out.push(n as unknown as Element)
    else if ((n.nodeType === 3 || n.nodeType === 4) && (n.data ?? '').trim() !== '') {
      throw new BusinessCardError('UNEXPECTED', path, `unexpected text ${JSON.stringify((n.data ?? '').trim().slice(0, 40))}`)
    }
  }
  return out
}

/** Text-only content: refuses child elements. */
function simpleText (el: Element, path: string): string {
  for (let i = 0; i < el.childNodes.length; i++) {
    if ((el.childNodes[i] as unknown as { nodeType: number }).nodeType === 1) {
      throw new BusinessCardError('UNEXPECTED', path, 'has child elements, expected text only')
    }
  }
  return el.textContent ?? ''
}

function checkAttributes (el: Element, allowed: string[], path: string): void {
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes[i] as unknown as { name: string, prefix: string | null, namespaceURI: string | null }
    if (a.name === 'xmlns' || a.prefix === 'xmlns') continue
    if (a.namespaceURI === null && allowed.includes(a.name)) continue
    throw new BusinessCardError('UNEXPECTED', path, `unexpected attribute ${a.name}`)
  }
}

/** A cursor over a sequence of child elements, consumed in schema order. */
class Sequence {
  #i = 0
  constructor (private readonly items: Element[], private readonly path: string) {}

  #matches (name: string): boolean {
    const el = this.items[this.#i]
    return el !== undefined && el.namespaceURI === BUSINESS_CARD_V3_NS && el.localName === name
  }

  one (name: string): Element {
    if (!this.#matches(name)) {
      const got = this.items[this.#i]
      throw new BusinessCardError(got === undefined ? 'MISSING' : 'UNEXPECTED', this.path,
        got === undefined ? `missing ${name}` : `expected ${name}, found ${describe(got)}`)
    }
    return this.items[this.#i++] as Element
  }

  optional (name: string): Element | undefined {
    return this.#matches(name) ? this.items[this.#i++] : undefined
  }

  many (name: string): Element[] {
    const out: Element[] = []
    while (this.#matches(name)) out.push(this.items[this.#i++] as Element)
    return out
  }

  end (): void {
    const rest = this.items[this.#i]
    if (rest !== undefined) throw new BusinessCardError('UNEXPECTED', this.path, `unexpected element ${describe(rest)} (wrong order or unknown)`)
  }
}

const describe = (el: Element): string => el.namespaceURI === BUSINESS_CARD_V3_NS ? el.localName ?? '?' : `{${el.namespaceURI ?? ''}}${el.localName ?? '?'}`

function identifier (el: Element, path: string): Identifier {
  checkAttributes(el, ['scheme'], path)
  const scheme = el.getAttribute('scheme')
  if (scheme === null) throw new BusinessCardError('MISSING', path, 'missing scheme attribute')
  return { scheme: scheme.trim(), value: simpleText(el, path).trim() }
}

function entityOf (el: Element, path: string): BusinessEntity {
  checkAttributes(el, ['registrationDate'], path)
  const seq = new Sequence(elementChildren(el, path), path)
  const names = [seq.one('Name'), ...seq.many('Name')].map((n, i) => {
    const p = `${path}/Name[${i + 1}]`
    checkAttributes(n, ['language'], p)
    const name = simpleText(n, p)
    if (name.length === 0) throw new BusinessCardError('INVALID', p, 'Name must not be empty')
    const lang = n.getAttribute('language')
    if (lang === null) return { name }
    const language = token(lang)
    if (language.length !== 2) throw new BusinessCardError('INVALID', p, `language must have two characters (ISO 639-1), not ${JSON.stringify(lang)}`)
    return { name, language }
  })
  const ccPath = `${path}/CountryCode`
  const countryCode = token(simpleText(seq.one('CountryCode'), ccPath))
  if (countryCode.length !== 2) throw new BusinessCardError('INVALID', ccPath, `CountryCode must have two characters (ISO 3166-1 alpha-2), not ${JSON.stringify(countryCode)}`)
  const entity: BusinessEntity = { names, countryCode }
  const geo = seq.optional('GeographicalInformation')
  if (geo !== undefined) entity.geographicalInformation = simpleText(geo, `${path}/GeographicalInformation`)
  const identifiers = seq.many('Identifier').map((x, i) => identifier(x, `${path}/Identifier[${i + 1}]`))
  if (identifiers.length > 0) entity.identifiers = identifiers
  const websites = seq.many('WebsiteURI').map((x, i) => {
    const p = `${path}/WebsiteURI[${i + 1}]`
    checkAttributes(x, [], p)
    return simpleText(x, p).trim() // xs:anyURI: whitespace-collapsed, otherwise lenient as in XSD 1.0 validators
  })
  if (websites.length > 0) entity.websites = websites
  const contacts = seq.many('Contact').map((c, i) => contactOf(c, `${path}/Contact[${i + 1}]`))
  if (contacts.length > 0) entity.contacts = contacts
  const info = seq.optional('AdditionalInformation')
  if (info !== undefined) entity.additionalInformation = simpleText(info, `${path}/AdditionalInformation`)
  seq.end()
  const reg = el.getAttribute('registrationDate')
  if (reg !== null) {
    const date = reg.trim()
    const m = XS_DATE.exec(date)
    const valid = m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 &&
      Number(m[3]) <= new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate()
    if (!valid) throw new BusinessCardError('INVALID', `${path}/@registrationDate`, `not an xs:date (YYYY-MM-DD): ${JSON.stringify(reg)}`)
    entity.registrationDate = date
  }
  return entity
}

function contactOf (el: Element, path: string): BusinessCardContact {
  checkAttributes(el, [], path)
  const seq = new Sequence(elementChildren(el, path), path)
  const out: BusinessCardContact = {}
  const field = (name: string): string | undefined => {
    const x = seq.optional(name)
    if (x === undefined) return undefined
    checkAttributes(x, [], `${path}/${name}`)
    return simpleText(x, `${path}/${name}`)
  }
  const type = field('Type'); if (type !== undefined) out.type = type
  const name = field('Name'); if (name !== undefined) out.name = name
  const phone = field('PhoneNumber'); if (phone !== undefined) out.phone = phone
  const email = field('Email'); if (email !== undefined) out.email = email
  seq.end()
  return out
}

/** Parses and checks a business card v3 (see the header). */
export function parseBusinessCard (xml: string, options: ParseBusinessCardOptions = {}): BusinessCard {
  let root: Element
  try {
    root = parseXmlSafely(xml, { maxLength: options.maxLength ?? 1024 * 1024 }).documentElement as Element
  } catch (err) {
    if (err instanceof UnsafeXmlError) throw new BusinessCardError('UNSAFE_XML', 'BusinessCard', err.message, { cause: err })
    throw err
  }
  const ns = root.namespaceURI ?? ''
  if (root.localName === 'BusinessCard' && OLDER_VERSIONS[ns] !== undefined) {
    throw new BusinessCardError('UNSUPPORTED_VERSION', 'BusinessCard', `business card ${OLDER_VERSIONS[ns] as string} is not supported; only v3 (${BUSINESS_CARD_V3_NS})`)
  }
  if (ns !== BUSINESS_CARD_V3_NS || root.localName !== 'BusinessCard') {
    throw new BusinessCardError('WRONG_ROOT', describe(root), `expected {${BUSINESS_CARD_V3_NS}}BusinessCard`)
  }
  checkAttributes(root, [], 'BusinessCard')
  const seq = new Sequence(elementChildren(root, 'BusinessCard'), 'BusinessCard')
  const participant = identifier(seq.one('ParticipantIdentifier'), 'BusinessCard/ParticipantIdentifier')
  const entities = seq.many('BusinessEntity').map((e, i) => entityOf(e, `BusinessCard/BusinessEntity[${i + 1}]`))
  seq.end()
  return { participant, entities }
}

/** 'iso6523-actorid-upis::0208:0123456749' of a parsed card. */
export const participantIdOf = (card: BusinessCard): string => `${card.participant.scheme}::${card.participant.value}`
