import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorCodes } from '@teewatch/contracts';
import { apiErrorCode } from './api-error';
import { messagesFor } from './i18n';
import { refreshSession } from './session-client';
import { loadStoredSession } from './session-storage';
import { sessionMessages } from './session.messages';
import { sessionEstablished, sessionExpired } from './session.slice';

type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * What a signed-in call says when the session could not be renewed (docs/product-rules.md,
 * "Sessions and tokens"), in the golfer's language when it happens.
 */
function sessionExpiredError(): FetchBaseQueryError {
  const message = messagesFor(sessionMessages).expired;
  return {
    status: 'CUSTOM_ERROR',
    error: message,
    data: { success: false, error: { code: 'SESSION_EXPIRED', message } },
  };
}

const refreshUnreachableError: FetchBaseQueryError = {
  status: 'FETCH_ERROR',
  error: 'The session could not be renewed: no answer from the server.',
};

function withBearer(args: string | FetchArgs, token: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return {
    ...request,
    headers: { Authorization: `Bearer ${token}`, ...toRecord(request.headers) },
  };
}

function toRecord(headers: FetchArgs['headers']): Record<string, string | undefined> {
  if (headers === undefined) return {};
  if (headers instanceof Headers || Array.isArray(headers)) {
    return Object.fromEntries(new Headers(headers as HeadersInit).entries());
  }
  return headers;
}

/**
 * Signed-in calls carry the access token as a Bearer header (docs/decisions.md, "Bearer tokens").
 * A 401 TOKEN_EXPIRED renews the pair once (shared with every other caller) and retries; a refused
 * renewal ends the session with "Session expired. Please sign in again.".
 */
export function withSession(baseQuery: BaseQuery): BaseQuery {
  return async (args, api, extraOptions) => {
    const session = loadStoredSession();
    if (!session) return baseQuery(args, api, extraOptions);

    const result = await baseQuery(withBearer(args, session.token), api, extraOptions);
    if (result.error?.status !== 401 || apiErrorCode(result.error) !== errorCodes.tokenExpired) {
      return result;
    }

    const renewed = await refreshSession(session.token);
    if (renewed === 'unreachable') return { error: refreshUnreachableError };
    if (renewed === 'rejected') {
      api.dispatch(sessionExpired());
      return { error: sessionExpiredError() };
    }
    if (renewed.user) {
      api.dispatch(sessionEstablished({ user: renewed.user, expiresAt: renewed.expiresAt }));
    }
    return baseQuery(withBearer(args, renewed.token), api, extraOptions);
  };
}
