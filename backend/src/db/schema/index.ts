export * from './access.js';
export * from './outbox.js';
export * from './courses.js';
export * from './alerts.js';
export * from './notifications.js';
export * from './auth.js';
export * from './bookings.js';
export * from './gamification.js';
