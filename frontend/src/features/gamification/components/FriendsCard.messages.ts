import { defineMessages, plural } from '../../../lib/i18n';

/** Friends' names are shown as they come. */
export const friendsCardMessages = defineMessages('gamification.friends', {
  title: 'Friends',
  loading: 'Loading your friends…',
  /** `reason` is why the call failed, already a sentence. */
  loadFailed: (reason: string) => `Your friends could not be loaded. ${reason}`,
  invitationsIntro: (days: number) =>
    `An invitation link lets a friend into TeeWatch and makes you friends when they sign in. Each works once, for ${plural(days, { one: '# day', other: '# days' })}.`,
  invite: 'Invite a Friend',
  noInvitation: 'No invitation made',
  invitationLimit: (unused: number) =>
    `You have ${plural(unused, { one: '# unused invitation', other: '# unused invitations' })}. Share one of them, or wait for one to expire.`,
  unusedInvitations: 'Unused invitations',
  /** An unused invitation's last day. */
  until: (date: string) => `until ${date}`,
  copyLinkOf: (code: string) => `Copy the link of invitation ${code}`,
  copyLink: 'Copy link',
  copied: 'Copied',
  invitationLinkCopied: 'Your invitation link is on your clipboard.',
  linkCopied: 'The invitation link is on your clipboard.',
  idCopied: 'Your TeeWatch ID is on your clipboard.',
  copyFailed: 'Could not copy',
  requests: 'Friend requests',
  accept: 'Accept',
  decline: 'Decline',
  friendAdded: 'Friend Added',
  friendsNowWith: (name: string) => `You and ${name} are friends now.`,
  noFriends: 'No friends yet. Invite one above, then compare points on the Friends leaderboard.',
  yourFriends: 'Your friends',
  remove: 'Remove',
  requestSent: 'request sent',
  withdraw: 'Withdraw',
  yourId: (id: string) => `Your TeeWatch ID is ${id}`,
  copy: 'Copy',
  friendId: "Friend's TeeWatch ID",
  sendRequest: 'Send Request',
  friendRequest: 'Friend Request',
  /** The answers to a request by id. */
  requested: 'Friend request sent. You are friends once they accept.',
  alreadyFriends: 'You are friends already.',
  nowFriends: 'You are friends now.',
  noSuchGolfer: 'No TeeWatch golfer has that id.',
  ownId: 'friendUserId: cannot be your own id',
  notAnId: 'friendUserId: must be a TeeWatch golfer id',
});
