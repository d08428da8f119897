import type {
  ActivityItem,
  AuthConfig,
  EmailTokenRequest,
  MagicLinkSendRequest,
  MagicLinkSent,
  MagicLinkVerifyResult,
  PasswordResetConfirm,
  PasswordResetRequest,
  SessionTokens,
  SessionUser,
  SignInRequest,
  SignUpRequest,
  UpdateProfileRequest,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';

/** The 202 answer of sign-up and reset requests: the same for every email. */
export interface Accepted {
  success: true;
  message: string;
}

const authApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Activity'] });

export const authApi = authApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** Which sign-in methods this server offers (core spec §7: the identity-provider config). */
    getAuthConfig: build.query<AuthConfig, void>({
      query: () => '/auth/config',
    }),
    signUp: build.mutation<Accepted, SignUpRequest>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
    /** The token from the confirmation email; answers a session. */
    verifyEmail: build.mutation<SessionTokens, EmailTokenRequest>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
    }),
    signIn: build.mutation<SessionTokens, SignInRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    sendMagicLink: build.mutation<MagicLinkSent, MagicLinkSendRequest>({
      query: (body) => ({ url: '/auth/magic-link/send', method: 'POST', body }),
    }),
    /** Polled every 2 s while the confirmation view waits; 410 once the link has expired. */
    verifyMagicLink: build.query<MagicLinkVerifyResult, string>({
      query: (magicLinkId) => `/auth/magic-link/verify/${encodeURIComponent(magicLinkId)}`,
      // Every answer is news (the tokens come once): never serve an old one.
      keepUnusedDataFor: 0,
    }),
    requestPasswordReset: build.mutation<Accepted, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<Accepted, PasswordResetConfirm>({
      query: (body) => ({ url: '/auth/reset-password/confirm', method: 'POST', body }),
    }),
    getRecentActivity: build.query<ActivityItem[], void>({
      query: () => '/users/me/activity',
      transformResponse: (raw: { success: true; data: ActivityItem[] }) => raw.data,
      providesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
    updateProfile: build.mutation<SessionUser, UpdateProfileRequest>({
      query: (body) => ({ url: '/users/me', method: 'PATCH', body }),
      transformResponse: (raw: { success: true; user: SessionUser }) => raw.user,
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
