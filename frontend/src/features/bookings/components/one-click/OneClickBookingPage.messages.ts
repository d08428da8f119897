import { defineMessages } from '../../../../lib/i18n';

export const oneClickBookingMessages = defineMessages('bookings.oneClick', {
  title: 'One-Click Booking',
  intro:
    'TeeWatch ranks the open tee times for your preferences and books the best one at the course in one click.',
  finding: 'Finding the best tee times…',
  noTeeTimes: {
    title: 'No Tee Times Found',
    text: 'TeeWatch has no open tee times for that day yet.',
    action: 'Try Tomorrow',
  },
  noOptimalBookings: {
    title: 'No Optimal Bookings Found',
    text: 'None of the open tee times fits these preferences. Widen the time flexibility, the price or the distance.',
    action: 'Refresh Analysis',
  },
  stats: {
    title: 'Performance',
    activeOptimizations: 'Active optimizations',
    queuedBookings: 'Queued bookings',
    successRate: 'Success rate',
    averageScore: 'Average score',
    percent: (percent: number) => `${percent}%`,
    score: (score: number) => `${score}/100`,
  },
  bookNow: 'One-Click Book Now',
  signInToBook: 'Sign in to book',
  queueForAutoBook: 'Queue for Auto-Book',
  myBookings: 'My bookings',
  bookingErrorTitle: 'Booking Error',
  bookingErrorText: 'Failed to execute one-click booking',
  bookingFailedTitle: 'Booking Failed',
  bookedTitle: 'Tee Time Booked',
  finishAtCourseTitle: 'Finish at the Course',
  queuedTitle: 'Optimization Queued',
});
