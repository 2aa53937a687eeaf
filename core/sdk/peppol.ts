/**
 * SDK: what the whole system knows of Peppol (core/peppol): participant identifiers with their ICD schemes and check
 * digits, and the capability -> document type table. Every plugin that names Peppol participants or document types
 * uses these, so a party id means the same in the core and in every channel.
 *
 *   const id = parsePartyId('0088:7300010000001')    // throws WharfError VALIDATION_FAILED when malformed
 *   toAliasForm(id)                                   // '0088:7300010000001'
 *   documentTypesFor(['Invoice'])                     // the Peppol document type ids of a capability
 */
export * from '../peppol/identifiers.ts'
export * from '../peppol/doctypes/capabilities.ts'
