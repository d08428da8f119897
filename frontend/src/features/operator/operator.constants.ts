/**
 * The tee-sheet platforms by the names their makers write (docs/platforms.md); a platform the
 * console does not know is shown by its id as the API gives it.
 */
const platformNames: Readonly<Record<string, string>> = {
  foreup: 'foreUP',
  chronogolf: 'Chronogolf',
  teeitup: 'TeeItUp',
  membersports: 'MemberSports',
  clubprophet: 'Club Prophet',
  ezlinks: 'EZLinks',
  clubcaddie: 'Club Caddie',
  teesnap: 'Teesnap',
  golfnow: 'GolfNow',
  quick18: 'Quick18',
};

export function platformName(platform: string): string {
  return Object.hasOwn(platformNames, platform) ? platformNames[platform]! : platform;
}
