/**
 * Password rules for end-customer users.
 *
 * Everywhere: 10 to 128 characters, not only letters or only digits.
 * In a partner's own tenant (tenant kind "partner", the default): letters, digits and `!` only, because partners
 * pass these passwords through their own portals and scripts, which the spec says cannot carry other special
 * characters. Tenants of kind "direct" accept any printable character.
 */
import { WharfError } from '../errors.ts'

export type TenantKind = 'partner' | 'direct'

export function checkPassword (password: string, kind: TenantKind): void {
  const fail = (why: string, details: Record<string, unknown> = {}): never => {
    throw new WharfError('WEAK_PASSWORD', `The password is not accepted: ${why}`, { rule: details.rule ?? 'policy', ...details })
  }
  if (password.length < 10) fail('it must have at least 10 characters', { rule: 'min-length', min: 10 })
  if (password.length > 128) fail('it must have at most 128 characters', { rule: 'max-length', max: 128 })
  if (/^[A-Za-z]+$/.test(password) || /^[0-9]+$/.test(password)) {
    fail('it must mix letters with digits or symbols', { rule: 'character-mix' })
  }
  if (kind === 'partner') {
    const bad = [...password].findIndex(c => !/[A-Za-z0-9!]/.test(c))
    if (bad >= 0) {
      fail(`in a partner's own tenant a password may contain letters, digits and the exclamation mark (!) only; ` +
        `the character at position ${bad + 1} is not allowed`, { rule: 'partner-charset', position: bad + 1 })
    }
  } else if (/[\u0000-\u001f\u007f]/.test(password)) {
    fail('it may not contain control characters', { rule: 'control-characters' })
  }
}
