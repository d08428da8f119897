/** Access codes' kinds and how a typed code is read; no zod here, for the gate's first paint. */
export const accessCodeTypes = ['private_beta', 'friend_invite'] as const;
export type AccessCodeType = (typeof accessCodeTypes)[number];

/** Codes are typed by people: case and dashes do not matter, so both are normalised away. */
export function accessCodeKey(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
