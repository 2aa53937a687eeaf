/** The plugin's tables (manifest entry.migrations): names kept from when they were core migrations, so databases
 * created then see them as applied. */
import * as m004 from './004_peppol_config.ts'
import * as m006 from './006_peppol_registration.ts'
import * as m007 from './007_as4_receipts.ts'
import * as m016 from './016_peppol_reporting.ts'

export default {
  '004_peppol_config': m004,
  '006_peppol_registration': m006,
  '007_as4_receipts': m007,
  '016_peppol_reporting': m016
}
