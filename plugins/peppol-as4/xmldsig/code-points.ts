/**
 * The order Canonical XML sorts namespace prefixes, attribute namespace URIs and local names in: by Unicode code point
 * (C14N 1.0 section 2.2: "based on the UCS codepoint values"). JavaScript's `<` compares UTF-16 code units, which
 * puts characters above U+FFFF (surrogate pairs, D800-DFFF) before U+E000-U+FFFF; this corrects that case and is
 * `<` otherwise.
 */
const SURROGATE = /[\uD800-\uDFFF]/

export function codePointOrder (a: string, b: string): number {
  if (a === b) return 0
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return a < b ? -1 : 1
  const x = Array.from(a)
  const y = Array.from(b)
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i] as string).codePointAt(0) as number - ((y[i] as string).codePointAt(0) as number)
    if (d !== 0) return d
  }
  return x.length - y.length
}
