import {
  type Booking,
  type BookingListResponse,
  bookingListResponseSchema,
  type BookingResponse,
  bookingResponseSchema,
  type BookingTermsResponse,
  bookingTermsResponseSchema,
  type BookTeeTimeRequest,
} from '@teewatch/contracts';
import { type GroupBookingTarget } from '../../../lib/tee-time-booking';
import { api } from '../../../lib/api';

// 'Groups': a booking for a golf group changes what its members see (the groups' own slice).
const bookingsApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Booking', 'Groups'] });
const bookingList = { type: 'Booking' as const, id: 'LIST' };

export const bookingsApi = bookingsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in golfer's bookings, soonest tee time first. */
    getBookings: build.query<Booking[], void, BookingListResponse>({
      query: () => '/bookings',
      rawResponseSchema: bookingListResponseSchema,
      transformResponse: (raw) => raw.bookings,
      providesTags: [bookingList],
    }),
    /** The course's cancellation terms, shown before the golfer books. */
    getBookingTerms: build.query<BookingTermsResponse, string, BookingTermsResponse>({
      query: (teeTimeId) => `/tee-times/${encodeURIComponent(teeTimeId)}/booking-terms`,
      rawResponseSchema: bookingTermsResponseSchema,
    }),
    /** Books at the course's platform; the same key on a retry books nothing twice. */
    bookTeeTime: build.mutation<Booking, BookTeeTimeRequest, BookingResponse>({
      query: (body) => ({ url: '/bookings', method: 'POST', body }),
      rawResponseSchema: bookingResponseSchema,
      transformResponse: (raw) => raw.booking,
      invalidatesTags: [bookingList],
    }),
    /**
     * Books a group alert's tee time for the group; 409 when another member booked first. The
     * server keys it by member, alert and tee time, so pressing again books nothing twice. The
     * group's card is read again when the dialog closes, so the outcome stays on screen.
     */
    bookForGroup: build.mutation<
      Booking,
      Omit<GroupBookingTarget, 'spots'> & { teeTimeId: string },
      BookingResponse
    >({
      query: ({ groupId, alertId, teeTimeId }) => ({
        url: `/groups/${encodeURIComponent(groupId)}/alerts/${encodeURIComponent(alertId)}/tee-times/${encodeURIComponent(teeTimeId)}/booking`,
        method: 'POST',
      }),
      rawResponseSchema: bookingResponseSchema,
      transformResponse: (raw) => raw.booking,
      invalidatesTags: [bookingList],
    }),
    /** The golfer cancelled a booking with the course: checked at its platform, then marked. */
    confirmBookingCancelled: build.mutation<Booking, string, BookingResponse>({
      query: (bookingId) => ({
        url: `/bookings/${encodeURIComponent(bookingId)}/cancellation`,
        method: 'POST',
      }),
      rawResponseSchema: bookingResponseSchema,
      transformResponse: (raw) => raw.booking,
      invalidatesTags: [bookingList],
    }),
    /** A booked tee time's calendar file, as text (the call needs the golfer's session). */
    getBookingCalendar: build.query<string, string>({
      query: (bookingId) => ({
        url: `/bookings/${encodeURIComponent(bookingId)}/calendar.ics`,
        responseHandler: 'text',
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetBookingsQuery,
  useGetBookingTermsQuery,
  useBookTeeTimeMutation,
  useBookForGroupMutation,
  useConfirmBookingCancelledMutation,
  useLazyGetBookingCalendarQuery,
} = bookingsApi;
