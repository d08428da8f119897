import {
  type AutoBooking,
  type AutoBookingListResponse,
  autoBookingListResponseSchema,
  type AutoBookingResponse,
  autoBookingResponseSchema,
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
  type QueueOptimizationRequest,
  type QueueOptimizationResponse,
  queueOptimizationResponseSchema,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';

const optimizerApiWithTags = api.enhanceEndpoints({
  addTagTypes: ['OptimizerStats', 'Booking', 'AutoBooking'],
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
    /** The golfer's automatic bookings, newest first. */
    getAutoBookings: build.query<AutoBooking[], void, AutoBookingListResponse>({
      query: () => '/one-click-booking/queue',
      rawResponseSchema: autoBookingListResponseSchema,
      transformResponse: (raw) => raw.autoBookings,
      providesTags: ['AutoBooking'],
    }),
    /** Hands a recommendation to the auto-booking agent. */
    queueOptimization: build.mutation<
      QueueOptimizationResponse,
      QueueOptimizationRequest,
      QueueOptimizationResponse
    >({
      query: (body) => ({ url: '/one-click-booking/queue', method: 'POST', body }),
      rawResponseSchema: queueOptimizationResponseSchema,
      invalidatesTags: ['AutoBooking', 'OptimizerStats'],
    }),
    setAutoBookingPaused: build.mutation<
      AutoBooking,
      { id: string; paused: boolean },
      AutoBookingResponse
    >({
      query: ({ id, paused }) => ({
        url: `/one-click-booking/queue/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status: paused ? 'paused' : 'waiting' },
      }),
      rawResponseSchema: autoBookingResponseSchema,
      transformResponse: (raw) => raw.autoBooking,
      invalidatesTags: ['AutoBooking', 'OptimizerStats'],
    }),
    cancelAutoBooking: build.mutation<AutoBooking, string, AutoBookingResponse>({
      query: (id) => ({
        url: `/one-click-booking/queue/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      rawResponseSchema: autoBookingResponseSchema,
      transformResponse: (raw) => raw.autoBooking,
      invalidatesTags: ['AutoBooking', 'OptimizerStats'],
    }),
  }),
});

export const {
  useOptimizeQuery,
  useGetCoursesQuery,
  useGetOptimizerStatsQuery,
  useExecuteOptimizationMutation,
  useGetAutoBookingsQuery,
  useQueueOptimizationMutation,
  useSetAutoBookingPausedMutation,
  useCancelAutoBookingMutation,
} = oneClickBookingApi;
