import {
  type CourseListResponse,
  type CourseSummary,
  type ExecuteOptimizationResponse,
  executeOptimizationResponseSchema,
  type OptimizeRequest,
  type OptimizeResponse,
  optimizeResponseSchema,
  type OptimizerStats,
  type OptimizerStatsResponse,
  optimizerStatsResponseSchema,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';

const optimizerApiWithTags = api.enhanceEndpoints({
  addTagTypes: ['OptimizerStats', 'Booking'],
});

export const oneClickBookingApi = optimizerApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** Ranks the open tee times of a date for the side panel's preferences. */
    optimize: build.query<OptimizeResponse, OptimizeRequest, OptimizeResponse>({
      query: (body) => ({ url: '/one-click-booking/optimize', method: 'POST', body }),
      rawResponseSchema: optimizeResponseSchema,
      // Each analysis is remembered on the server: the stats card counts it.
      onQueryStarted: async (_request, { dispatch, queryFulfilled }) => {
        await queryFulfilled.catch(() => undefined);
        dispatch(optimizerApiWithTags.util.invalidateTags(['OptimizerStats']));
      },
    }),
    /** Every Colorado course, for the preferred-courses choice. */
    getCourses: build.query<CourseSummary[], void, CourseListResponse>({
      query: () => '/colorado/courses',
      transformResponse: (raw) => raw.courses,
    }),
    getOptimizerStats: build.query<OptimizerStats, void, OptimizerStatsResponse>({
      query: () => '/one-click-booking/stats',
      rawResponseSchema: optimizerStatsResponseSchema,
      transformResponse: (raw) => raw.stats,
      providesTags: ['OptimizerStats'],
    }),
    /** Books a recommendation once, with the account's own name, email and phone. */
    executeOptimization: build.mutation<ExecuteOptimizationResponse, string>({
      query: (id) => ({
        url: `/one-click-booking/execute/${encodeURIComponent(id)}`,
        method: 'POST',
        body: { userCredentials: {} },
      }),
      rawResponseSchema: executeOptimizationResponseSchema,
      invalidatesTags: ['OptimizerStats', { type: 'Booking', id: 'LIST' }],
    }),
  }),
});

export const {
  useOptimizeQuery,
  useGetCoursesQuery,
  useGetOptimizerStatsQuery,
  useExecuteOptimizationMutation,
} = oneClickBookingApi;
