import { defineMessages } from '../../lib/i18n';

export const oneClickBookingRouteMessages = defineMessages('app.routes.oneClickBooking', {
  title: 'One-Click Booking – TeeWatch',
});
