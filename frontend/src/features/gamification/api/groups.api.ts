import {
  type AnswerGroupMatchRequest,
  type CreateGroupAlertRequest,
  type CreateGroupRequest,
  type Group,
  type GroupListResponse,
  groupListResponseSchema,
  type GroupResponse,
  groupResponseSchema,
  type SuccessResponse,
  successResponseSchema,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';

const groupsApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Groups'] });

/** Golf groups and their group alerts (docs/gamification.md, "Golf groups"). */
export const groupsApi = groupsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getGroups: build.query<Group[], void, GroupListResponse>({
      query: () => '/groups',
      rawResponseSchema: groupListResponseSchema,
      transformResponse: (raw) => raw.groups,
      providesTags: ['Groups'],
    }),
    createGroup: build.mutation<Group, CreateGroupRequest, GroupResponse>({
      query: (body) => ({ url: '/groups', method: 'POST', body }),
      rawResponseSchema: groupResponseSchema,
      transformResponse: (raw) => raw.group,
      invalidatesTags: ['Groups'],
    }),
    createGroupAlert: build.mutation<
      Group,
      { groupId: string; alert: CreateGroupAlertRequest },
      GroupResponse
    >({
      query: ({ groupId, alert }) => ({
        url: `/groups/${encodeURIComponent(groupId)}/alerts`,
        method: 'POST',
        body: alert,
      }),
      rawResponseSchema: groupResponseSchema,
      transformResponse: (raw) => raw.group,
      invalidatesTags: ['Groups'],
    }),
    answerGroupMatch: build.mutation<
      Group,
      { groupId: string; alertId: string; teeTimeId: string } & AnswerGroupMatchRequest,
      GroupResponse
    >({
      query: ({ groupId, alertId, teeTimeId, answer }) => ({
        url: `/groups/${encodeURIComponent(groupId)}/alerts/${encodeURIComponent(alertId)}/tee-times/${encodeURIComponent(teeTimeId)}/answer`,
        method: 'PUT',
        body: { answer },
      }),
      rawResponseSchema: groupResponseSchema,
      transformResponse: (raw) => raw.group,
      invalidatesTags: ['Groups'],
    }),
    leaveGroup: build.mutation<SuccessResponse, string, SuccessResponse>({
      query: (groupId) => ({ url: `/groups/${encodeURIComponent(groupId)}`, method: 'DELETE' }),
      rawResponseSchema: successResponseSchema,
      invalidatesTags: ['Groups'],
    }),
  }),
});

export const {
  useGetGroupsQuery,
  useCreateGroupMutation,
  useCreateGroupAlertMutation,
  useAnswerGroupMatchMutation,
  useLeaveGroupMutation,
} = groupsApi;
