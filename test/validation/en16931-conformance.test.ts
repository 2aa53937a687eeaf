// The CEN EN 16931 unit tests (eInvoicing-EN16931 test/Invoice-unit-UBL, test/CreditNote-unit-UBL, test/cii; 1,140
// cases) against the compiled CEN rules (rules/cen-en16931).
import { vefaSuite } from './vefa-suite.ts'

vefaSuite(/^eInvoicing-EN16931\/test\/(Invoice-unit-UBL|CreditNote-unit-UBL|cii)$/, ['cen-en16931-ubl', 'cen-en16931-cii'])
