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
    title: 'Consola de operadores',
    intro:
      'Lo que TeeWatch está haciendo ahora mismo: sus colas, las plataformas de reservas de los campos, el envío de mensajes, las reservas y la bandeja de salida. Las cifras se actualizan cada pocos segundos.',
    loading: 'Cargando la consola de operadores',
    loadFailed: (reason: string) => `No se pudo cargar la consola de operadores. ${reason}`,
    stale: (reason: string) => `Es posible que estas cifras no estén al día. ${reason}`,
    updated: (time: string) => `Actualizado: ${time}`,
    forbidden: {
      title: 'Solo para operadores',
      body: 'Esta consola es para los operadores de TeeWatch. Un operador puede darle a tu cuenta el rol de administrador.',
      dashboard: 'Volver al panel',
    },
  } satisfies Translation<typeof operatorPageMessages>,
  'operator.queues': {
    title: 'Colas',
    none: 'No hay colas que mostrar.',
    columns: {
      queue: 'Cola',
      waiting: 'En espera',
      active: 'Activos',
      delayed: 'Diferidos',
      failed: 'Fallidos',
    },
    failedJobs: (queue: string) => `Trabajos fallidos en ${queue}`,
    latestOf: (shown: number, total: number) =>
      `Los ${formatCount(shown)} más recientes de ${formatCount(total)} trabajos fallidos.`,
    job: (name: string, id: string) => `Trabajo ${id} (${name})`,
    attempts: (count: number) => plural(count, { one: '# intento', other: '# intentos' }),
    failedAt: (attempts: string, when: string) => `${attempts} · falló el ${when}`,
    retry: 'Reintentar',
    retryLabel: (name: string, id: string) => `Reintentar el trabajo ${id} (${name})`,
    retried: 'El trabajo volvió a la cola',
    retryFailed: 'No se pudo reintentar el trabajo',
  } satisfies Translation<typeof operatorQueuesMessages>,
  'operator.platforms': {
    title: 'Plataformas',
    none: 'Aún no hay plataformas que mostrar.',
    columns: {
      platform: 'Plataforma',
      budget: 'Presupuesto usado',
      breaker: 'Disyuntor',
      requestsOk: 'Solicitudes correctas',
      requestErrors: 'Solicitudes con error',
      watched: 'Vigiladas',
      behind: 'Atrasadas',
      lag: 'Retraso de lectura (media / máx.)',
    },
    breaker: {
      closed: 'Cerrado',
      half_open: 'Semiabierto',
      open: 'Abierto',
    },
    lag: (mean: string, max: string) => `${mean} / ${max}`,
    unknown: '—',
  } satisfies Translation<typeof operatorPlatformsMessages>,
  'operator.delivery': {
    title: 'Envíos',
    none: 'Aún no se ha enviado ningún mensaje.',
    columns: {
      channel: 'Canal',
      sent: 'Enviados',
      failed: 'Fallidos',
      failureRate: 'Tasa de fallos',
    },
    channels: {
      push: 'Push',
      email: 'Correo',
      sms: 'SMS',
    },
    unknown: '—',
  } satisfies Translation<typeof operatorDeliveryMessages>,
  'operator.bookings': {
    title: 'Reservas de las últimas 24 horas',
    empty: 'Aún no hay reservas',
    columns: {
      status: 'Estado',
      count: 'Reservas',
    },
    statuses: {
      booking: 'Reservando',
      booked: 'Reservadas',
      held: 'Retenidas',
      'handed-over': 'En manos del golfista',
      failed: 'Fallidas',
      cancelled: 'Canceladas',
    },
  } satisfies Translation<typeof operatorBookingsMessages>,
  'operator.outbox': {
    title: 'Bandeja de salida',
    empty: 'Nada en espera',
    unpublished: (count: number) =>
      plural(count, { one: '# evento sin publicar', other: '# eventos sin publicar' }),
    oldest: (wait: string) => `El más antiguo lleva ${wait} esperando.`,
  } satisfies Translation<typeof operatorOutboxMessages>,
};
