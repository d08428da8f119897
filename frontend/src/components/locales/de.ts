import type { Translation } from '../../lib/i18n';
import type { notFoundMessages } from '../NotFoundCard.messages';

export default {
  'components.notFound': {
    title: 'Seite nicht gefunden',
    body: 'Diese Seite liegt im Aus. Prüfen Sie die Adresse oder gehen Sie zurück zum ersten Abschlag.',
    home: 'Zurück zur Startseite',
  } satisfies Translation<typeof notFoundMessages>,
};
