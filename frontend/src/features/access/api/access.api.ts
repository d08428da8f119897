import type { AccessGrantResponse, ValidateAccessCodeRequest } from '@teewatch/contracts';
import { api } from '../../../lib/api';
import { lazySchema } from '../../../lib/lazy-schema';

/** Checked once loaded: the gate shows before any schema has arrived. */
const accessGrantResponseSchema = lazySchema<AccessGrantResponse, AccessGrantResponse>(
  async () => (await import('@teewatch/contracts/access')).accessGrantResponseSchema,
);

export const accessApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Checks a code; on success the server sets the HttpOnly grant cookie. */
    validateAccessCode: build.mutation<AccessGrantResponse, ValidateAccessCodeRequest>({
      query: (body) => ({ url: '/access-codes/validate', method: 'POST', body }),
      responseSchema: accessGrantResponseSchema,
    }),
    /** Confirms this browser's grant cookie is still honoured (403 ACCESS_REQUIRED otherwise). */
    getAccessGrant: build.query<AccessGrantResponse, void>({
      query: () => '/access-codes/grant',
      responseSchema: accessGrantResponseSchema,
    }),
  }),
});

export const { useValidateAccessCodeMutation, useGetAccessGrantQuery } = accessApi;
