import { randomBytes } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so codes survive being read aloud or retyped. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 symbols of 5 bits = 80 bits of entropy, shown as four groups of four: "K7QM-2XPA-9GHT-W3RZ". */
export function generateAccessCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let symbols = '';
  for (let i = 0; i < 16; i++) {
    symbols = ALPHABET[Number(bits & 31n)] + symbols;
    bits >>= 5n;
  }
  return symbols.match(/.{4}/g)!.join('-');
}
