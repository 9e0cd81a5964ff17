import type { PasswordHash } from '../db'

/**
 * PBKDF2-SHA256 hashes (600,000 iterations, random salts made once) of the demo
 * accounts' passwords, computed ahead of time so a brand-new profile does not
 * spend a second hashing before its first screen. The passwords themselves are
 * public demo credentials shown on the landing page; only these hashes are stored.
 */
export const DEMO_PASSWORD_HASHES: Record<string, PasswordHash> = {
  demo: {
    algorithm: 'PBKDF2-SHA256',
    iterations: 600000,
    salt: 'z38BClDtTJ+4tmYD/NBKzQ==',
    hash: '7IWbBNZuzB9J2pV6labgEUMJ5xG2hkzZ52m+0fa5bkg=',
  },
  admin: {
    algorithm: 'PBKDF2-SHA256',
    iterations: 600000,
    salt: 'OcTnlTnv7RHMuqLQLdSxjQ==',
    hash: '0aPUBaZh3QXg4V6KSC8kGHbyS81CRMZ9J7bdackK1Is=',
  },
}
