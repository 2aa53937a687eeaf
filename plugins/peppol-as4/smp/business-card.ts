/**
 * The spec's businessCard object (names, address, emailAddress as `{ value, state, description }`) checked and mapped
 * to a Directory business card entity. Nothing is derived from a register: names and an address ending with a country
 * code must be in the payload, or the request fails with the spec's exact message.
 */
import { WharfError } from '../../../core/sdk/runtime.ts'
import type { BusinessEntity } from '../smp-xml/build.ts'

export const BUSINESS_CARD_REQUIRED = 'Both name(s) and country code are required when adding a business card'

export interface CardField { value?: string, state?: string, description?: string }
export interface BusinessCardInput { names?: CardField, address?: CardField, emailAddress?: CardField, state?: string }

const split = (s: string | undefined): string[] => (s ?? '').split(',').map(x => x.trim()).filter(Boolean)

export function businessEntityOf (card: BusinessCardInput): BusinessEntity {
  const names = split(card.names?.value)
  const address = split(card.address?.value)
  const country = address[address.length - 1]
  if (names.length === 0 || country === undefined || !/^[A-Za-z]{2}$/.test(country)) {
    throw new WharfError('VALIDATION_FAILED', BUSINESS_CARD_REQUIRED, { field: 'businessCard', names: names.length, countryCode: country ?? null })
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
