import {
  type FormSubmissionResponse,
  formSubmissionResponseSchema,
  type TeeTimeSearchResult,
  type TeeTimeSearchQuery,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';

export const resilienceApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useSubmitDemoFormMutation, useSearchTeeTimesMutation } = resilienceApi;
