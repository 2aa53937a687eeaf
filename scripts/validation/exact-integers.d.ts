// Types of exact-integers.js (plain JavaScript: compile-rules.js runs it at postinstall, before anything is built).
export function exactIntegers (xslt: string): { xslt: string, casts: number }
