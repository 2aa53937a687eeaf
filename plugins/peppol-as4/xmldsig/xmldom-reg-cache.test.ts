import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { XMLSerializer } from '@xmldom/xmldom'
import { parseXmlSafely } from '../../../core/documents/safe-xml.ts'
import { libraryReg, setXmldomRegCache, xmldomRegCacheState } from '../../../core/documents/xmldom-reg-cache.ts'
import { createRequire } from 'node:module'

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures')
const xmlFixtures = [
  'as4/UserMessage12.xml', 'as4/TestReceipt12.xml', 'as4/ErrorMessage.xml', 'as4/WrongSigningAlgorithm.xml',
  'as4/base-sbdh.xml', 'as4/bis3-base-example.xml', 'peppol/signed-service-metadata1.xml', 'peppol/peppol-service-metadata.xml'
].map(f => [f, fs.readFileSync(path.join(FIXTURES, f), 'utf8')] as const)

// Inputs that reach the end-tag code paths the patch touches: bad end-tag names, a line break after the name
// (xmldom's recoverable error), whitespace before '>', unclosed and mismatched tags, an end tag at the very end.
const malformed = [
  '<a></a b>', '<a></1a>', '<a></a\nx>', '<a></a  >', '<a><b></a>', '<a>', '</a>', '<a></', '<a></>', '<p:a xmlns:p="u"></p:a:b>',
  '<a>x</a>trailing', '<a>&bad;</a>', '<a x="1" x="2"/>', '<a><!-- c --><![CDATA[d]]><?pi x?></a>'
]

function outcome (xml: string): string {
  try {
    return `ok ${new XMLSerializer().serializeToString(parseXmlSafely(xml))}`
  } catch (err) {
    return `error ${(err as Error).name} ${(err as Error).message}`
  }
}

function bothWays (xml: string): { patched: string, library: string } {
  setXmldomRegCache(false)
  try {
    const library = outcome(xml)
    setXmldomRegCache(true)
    return { patched: outcome(xml), library }
  } finally {
    setXmldomRegCache(true)
  }
}

test('xmldom reg cache: installed on the module sax.js uses, and hit by parsing', () => {
  const grammar = createRequire(import.meta.url)('@xmldom/xmldom/lib/grammar.js') as { reg: unknown }
  assert.notEqual(grammar.reg, libraryReg, 'the patch replaced grammar.reg')
  const before = xmldomRegCacheState()
  assert.equal(before.installed, true)
  parseXmlSafely('<a><b>1</b><c>2</c></a>')
  const after = xmldomRegCacheState()
  assert.ok(after.hits >= before.hits + 2, `three end tags, at least two cache hits (${before.hits} -> ${after.hits})`)
  assert.ok(after.entries >= 1 && after.entries <= 256)
})

test('xmldom reg cache: identical documents with and without the patch on our fixtures', () => {
  for (const [name, xml] of xmlFixtures) {
    const { patched, library } = bothWays(xml)
    assert.ok(library.startsWith('ok '), `${name} parses`)
    assert.equal(patched, library, name)
  }
})

test('xmldom reg cache: identical errors with and without the patch on malformed input', () => {
  for (const xml of malformed) {
    const { patched, library } = bothWays(xml)
    assert.equal(patched, library, xml)
  }
  assert.match(bothWays('<a></a b>').patched, /^error UnsafeXmlError malformed XML/)
})

test('xmldom reg cache: same RegExp results as the library function, shared instances only for equal arguments', () => {
  const grammar = createRequire(import.meta.url)('@xmldom/xmldom/lib/grammar.js') as Record<string, RegExp> & { reg: (...a: unknown[]) => RegExp }
  const a = grammar.reg('^', grammar.QName_group, grammar.S_OPT, '$')
  const b = grammar.reg('^', grammar.QName_group, grammar.S_OPT, '$')
  const lib = libraryReg.call(grammar, '^', grammar.QName_group, grammar.S_OPT, '$')
  assert.equal(a, b, 'cached')
  assert.equal(a.source, lib.source)
  assert.equal(a.flags, lib.flags)
  assert.notEqual(grammar.reg('^', grammar.QName_group), a)
  // A global RegExp is never cached (exec would keep lastIndex in it).
  const g = /x/g
  assert.notEqual(grammar.reg('^', g), grammar.reg('^', g))
  // The library's own argument check still throws.
  assert.throws(() => grammar.reg.call(undefined, 'a', '|', 'b'), /use regg/)
})
