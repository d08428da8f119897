import {
  type EmailAttempt,
  type EmailResendRequest,
  type EmailSendAlternativeRequest,
  type FormSubmissionResponse,
  formSubmissionResponseSchema,
  type TeeTimeSearchResult,
  type TeeTimeSearchQuery,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';
import { withLanguage } from '../../../lib/i18n';

const withTags = api.enhanceEndpoints({ addTagTypes: ['EmailAttempts'] });

export const resilienceApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's latest emails (10), newest first, with where each is. */
    getEmailAttempts: build.query<EmailAttempt[], void, { success: true; data: EmailAttempt[] }>({
      query: () => '/email/attempts',
      transformResponse: (raw) => raw.data,
      providesTags: ['EmailAttempts'],
    }),
    resendEmail: build.mutation<string, EmailResendRequest, { success: true; emailId: string }>({
      query: (body) => ({ url: '/email/resend', method: 'POST', body }),
      transformResponse: (raw) => raw.emailId,
      invalidatesTags: ['EmailAttempts'],
    }),
    sendEmailToAlternative: build.mutation<
      string,
      EmailSendAlternativeRequest,
      { success: true; emailId: string }
    >({
      query: (body) => ({
        url: '/email/send-alternative',
        method: 'POST',
        body: withLanguage(body),
      }),
      transformResponse: (raw) => raw.emailId,
      invalidatesTags: ['EmailAttempts'],
    }),
    /** The form demo's submission; the key makes a repeat of it keep it once. */
    submitDemoForm: build.mutation<
      FormSubmissionResponse['data'],
      { body: Record<string, unknown>; idempotencyKey: string },
      FormSubmissionResponse
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/forms/submit',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      rawResponseSchema: formSubmissionResponseSchema,
      transformResponse: (raw) => raw.data,
    }),
    /** Open tee times near a point on a date, as POST /api/search. */
    searchTeeTimes: build.mutation<
      TeeTimeSearchResult[],
      { query: TeeTimeSearchQuery; idempotencyKey: string },
      { success: true; results: TeeTimeSearchResult[] }
    >({
      query: ({ query, idempotencyKey }) => ({
        url: '/search',
        method: 'POST',
        body: query,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (raw) => raw.results,
    }),
  }),
});

export const {
  useGetEmailAttemptsQuery,
  useResendEmailMutation,
  useSendEmailToAlternativeMutation,
  useSubmitDemoFormMutation,
  useSearchTeeTimesMutation,
} = resilienceApi;
