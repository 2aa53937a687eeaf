/**
 * The spec's businessCard object (names, address, emailAddress as `{ value, state, description }`) checked and mapped
 * to a Directory business card entity. Nothing is derived from a register: names and an address ending with a country
 * code must be in the payload, or the request fails with the spec's exact message.
 */
import fs from 'node:fs'
import path from 'node:path'
import { WharfError, projectRoot } from '../../../core/sdk/runtime.ts'
import type { BusinessEntity } from '../smp-xml/build.ts'

export const BUSINESS_CARD_REQUIRED = 'Both name(s) and country code are required when adding a business card'

export interface CardField { value?: string, state?: string, description?: string }
export interface BusinessCardInput { names?: CardField, address?: CardField, emailAddress?: CardField, state?: string }

const split = (s: string | undefined): string[] => (s ?? '').split(',').map(x => x.trim()).filter(Boolean)

/** `check: 'write'` (a PUT or an enrolment) also holds the country code to the ISO list; serving and reporting read
 * cards already stored, which an earlier release accepted with any two letters, and must not start failing on them. */
export function businessEntityOf (card: BusinessCardInput, check: 'write' | 'read' = 'read'): BusinessEntity {
  const names = split(card.names?.value)
  const address = split(card.address?.value)
  const country = address[address.length - 1]
  if (names.length === 0 || country === undefined || !/^[A-Za-z]{2}$/.test(country)) {
    throw new WharfError('VALIDATION_FAILED', BUSINESS_CARD_REQUIRED, { field: 'businessCard', names: names.length, countryCode: country ?? null })
  }
  if (check === 'write' && !countryCodes().has(country.toUpperCase())) {
    throw new WharfError('VALIDATION_FAILED', `The business card's country code ${country} is not an ISO 3166-1 alpha-2 code (as the EN 16931 country list has them)`, { field: 'businessCard.address', countryCode: country })
  }
  const email = card.emailAddress?.value?.trim()
  if (email !== undefined && email !== '' && !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new WharfError('VALIDATION_FAILED', 'businessCard.emailAddress.value is not an e-mail address', { field: 'businessCard.emailAddress' })
  }
  const entity: BusinessEntity = { names: names.map(name => ({ name })), countryCode: country.toUpperCase() }
  if (address.length > 1) entity.geographicalInformation = address.slice(0, -1).join(', ')
  if (email !== undefined && email !== '') entity.contacts = [{ type: 'technical', email }]
  return entity
}

let codes: Set<string> | undefined
/** ISO 3166-1 alpha-2 as the official EN 16931 code list check (BR-CL-14, vendored in rules/cen-en16931) lists it. */
export function countryCodes (): Set<string> {
  if (codes !== undefined) return codes
  const sch = fs.readFileSync(path.join(projectRoot, 'rules', 'cen-en16931', 'ubl', 'schematron', 'codelist', 'EN16931-UBL-codes.sch'), 'utf8')
  const list = /contains\('((?: [0-9A-Z]{2})+ )', concat\(' ', normalize-space\(\.\), ' '\)\)\)\)"\s*id="BR-CL-14"/.exec(sch)?.[1]
  if (list === undefined) throw new Error('rules/cen-en16931: the BR-CL-14 country list was not found')
  codes = new Set(list.trim().split(' '))
  return codes
}
