import {
  type ActivityItem,
  type ActivityListResponse,
  activityListResponseSchema,
  type AuthConfig,
  authConfigSchema,
  type EmailTokenRequest,
  type MagicLinkSendRequest,
  type MagicLinkSent,
  magicLinkSentSchema,
  type MagicLinkVerifyResult,
  magicLinkVerifyResultSchema,
  type MessageResponse,
  messageResponseSchema,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type SessionTokens,
  sessionTokensSchema,
  type SessionUser,
  type SessionUserResponse,
  sessionUserResponseSchema,
  type SignInRequest,
  type SignUpRequest,
  type UpdateProfileRequest,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';
import { withLanguage } from '../../../lib/i18n';

const authApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Activity'] });

export const authApi = authApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** Which sign-in methods this server offers (docs/product-rules.md, "Sign-in pages"). */
    getAuthConfig: build.query<AuthConfig, void>({
      query: () => '/auth/config',
      responseSchema: authConfigSchema,
    }),
    /** The same answer for every email. */
    signUp: build.mutation<MessageResponse, SignUpRequest>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body: withLanguage(body) }),
      responseSchema: messageResponseSchema,
    }),
    /** The token from the confirmation email; answers a session. */
    verifyEmail: build.mutation<SessionTokens, EmailTokenRequest>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
      responseSchema: sessionTokensSchema,
    }),
    signIn: build.mutation<SessionTokens, SignInRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      responseSchema: sessionTokensSchema,
    }),
    sendMagicLink: build.mutation<MagicLinkSent, MagicLinkSendRequest>({
      query: (body) => ({ url: '/auth/magic-link/send', method: 'POST', body: withLanguage(body) }),
      responseSchema: magicLinkSentSchema,
    }),
    /** Polled every 2 s while the confirmation view waits; 410 once the link has expired. */
    verifyMagicLink: build.query<MagicLinkVerifyResult, string>({
      query: (magicLinkId) => `/auth/magic-link/verify/${encodeURIComponent(magicLinkId)}`,
      responseSchema: magicLinkVerifyResultSchema,
      // Every answer is news (the tokens come once): never serve an old one.
      keepUnusedDataFor: 0,
    }),
    /** The same answer for every email. */
    requestPasswordReset: build.mutation<MessageResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body: withLanguage(body) }),
      responseSchema: messageResponseSchema,
    }),
    confirmPasswordReset: build.mutation<MessageResponse, PasswordResetConfirm>({
      query: (body) => ({ url: '/auth/reset-password/confirm', method: 'POST', body }),
      responseSchema: messageResponseSchema,
    }),
    getRecentActivity: build.query<ActivityItem[], void, ActivityListResponse>({
      query: () => '/users/me/activity',
      rawResponseSchema: activityListResponseSchema,
      transformResponse: (raw) => raw.data,
      providesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
    updateProfile: build.mutation<SessionUser, UpdateProfileRequest, SessionUserResponse>({
      query: (body) => ({ url: '/users/me', method: 'PATCH', body }),
      rawResponseSchema: sessionUserResponseSchema,
      transformResponse: (raw) => raw.user,
      invalidatesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetAuthConfigQuery,
  useSignUpMutation,
  useVerifyEmailMutation,
  useSignInMutation,
  useSendMagicLinkMutation,
  useLazyVerifyMagicLinkQuery,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useGetRecentActivityQuery,
  useUpdateProfileMutation,
} = authApi;
