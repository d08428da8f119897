import type { Translation } from '../../lib/i18n';
import type { notFoundMessages } from '../NotFoundCard.messages';

export default {
  'components.notFound': {
    title: 'Page introuvable',
    body: 'Cette page est hors limites. Vérifiez l’adresse ou revenez au premier départ.',
    home: 'Retour à l’accueil',
  } satisfies Translation<typeof notFoundMessages>,
};
