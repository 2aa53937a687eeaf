// The Peppol BIS Billing 3 unit tests (peppol-bis-invoice-3 rules/unit-*: Peppol and the national rules, UBL and CII;
// 863 cases) against the compiled Peppol rules (rules/peppol-bis-billing-3).
import { vefaSuite } from './vefa-suite.ts'

vefaSuite(/^peppol-bis-invoice-3\/rules\/unit-/, ['peppol-bis-billing-3-ubl', 'peppol-bis-billing-3-cii'])
