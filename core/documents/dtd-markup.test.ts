// The DTD markup scan (issue 15): every real document type or entity declaration is found, in one piece or split
// at any point across pieces; the same text inside a CDATA section, a comment, an instruction or an attribute value is not.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DtdMarkupScanner, findDtdMarkup, findDtdMarkupInBytes } from './dtd-markup.ts'

/** The scan of `text` whole, and split in two at every offset. */
function everySplit (text: string): Array<string | undefined> {
  const out = [findDtdMarkup(text)]
  for (let i = 1; i < text.length; i++) {
    const s = new DtdMarkupScanner()
    s.push(text.slice(0, i))
    out.push(s.push(text.slice(i)))
  }
  return out
}

test('real DTD markup is found, whole and split at every offset', () => {
  const cases: Array<[string, string]> = [
    ['<!DOCTYPE r><r/>', 'DOCTYPE'],
    ['<?xml version="1.0"?>\n<!DOCTYPE r SYSTEM "x.dtd"><r/>', 'DOCTYPE'],
    ['<?xml version="1.0"?><!-- c --><?pi x?> <!DOCTYPE r [<!ENTITY e "x">]><r>&e;</r>', 'DOCTYPE'],
    ['\uFEFF<!doctype r><r/>', 'DOCTYPE'],
    ['<!   \n DocType r><r/>', 'DOCTYPE'],
    ['<r><!ENTITY x "y"></r>', 'ENTITY'],
    ['<r/><!ENTITY x "y">', 'ENTITY'],
    ['<r><![CDATA[a]]><!ENTITY x "y"></r>', 'ENTITY'],
    ['<r a="1" b=\'2\'><!-- x --><?p ?></r><!DOCTYPE x>', 'DOCTYPE']
  ]
  for (const [text, kind] of cases) assert.deepEqual(new Set(everySplit(text)), new Set([kind]), text)
  assert.equal(findDtdMarkupInBytes(Buffer.from('<r>é€😀</r><!ENTITY x "y">')), 'ENTITY')
})

test('DTD markup as data is not DTD markup, whole and split at every offset', () => {
  for (const text of [
    '<r><![CDATA[<!DOCTYPE html><!ENTITY x "y">]]></r>',
    '<r><!-- <!DOCTYPE x> <!ENTITY y "z"> --></r>',
    '<!-- <!DOCTYPE x> --><r/>',
    '<?xml version="1.0"?><?pi <!DOCTYPE x>?><r/>',
    '<r a="<!DOCTYPE x>" b=\'<!ENTITY y>\'/>',
    '<r><!-->x<!DOCTYPE-->y</r>',
    '<r>&lt;!DOCTYPE x></r>'
  ]) assert.deepEqual(new Set(everySplit(text)), new Set([undefined]), text)
})

test('a long whitespace run after "<!" is carried as one space; bytes are scanned in pieces', () => {
  const s = new DtdMarkupScanner()
  s.push('<r><!')
  for (let i = 0; i < 100; i++) assert.equal(s.push(' '.repeat(10_000)), undefined)
  assert.equal(s.push('ENTITY x "y">'), 'ENTITY')
  const big = Buffer.concat([Buffer.from('<r><![CDATA['), Buffer.alloc(200 * 1024, 0x41), Buffer.from('<!DOCTYPE x>]]></r>')])
  assert.equal(findDtdMarkupInBytes(big), undefined)
  assert.equal(findDtdMarkupInBytes(Buffer.concat([big, Buffer.from('<!DOCTYPE x>')])), 'DOCTYPE')
})
