export * from './api-error.js';
export * from './access.js';
export * from './queues.js';
export * from './events.js';
export * from './areas.js';
export * from './courses.js';
export * from './alerts.js';
export * from './notifications.js';
