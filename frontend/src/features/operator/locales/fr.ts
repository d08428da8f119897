import { formatCount } from '../../../lib/format';
import { plural, type Translation } from '../../../lib/i18n';
import type { operatorBookingsMessages } from '../components/BookingsSection.messages';
import type { operatorDeliveryMessages } from '../components/DeliverySection.messages';
import type { operatorPageMessages } from '../components/OperatorPage.messages';
import type { operatorOutboxMessages } from '../components/OutboxSection.messages';
import type { operatorPlatformsMessages } from '../components/PlatformsSection.messages';
import type { operatorQueuesMessages } from '../components/QueuesSection.messages';

export default {
  'operator.page': {
    title: 'Console des opérateurs',
    intro:
      'Ce que fait TeeWatch en ce moment : ses files d’attente, les plateformes de réservation des parcours, l’envoi des messages, les réservations et la boîte d’envoi. Les chiffres se mettent à jour toutes les quelques secondes.',
    loading: 'Chargement de la console des opérateurs',
    loadFailed: (reason: string) => `Impossible de charger la console des opérateurs. ${reason}`,
    stale: (reason: string) => `Ces chiffres ne sont peut-être plus à jour. ${reason}`,
    updated: (time: string) => `Mis à jour à ${time}`,
    forbidden: {
      title: 'Réservé aux opérateurs',
      body: 'Cette console est destinée aux opérateurs de TeeWatch. Un opérateur peut donner le rôle d’administrateur à votre compte.',
      dashboard: 'Retour au tableau de bord',
    },
  } satisfies Translation<typeof operatorPageMessages>,
  'operator.queues': {
    title: 'Files d’attente',
    none: 'Aucune file d’attente signalée.',
    columns: {
      queue: 'File',
      waiting: 'En attente',
      active: 'Actives',
      delayed: 'Différées',
      failed: 'Échouées',
    },
    failedJobs: (queue: string) => `Tâches échouées dans ${queue}`,
    latestOf: (shown: number, total: number) =>
      `Les ${formatCount(shown)} plus récentes des ${formatCount(total)} tâches échouées.`,
    job: (name: string, id: string) => `Tâche ${id} (${name})`,
    attempts: (count: number) => plural(count, { one: '# tentative', other: '# tentatives' }),
    failedAt: (attempts: string, when: string) => `${attempts} · échec le ${when}`,
    retry: 'Relancer',
    retryLabel: (name: string, id: string) => `Relancer la tâche ${id} (${name})`,
    retried: 'Tâche remise en file',
    retryFailed: 'Impossible de relancer la tâche',
  } satisfies Translation<typeof operatorQueuesMessages>,
  'operator.platforms': {
    title: 'Plateformes',
    none: 'Aucune plateforme signalée pour l’instant.',
    columns: {
      platform: 'Plateforme',
      budget: 'Budget utilisé',
      breaker: 'Disjoncteur',
      requestsOk: 'Requêtes réussies',
      requestErrors: 'Requêtes en erreur',
      watched: 'Surveillés',
      behind: 'En retard',
      lag: 'Retard de lecture (moyen / max.)',
    },
    breaker: {
      closed: 'Fermé',
      half_open: 'Semi-ouvert',
      open: 'Ouvert',
    },
    lag: (mean: string, max: string) => `${mean} / ${max}`,
    unknown: '—',
  } satisfies Translation<typeof operatorPlatformsMessages>,
  'operator.delivery': {
    title: 'Envoi des messages',
    none: 'Aucun message envoyé pour l’instant.',
    columns: {
      channel: 'Canal',
      sent: 'Envoyés',
      failed: 'Échoués',
      failureRate: 'Taux d’échec',
    },
    channels: {
      push: 'Push',
      email: 'E-mail',
      sms: 'SMS',
    },
    unknown: '—',
  } satisfies Translation<typeof operatorDeliveryMessages>,
  'operator.bookings': {
    title: 'Réservations des dernières 24 heures',
    empty: 'Aucune réservation pour l’instant',
    columns: {
      status: 'Statut',
      count: 'Réservations',
    },
    statuses: {
      booking: 'En cours',
      booked: 'Réservées',
      held: 'Retenues',
      'handed-over': 'Confiées au golfeur',
      failed: 'Échouées',
      cancelled: 'Annulées',
    },
  } satisfies Translation<typeof operatorBookingsMessages>,
  'operator.outbox': {
    title: 'Boîte d’envoi',
    empty: 'Rien en attente',
    unpublished: (count: number) =>
      plural(count, { one: '# événement non publié', other: '# événements non publiés' }),
    oldest: (wait: string) => `Le plus ancien attend depuis ${wait}.`,
  } satisfies Translation<typeof operatorOutboxMessages>,
};
