// The tee-sheet platforms TeeWatch reads (as backend/src/providers/tee-sheet/tee-sheet.provider.ts
// lists them), and the variables that point their adapters at the sandbox, as `npm start`, the
// end-to-end tests and the benchmarks run them.
export const teeSheetPlatforms = [
  'foreup',
  'chronogolf',
  'teeitup',
  'membersports',
  'clubprophet',
  'ezlinks',
  'clubcaddie',
  'teesnap',
  'golfnow',
  'quick18',
];

// TEE_SHEET_<P>_URL of every platform at the sandbox (Club Prophet's sites, EZLinks' portals, Club
// Caddie's servers, Teesnap's sites and Quick18's portals under it by path), with
// TEE_SHEET_<P>_RATE_PER_SECOND too where a rate is given.
export function sandboxTeeSheetEnv(sandboxUrl, ratePerSecond) {
  const env = {};
  for (const platform of teeSheetPlatforms) {
    const key = platform.toUpperCase();
    env[`TEE_SHEET_${key}_URL`] = `${sandboxUrl}/${platform}`;
    if (ratePerSecond !== undefined)
      env[`TEE_SHEET_${key}_RATE_PER_SECOND`] = String(ratePerSecond);
  }
  return env;
}
