import type { Translation } from '../../lib/i18n';
import type { notFoundMessages } from '../NotFoundCard.messages';

export default {
  'components.notFound': {
    title: 'Página no encontrada',
    body: 'Esa página está fuera de límites. Revisa la dirección o vuelve al primer tee.',
    home: 'Volver al inicio',
  } satisfies Translation<typeof notFoundMessages>,
};
