import type { UpdateStreakResponse } from '@teewatch/contracts';
import { api } from '../../../lib/api';
import { lazySchema } from '../../../lib/lazy-schema';

/**
 * The daily check-in, apart from gamification.api: it runs in the shell around every page, which
 * must carry no schemas (docs/web-app-delivery.md, "Contracts load late").
 */
export const checkInApi = api.enhanceEndpoints({ addTagTypes: ['Gamification'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Today counts as a day the golfer used TeeWatch (see useDailyCheckIn). */
    checkIn: build.mutation<number, void, UpdateStreakResponse>({
      query: () => ({ url: '/gamification/update-streak', method: 'POST' }),
      rawResponseSchema: lazySchema<UpdateStreakResponse, UpdateStreakResponse>(
        async () => (await import('@teewatch/contracts/gamification')).updateStreakResponseSchema,
      ),
      transformResponse: (raw) => raw.streakDays,
      invalidatesTags: ['Gamification'],
    }),
  }),
});

export const { useCheckInMutation } = checkInApi;
