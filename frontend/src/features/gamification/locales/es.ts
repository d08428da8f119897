import { spanishCatalogueWords } from '@teewatch/contracts';
import { formatCount, formatDollars } from '../../../lib/format';
import { plural, type Translation } from '../../../lib/i18n';
import type { achievementsGridMessages } from '../components/AchievementsGrid.messages';
import type { achievementsPageMessages } from '../components/AchievementsPage.messages';
import type { demoActionsMessages } from '../components/DemoActions.messages';
import type { friendsCardMessages } from '../components/FriendsCard.messages';
import type { gamificationPageMessages } from '../components/GamificationPage.messages';
import type { groupsCardMessages } from '../components/GroupsCard.messages';
import type { leaderboardsMessages } from '../components/LeaderboardsPanel.messages';
import type { levelCardMessages } from '../components/LevelCard.messages';
import type { statTilesMessages } from '../components/StatTiles.messages';
import type { streakPanelMessages } from '../components/StreakPanel.messages';
import type { unlockGamificationMessages } from '../components/UnlockGamificationPrompt.messages';
import type { catalogueMessages } from '../catalogue.messages';
import type { gamificationMessages } from '../gamification.messages';

const points = (count: number) => plural(count, { one: '# punto', other: '# puntos' });
const days = (count: number) => plural(count, { one: '# día', other: '# días' });
const spots = (count: number) => plural(count, { one: '# lugar', other: '# lugares' });
/** "a las 8:10 a.m.", but "a la 1:10 p.m.". */
const at = (time: string) => (/^1\D/.test(time) ? `a la ${time}` : `a las ${time}`);
const teeTime = (course: string, day: string, time: string, players: number) =>
  `${course}, ${day} ${at(time)}, ${plural(players, { one: '# jugador', other: '# jugadores' })}`;
const confirmed = (confirmation: string | null) =>
  confirmation ? ` (confirmación ${confirmation})` : '';

export default {
  'gamification.common': {
    points,
    toNextLevel: (count: number, level: string) =>
      `${plural(count, { one: 'Te falta # punto', other: 'Te faltan # puntos' })} para llegar a ${level}`,
    topLevel: 'Llegaste al nivel más alto.',
    badges: {
      bronze: 'Bronce',
      silver: 'Plata',
      gold: 'Oro',
      platinum: 'Platino',
    },
  } satisfies Translation<typeof gamificationMessages>,

  'gamification.catalogue': {
    ...spanishCatalogueWords,
    streakAchievement: (count: number) =>
      plural(count, { one: 'Usa TeeWatch # día seguido.', other: 'Usa TeeWatch # días seguidos.' }),
  } satisfies Translation<typeof catalogueMessages>,

  'gamification.unlockPrompt': {
    title: 'Desbloquea la gamificación',
    body: (first: string, last: string) =>
      `Inicia sesión para ganar puntos con tus alertas y reservas, desbloquear logros y subir de nivel, de ${first} a ${last}.`,
    signIn: 'Iniciar sesión',
  } satisfies Translation<typeof unlockGamificationMessages>,

  'gamification.levelCard': {
    level: (level: number) => `Nivel ${level}`,
    progressLabel: 'Progreso hacia el siguiente nivel',
  } satisfies Translation<typeof levelCardMessages>,

  'gamification.statTiles': {
    totalPoints: 'Puntos totales',
    totalPointsHint: 'Ganados con alertas y reservas',
    streak: 'Racha de días',
    streakHint: (count: number) => plural(count, { one: 'Día seguido', other: 'Días seguidos' }),
    achievements: 'Logros',
    achievementsHint: 'Desbloqueados hasta ahora',
    challenges: 'Desafíos completados',
    challengesHint: 'Logros de varios pasos',
  } satisfies Translation<typeof statTilesMessages>,

  'gamification.achievementsGrid': {
    listLabel: 'Logros',
    unlocked: (name: string) => `${name}, desbloqueado`,
    locked: (name: string) => `${name}, bloqueado`,
    unlockedOn: (date: string) => `Desbloqueado el ${date}`,
    progressLabel: (name: string) => `Progreso de ${name}`,
    progress: (done: number, needed: number) => `${formatCount(done)} de ${formatCount(needed)}`,
  } satisfies Translation<typeof achievementsGridMessages>,

  'gamification.achievementsPage': {
    title: 'Logros',
    loadFailed: (reason: string) => `No se pudieron cargar tus logros. ${reason}`,
    empty: 'No hay datos de logros disponibles.',
    summary: (unlocked: number, total: number, worth: number) =>
      `${formatCount(unlocked)} de ${formatCount(total)} desbloqueados, que suman ${points(worth)}.`,
    levelLink: 'Tu nivel y tus puntos',
  } satisfies Translation<typeof achievementsPageMessages>,

  'gamification.page': {
    title: 'Gamificación',
    intro: 'Puntos por cada alerta y cada reserva, logros por desbloquear, niveles por subir.',
    loadFailed: (reason: string) => `No se pudieron cargar tus puntos. ${reason}`,
    achievements: 'Tus logros',
  } satisfies Translation<typeof gamificationPageMessages>,

  'gamification.demoActions': {
    title: 'Acciones de demostración',
    intro:
      'Este servidor funciona en modo de demostración: estos botones escriben filas reales en el registro de puntos, marcadas como demo.',
    award: (count: number) => plural(count, { one: 'Otorgar # punto', other: 'Otorgar # puntos' }),
    unlock: (achievement: string) => `Desbloquear ${achievement}`,
    allUnlocked: 'Todos los logros desbloqueados',
    updateStreak: 'Actualizar racha',
    awardFailed: 'No se pudieron otorgar los puntos',
    levelUp: '¡Subiste de nivel!',
    newLevel: (level: string) => `Ahora eres ${level}.`,
    pointsAwarded: 'Puntos otorgados',
    plusPoints: (count: number) => `+${points(count)}`,
    unlockFailed: 'No se pudo desbloquear',
    unlocked: '¡Logro desbloqueado!',
    unlockedDescription: (achievement: string, count: number) =>
      `${achievement} · +${points(count)}`,
    streakFailed: 'No se pudo actualizar la racha',
    streakUpdated: 'Racha actualizada',
    streakToday: (count: number) => `Racha de ${days(count)}. Hoy cuenta.`,
  } satisfies Translation<typeof demoActionsMessages>,

  'gamification.streakPanel': {
    title: 'Tu racha',
    loadFailed: (reason: string) => `No se pudo cargar tu racha. ${reason}`,
    current: 'Racha actual',
    longest: 'Racha más larga',
    days,
    totalDays: 'Días con TeeWatch',
    lastDays: 'Últimos 30 días',
    activeDay: (day: string) => `${day}: activo`,
    frozenDay: (day: string) => `${day}: protegido (se usó el protector de racha)`,
    missedDay: (day: string) => `${day}: sin actividad`,
    nextMilestone: (name: string, count: number, worth: number) =>
      `Siguiente meta: ${name} a los ${days(count)} (+${points(worth)}).`,
    allMilestones: 'Alcanzaste todas las metas de racha.',
    freezeReady:
      'Tu protector de racha de este mes está listo: un día sin actividad no romperá tu racha.',
    freezeUsed: 'Ya usaste el protector de racha de este mes.',
    howDaysCount:
      'Un día cuenta cuando abres TeeWatch con tu sesión iniciada, inicias sesión o creas una alerta (hora de Colorado).',
  } satisfies Translation<typeof streakPanelMessages>,

  'gamification.leaderboards': {
    title: 'Clasificaciones',
    boards: {
      global: {
        tab: 'General',
        list: 'Clasificación general',
        empty: 'Nadie tiene puntos todavía.',
      },
      friends: {
        tab: 'Amigos',
        list: 'Clasificación de amigos',
        empty: 'Agrega amigos para comparar tus puntos con los suyos.',
      },
      weekly: {
        tab: 'Semanal',
        list: 'Clasificación semanal',
        empty: 'Todavía no hay puntos esta semana (las semanas empiezan el lunes).',
      },
      monthly: {
        tab: 'Mensual',
        list: 'Clasificación mensual',
        empty: 'Todavía no hay puntos este mes.',
      },
    },
    loadFailed: (reason: string) => `No se pudo cargar la clasificación. ${reason}`,
    yourPlace: (rank: number, worth: number) =>
      `Tu posición: #${formatCount(rank)} con ${points(worth)}.`,
    you: 'Tú',
    friend: 'Amigo',
    streak: (count: number) => `racha de ${days(count)}`,
    badges: {
      bronze: 'Insignia de bronce',
      silver: 'Insignia de plata',
      gold: 'Insignia de oro',
      platinum: 'Insignia de platino',
    },
  } satisfies Translation<typeof leaderboardsMessages>,

  'gamification.friends': {
    title: 'Amigos',
    loading: 'Cargando tus amigos…',
    loadFailed: (reason: string) => `No se pudieron cargar tus amigos. ${reason}`,
    invitationsIntro: (count: number) =>
      `Un enlace de invitación le da acceso a TeeWatch a un amigo y los hace amigos cuando inicia sesión. Cada enlace sirve una sola vez, durante ${days(count)}.`,
    invite: 'Invitar a un amigo',
    noInvitation: 'No se creó la invitación',
    invitationLimit: (unused: number) =>
      `Tienes ${plural(unused, { one: '# invitación sin usar', other: '# invitaciones sin usar' })}. Comparte una o espera a que alguna venza.`,
    unusedInvitations: 'Invitaciones sin usar',
    until: (date: string) => `hasta el ${date}`,
    copyLinkOf: (code: string) => `Copiar el enlace de la invitación ${code}`,
    copyLink: 'Copiar enlace',
    copied: 'Copiado',
    invitationLinkCopied: 'Tu enlace de invitación está en el portapapeles.',
    linkCopied: 'El enlace de invitación está en el portapapeles.',
    idCopied: 'Tu ID de TeeWatch está en el portapapeles.',
    copyFailed: 'No se pudo copiar',
    requests: 'Solicitudes de amistad',
    accept: 'Aceptar',
    decline: 'Rechazar',
    friendAdded: 'Amigo agregado',
    friendsNowWith: (name: string) => `${name} y tú ahora son amigos.`,
    noFriends:
      'Todavía no tienes amigos aquí. Invita a uno arriba y luego comparen puntos en la clasificación de amigos.',
    yourFriends: 'Tus amigos',
    remove: 'Eliminar',
    requestSent: 'solicitud enviada',
    withdraw: 'Retirar',
    yourId: (id: string) => `Tu ID de TeeWatch es ${id}`,
    copy: 'Copiar',
    friendId: 'ID de TeeWatch de tu amigo',
    sendRequest: 'Enviar solicitud',
    friendRequest: 'Solicitud de amistad',
    requested: 'Solicitud enviada. Serán amigos cuando la acepte.',
    alreadyFriends: 'Ya son amigos.',
    nowFriends: 'Ahora son amigos.',
    noSuchGolfer: 'Ningún golfista de TeeWatch tiene ese ID.',
    ownId: 'Ese es tu propio ID: escribe el de tu amigo.',
    notAnId: 'Eso no es un ID de TeeWatch.',
  } satisfies Translation<typeof friendsCardMessages>,

  'gamification.groups': {
    title: 'Grupos de golf',
    loading: 'Cargando tus grupos…',
    loadFailed: (reason: string) => `No se pudieron cargar tus grupos. ${reason}`,
    intro:
      '¿Juegas siempre con los mismos amigos? Crea un grupo y luego una alerta de grupo: todos se enteran cuando se abre un tee time con lugar para todos, y cada uno responde “Voy” o “No voy”.',
    friendsFirst: 'Los grupos se forman con amigos: primero agrega uno en Amigos.',
    newGroup: 'Nuevo grupo',
    groupName: 'Nombre del grupo',
    friendsInGroup: 'Amigos del grupo',
    createGroup: 'Crear grupo',
    groupCreated: 'Grupo creado',
    nameTooLong: 'El nombre puede tener 60 caracteres como máximo.',
    tooManyFriends: (max: number) => `Puedes agregar ${max} amigos como máximo.`,
    friendsOnly: 'Solo puedes agregar a tus amigos.',
    noSuchGroup: 'Ese grupo no existe.',
    deleteGroup: 'Eliminar grupo',
    leaveGroup: 'Salir del grupo',
    alertSummary: (
      watched: string,
      day: string,
      time: string,
      count: number,
      maxPrice: number | null,
    ) =>
      `${watched}, ${day}, ${time}, ${spots(count)}${maxPrice !== null ? `, hasta ${formatDollars(maxPrice)}` : ''}`,
    times: {
      morning: 'Mañana',
      afternoon: 'Mediodía',
      evening: 'Tarde',
      any: 'Cualquier hora',
    },
    noMatch:
      'Todavía no hay un tee time con lugar para el grupo. Todos recibirán un aviso cuando se abra uno.',
    teeTimesFor: (watched: string) => `Tee times en ${watched}`,
    spots,
    inNames: (names: string) => `Van: ${names}`,
    outNames: (names: string) => `No van: ${names}`,
    areYouIn: (course: string, time: string) => `¿Vas a ${course} ${at(time)}?`,
    answerIn: 'Voy',
    answerOut: 'No voy',
    bookForGroup: 'Reservar para el grupo',
    youAreBooking: 'Estás reservando para el grupo…',
    memberIsBooking: (name: string) => `${name} está reservando para el grupo…`,
    youBooked: (
      course: string,
      day: string,
      time: string,
      players: number,
      confirmation: string | null,
    ) =>
      `Reservaste ${teeTime(course, day, time, players)} para el grupo${confirmed(confirmation)}.`,
    memberBooked: (
      name: string,
      course: string,
      day: string,
      time: string,
      players: number,
      confirmation: string | null,
    ) =>
      `${name} reservó ${teeTime(course, day, time, players)} para el grupo${confirmed(confirmation)}.`,
    youAreFinishing: (course: string, day: string, time: string, players: number) =>
      `Estás terminando la reserva de ${teeTime(course, day, time, players)} en la página del campo.`,
    memberIsFinishing: (name: string, course: string, day: string, time: string, players: number) =>
      `${name} está terminando la reserva de ${teeTime(course, day, time, players)} en la página del campo.`,
    finishOnCoursePage: 'Terminar en la página del campo',
    newAlert: 'Nueva alerta de grupo',
    area: 'Zona',
    date: 'Fecha',
    time: 'Horario',
    spotsLabel: 'Lugares',
    maxPrice: 'Precio máximo',
    createAlert: 'Crear alerta de grupo',
    cancel: 'Cancelar',
    alertCreated: 'Alerta de grupo creada',
    everyoneTold: 'Todos en el grupo recibirán un aviso.',
    pastDate: 'La fecha debe ser hoy o más adelante.',
    priceTooLow: 'El precio máximo debe ser mayor que cero.',
    priceTooHigh: (max: number) =>
      `El precio máximo puede ser de ${formatDollars(max)} como mucho.`,
    alertLimit: (max: number) =>
      `Ya tienes ${plural(max, { one: '# alerta activa', other: '# alertas activas' })}, el máximo permitido a la vez. Pausa o elimina una primero.`,
  } satisfies Translation<typeof groupsCardMessages>,
};
