import { defineMessages } from '../../../lib/i18n';

export const legalDocumentMessages = defineMessages('legal.document', {
  lastUpdated: (date: string) => `Last updated ${date}`,
  onThisPage: 'On this page',
});
