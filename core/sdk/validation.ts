/**
 * SDK: running one compiled Schematron rule set of rules/rule-sets.json (core/validation/schematron.ts, SaxonJS SEF
 * from the rules cache written by `npm run rules:compile`) over an XML text, for plugins that validate what they
 * build (plugins/peppol-as4/reporting/: the Peppol Reporting EUSR and TSR). Synchronous; the SEF is loaded once per
 * thread. A rule set that is not compiled throws RuleSetNotCompiledError.
 *
 *   const failed = runRuleSet('peppol-reporting-tsr', xml).filter(a => a.flag === 'error')
 */
export { runRuleSet, RuleSetNotCompiledError, type SvrlAssertion } from '../validation/schematron.ts'
