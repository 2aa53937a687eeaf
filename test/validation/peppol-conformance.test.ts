// The Peppol BIS Billing 3 unit tests (peppol-bis-invoice-3 rules/unit-*: Peppol and the national rules, UBL and CII;
// 863 cases) against the compiled Peppol rules (rules/peppol-bis-billing-3).
// The unit tests are 3.0.19's, the newest the official repository publishes; the UBL rules are 3.0.21 (Peppol
// release 2026.5, mandatory from 2026-08-17), which made DK-R-003 (UNSPSC version for Danish suppliers) fatal.
import { vefaSuite } from './vefa-suite.ts'

vefaSuite(/^peppol-bis-invoice-3\/rules\/unit-/, ['peppol-bis-billing-3-ubl', 'peppol-bis-billing-3-cii'], [
  { file: 'peppol-bis-invoice-3/rules/unit-UBL-DK/DK_Validation_DKR003.xml', cases: [10, 11, 12], failure: 'DK-R-003 expected as warning, got error' }
])
