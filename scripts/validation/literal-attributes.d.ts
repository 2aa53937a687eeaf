// Types of literal-attributes.js (plain JavaScript: compile-rules.js runs it at postinstall, before anything is built).
export function literalAttributes (xslt: string): { xslt: string, moved: number }
