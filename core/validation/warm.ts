/**
 * Warming the validation pool at start (issue 17: the first validation after start under 1 s). core/server.ts calls
 * it in the background once the server listens, when WHARF_VALIDATION_WARM is on (default) and some tenant validates
 * (the operator's default policy or a tenant's own is not `off`). Every thread of the pool starts, loads the compiled
 * rule sets of Peppol BIS Billing 3 (UBL and CII: CEN + Peppol; the default of a Peppol provider; other rule sets
 * load on first use) and runs a tiny BIS 3 invoice through the XSD and the rules, so SaxonJS has compiled its own code
 * and libxml2-wasm the UBL 2.1 schema set before the first request.
 *
 *   const r = await warmValidation(wharf)   // { ms, ruleSets, heapMiB } or null (nothing to warm)
 */
import type { Knex } from 'knex'
import type { Config } from '../config.ts'
import { optionById, sefFile } from './rule-sets.ts'
import { validationOf } from './service.ts'

export const WARM_OPTIONS = ['peppol-bis-billing-3-ubl', 'peppol-bis-billing-3-cii']

/** A minimal BIS 3 invoice: not valid (it lacks mandatory parts), only the paths a real one takes. */
const UBL = 'urn:oasis:names:specification:ubl:schema:xsd'
export const WARM_DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="${UBL}:Invoice-2" xmlns:cac="${UBL}:CommonAggregateComponents-2" xmlns:cbc="${UBL}:CommonBasicComponents-2">
<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
<cbc:ID>WARM-1</cbc:ID><cbc:IssueDate>2026-01-01</cbc:IssueDate><cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
<cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID></cac:Party></cac:AccountingSupplierParty>
<cac:AccountingCustomerParty><cac:Party><cbc:EndpointID schemeID="0088">7300010000002</cbc:EndpointID></cac:Party></cac:AccountingCustomerParty>
<cac:LegalMonetaryTotal><cbc:PayableAmount currencyID="EUR">0</cbc:PayableAmount></cac:LegalMonetaryTotal>
</Invoice>
`

type Owner = { knex: Knex, config: Pick<Config, 'validation'> }

/** Whether any tenant validates: the default policy, or a tenant's own, is not off. */
async function anyValidation (owner: Owner): Promise<boolean> {
  if (owner.config.validation.policy !== 'off') return true
  return (await owner.knex('tenant_validation').whereNot({ policy: 'off' }).first('tenant_id')) !== undefined
}

export async function warmValidation (owner: Owner): Promise<{ ms: number, ruleSets: string[], heapMiB: number[] } | null> {
  if (!owner.config.validation.warm || !(await anyValidation(owner))) return null
  const ids = [...new Set(WARM_OPTIONS.flatMap(o => optionById(o)?.ruleSets ?? []))].filter(id => sefFile(id) !== null)
  const started = performance.now()
  const heap = await validationOf(owner).warm(ids, WARM_DOCUMENT)
  return { ms: Math.round(performance.now() - started), ruleSets: ids, heapMiB: heap.map(h => Math.round(h / 1048576)) }
}
