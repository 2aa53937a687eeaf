/**
 * The OpenPeppol code lists the business responses use, vendored as data (rules/peppol-codelists/
 * poacc-response-codes.json, copied from OpenPEPPOL/poacc-upgrade-3 structure/codelist, see rules/MANIFEST.tsv):
 *   UNCL4343-T111   Invoice Response status (AB IP UQ CA RE AP PD)
 *   OPStatusReason  status clarification reasons (NON REF LEG ...)
 *   OPStatusAction  status clarification actions (NOA PIN NIN ...)
 *   UNCL4343-T76    Order Response codes (AB AP RE CA)
 */
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../paths.ts'

export const RESPONSE_CODES_FILE = path.join(projectRoot, 'rules', 'peppol-codelists', 'poacc-response-codes.json')

export type CodeListName = 'UNCL4343-T111' | 'OPStatusReason' | 'OPStatusAction' | 'UNCL4343-T76'

let lists: Record<CodeListName, Record<string, string>> | undefined

/** code -> name of one list (loaded once). */
export function codeList (name: CodeListName): Readonly<Record<string, string>> {
  if (lists === undefined) {
    const raw = JSON.parse(fs.readFileSync(RESPONSE_CODES_FILE, 'utf8')) as { lists: Record<CodeListName, { codes: Record<string, string> }> }
    lists = Object.fromEntries(Object.entries(raw.lists).map(([k, v]) => [k, v.codes])) as Record<CodeListName, Record<string, string>>
  }
  return lists[name]
}

export const isCode = (list: CodeListName, code: string): boolean => Object.hasOwn(codeList(list), code)
export const codesOf = (list: CodeListName): string[] => Object.keys(codeList(list))
