import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { errorCodes } from '@teewatch/contracts';
import { apiErrorCode } from './api-error';
import { apiErrorMessages } from './api-error.messages';
import { currentLanguage, messagesFor } from './i18n';
import { withSession } from './session-base-query';

/**
 * Dispatched when the API says this browser's access grant is gone (403 ACCESS_REQUIRED):
 * the access feature forgets the saved grant and shows the gate again.
 */
export const accessRevoked = createAction('access/revoked');

const rawBaseQuery = withSession(
  fetchBaseQuery({
    // An absolute URL keeps the same origin in the browser and gives Node's fetch a base in tests.
    baseUrl: `${window.location.origin}/api`,
    credentials: 'include',
    // Answers that carry sentences (optimizer reasons, the welcome card) come in this language.
    prepareHeaders: (headers) => {
      headers.set('Accept-Language', currentLanguage());
      return headers;
    },
  }),
);

const accessAwareBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 403 && apiErrorCode(result.error) === errorCodes.accessRequired) {
    api.dispatch(accessRevoked());
  }
  return result;
};

/** The one API client; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: accessAwareBaseQuery,
  tagTypes: [],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  // An answer that breaks its contract is shown as a failed call instead of reaching the page.
  catchSchemaFailure: (failure): FetchBaseQueryError => ({
    status: 'CUSTOM_ERROR',
    error: messagesFor(apiErrorMessages).unreadableAnswer,
    data: failure.issues,
  }),
  endpoints: () => ({}),
});
