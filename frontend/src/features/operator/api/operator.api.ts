import type { OperatorOverview, OperatorRetry } from '@teewatch/contracts/operator';
import { api } from '../../../lib/api';

/** The console asks for the overview again this often while it is open. */
export const OVERVIEW_POLL_MS = 3000;

/*
 * The answers are typed by the contract but not checked against its schema: the schema's records
 * (z.record, which no other contract the app checks uses) would add about 1 kB to the zod chunk
 * that every page checking answers loads, for a page only operators open (docs/web-app-delivery.md,
 * "The budget").
 */
const operatorApiWithTags = api.enhanceEndpoints({ addTagTypes: ['OperatorOverview'] });

export const operatorApi = operatorApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** Queues, platforms, delivery, bookings and the outbox at once; admins only (else 403). */
    getOperatorOverview: build.query<OperatorOverview, void>({
      query: () => '/operator/overview',
      providesTags: ['OperatorOverview'],
    }),
    /** A failed job runs again; the overview is read again to show it gone from the failed list. */
    retryOperatorJob: build.mutation<OperatorRetry, { queue: string; jobId: string }>({
      query: ({ queue, jobId }) => ({
        url: `/operator/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}/retry`,
        method: 'POST',
      }),
      invalidatesTags: ['OperatorOverview'],
    }),
  }),
});

export const { useGetOperatorOverviewQuery, useRetryOperatorJobMutation } = operatorApi;
