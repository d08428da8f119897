export * from './access.js';
export * from './outbox.js';
