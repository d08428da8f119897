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
    title: 'Betriebskonsole',
    intro:
      'Was TeeWatch gerade tut: seine Warteschlangen, die Buchungsplattformen der Plätze, der Versand von Nachrichten, die Buchungen und der Postausgang. Die Zahlen werden alle paar Sekunden aktualisiert.',
    loading: 'Betriebskonsole wird geladen',
    loadFailed: (reason: string) => `Die Betriebskonsole konnte nicht geladen werden. ${reason}`,
    stale: (reason: string) => `Diese Zahlen sind möglicherweise nicht aktuell. ${reason}`,
    updated: (time: string) => `Aktualisiert um ${time}`,
    forbidden: {
      title: 'Nur für Betreiber',
      body: 'Diese Konsole ist für die Betreiber von TeeWatch. Ein Betreiber kann Ihrem Konto die Administratorrolle geben.',
      dashboard: 'Zurück zur Übersicht',
    },
  } satisfies Translation<typeof operatorPageMessages>,
  'operator.queues': {
    title: 'Warteschlangen',
    none: 'Keine Warteschlangen gemeldet.',
    columns: {
      queue: 'Warteschlange',
      waiting: 'Wartend',
      active: 'Aktiv',
      delayed: 'Verzögert',
      failed: 'Fehlgeschlagen',
    },
    failedJobs: (queue: string) => `Fehlgeschlagene Jobs in ${queue}`,
    latestOf: (shown: number, total: number) =>
      `Die neuesten ${formatCount(shown)} von ${formatCount(total)} fehlgeschlagenen Jobs.`,
    job: (name: string, id: string) => `Job ${id} (${name})`,
    attempts: (count: number) => plural(count, { one: '# Versuch', other: '# Versuche' }),
    failedAt: (attempts: string, when: string) => `${attempts} · fehlgeschlagen am ${when}`,
    retry: 'Erneut versuchen',
    retryLabel: (name: string, id: string) => `Job ${id} (${name}) erneut versuchen`,
    retried: 'Job erneut eingereiht',
    retryFailed: 'Der Job konnte nicht erneut gestartet werden',
  } satisfies Translation<typeof operatorQueuesMessages>,
  'operator.platforms': {
    title: 'Plattformen',
    none: 'Noch keine Plattformen gemeldet.',
    columns: {
      platform: 'Plattform',
      budget: 'Genutztes Budget',
      breaker: 'Schutzschalter',
      requestsOk: 'Erfolgreiche Anfragen',
      requestErrors: 'Fehlerhafte Anfragen',
      watched: 'Beobachtet',
      behind: 'Im Rückstand',
      lag: 'Leseverzug (Mittel / Max.)',
    },
    breaker: {
      closed: 'Geschlossen',
      half_open: 'Halb offen',
      open: 'Offen',
    },
    lag: (mean: string, max: string) => `${mean} / ${max}`,
    unknown: '—',
  } satisfies Translation<typeof operatorPlatformsMessages>,
  'operator.delivery': {
    title: 'Zustellung',
    none: 'Noch keine Nachrichten gesendet.',
    columns: {
      channel: 'Kanal',
      sent: 'Gesendet',
      failed: 'Fehlgeschlagen',
      failureRate: 'Fehlerquote',
    },
    channels: {
      push: 'Push',
      email: 'E-Mail',
      sms: 'SMS',
    },
    unknown: '—',
  } satisfies Translation<typeof operatorDeliveryMessages>,
  'operator.bookings': {
    title: 'Buchungen der letzten 24 Stunden',
    empty: 'Noch keine Buchungen',
    columns: {
      status: 'Status',
      count: 'Buchungen',
    },
    statuses: {
      booking: 'Wird gebucht',
      booked: 'Gebucht',
      held: 'Reserviert',
      'handed-over': 'An den Golfer übergeben',
      failed: 'Fehlgeschlagen',
      cancelled: 'Storniert',
    },
  } satisfies Translation<typeof operatorBookingsMessages>,
  'operator.outbox': {
    title: 'Postausgang',
    empty: 'Nichts wartet',
    unpublished: (count: number) =>
      plural(count, {
        one: '# unveröffentlichtes Ereignis',
        other: '# unveröffentlichte Ereignisse',
      }),
    oldest: (wait: string) => `Das älteste wartet seit ${wait}.`,
  } satisfies Translation<typeof operatorOutboxMessages>,
};
