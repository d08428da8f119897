import {
  type ConnectFriendResponse,
  connectFriendResponseSchema,
  type FriendInvitation,
  type FriendInvitationResponse,
  friendInvitationResponseSchema,
  type FriendsResponse,
  friendsResponseSchema,
  type SuccessResponse,
  successResponseSchema,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';

const friendsApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Friends', 'Gamification'] });
const changed = ['Friends', 'Gamification'] as const;

/** Friends, requests and invitation codes (docs/gamification.md, "Friends"). */
export const friendsApi = friendsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getFriends: build.query<FriendsResponse, void, FriendsResponse>({
      query: () => '/friends',
      rawResponseSchema: friendsResponseSchema,
      providesTags: ['Friends'],
    }),
    createInvitation: build.mutation<FriendInvitation, void, FriendInvitationResponse>({
      query: () => ({ url: '/friends/invitations', method: 'POST' }),
      rawResponseSchema: friendInvitationResponseSchema,
      transformResponse: (raw) => raw.invitation,
      invalidatesTags: ['Friends'],
    }),
    connectFriend: build.mutation<ConnectFriendResponse, string, ConnectFriendResponse>({
      query: (friendUserId) => ({
        url: '/gamification/connect-friend',
        method: 'POST',
        body: { friendUserId },
      }),
      rawResponseSchema: connectFriendResponseSchema,
      invalidatesTags: [...changed],
    }),
    acceptFriend: build.mutation<SuccessResponse, string, SuccessResponse>({
      query: (userId) => ({ url: `/friends/${encodeURIComponent(userId)}/accept`, method: 'POST' }),
      rawResponseSchema: successResponseSchema,
      invalidatesTags: [...changed],
    }),
    removeFriend: build.mutation<SuccessResponse, string, SuccessResponse>({
      query: (userId) => ({ url: `/friends/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      rawResponseSchema: successResponseSchema,
      invalidatesTags: [...changed],
    }),
  }),
});

export const {
  useGetFriendsQuery,
  useCreateInvitationMutation,
  useConnectFriendMutation,
  useAcceptFriendMutation,
  useRemoveFriendMutation,
} = friendsApi;
