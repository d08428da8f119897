import { frenchCatalogueWords } from '@teewatch/contracts';
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

// French typography puts a no-break space (\u00a0) before : ! and ?.

const points = (count: number) => plural(count, { one: '# point', other: '# points' });
const days = (count: number) => plural(count, { one: '# jour', other: '# jours' });
const spots = (count: number) => plural(count, { one: '# place', other: '# places' });
const teeTime = (course: string, day: string, time: string, players: number) =>
  `${course}, ${day} à ${time}, ${plural(players, { one: '# joueur', other: '# joueurs' })}`;
const confirmed = (confirmation: string | null) =>
  confirmation ? ` (confirmation ${confirmation})` : '';

export default {
  'gamification.common': {
    points,
    toNextLevel: (count: number, level: string) => `Plus que ${points(count)} avant ${level}`,
    topLevel: 'Vous avez atteint le plus haut niveau.',
    badges: {
      bronze: 'Bronze',
      silver: 'Argent',
      gold: 'Or',
      platinum: 'Platine',
    },
  } satisfies Translation<typeof gamificationMessages>,

  'gamification.catalogue': {
    ...frenchCatalogueWords,
    streakAchievement: (count: number) =>
      plural(count, {
        one: 'Utilisez TeeWatch # jour d’affilée.',
        other: 'Utilisez TeeWatch # jours d’affilée.',
      }),
  } satisfies Translation<typeof catalogueMessages>,

  'gamification.unlockPrompt': {
    title: 'Débloquez la gamification',
    body: (first: string, last: string) =>
      `Connectez-vous pour gagner des points avec vos alertes et vos réservations, débloquer des trophées et gravir les niveaux, de ${first} à ${last}.`,
    signIn: 'Se connecter',
  } satisfies Translation<typeof unlockGamificationMessages>,

  'gamification.levelCard': {
    level: (level: number) => `Niveau ${level}`,
    progressLabel: 'Progression vers le niveau suivant',
  } satisfies Translation<typeof levelCardMessages>,

  'gamification.statTiles': {
    totalPoints: 'Total des points',
    totalPointsHint: 'Gagnés avec les alertes et les réservations',
    streak: 'Série de jours',
    streakHint: (count: number) =>
      plural(count, { one: 'Jour d’affilée', other: 'Jours d’affilée' }),
    achievements: 'Trophées',
    achievementsHint: 'Débloqués à ce jour',
    challenges: 'Défis relevés',
    challengesHint: 'Trophées en plusieurs étapes',
  } satisfies Translation<typeof statTilesMessages>,

  'gamification.achievementsGrid': {
    listLabel: 'Trophées',
    unlocked: (name: string) => `${name}, débloqué`,
    locked: (name: string) => `${name}, verrouillé`,
    unlockedOn: (date: string) => `Débloqué le ${date}`,
    progressLabel: (name: string) => `Progression\u00a0: ${name}`,
    progress: (done: number, needed: number) => `${formatCount(done)} sur ${formatCount(needed)}`,
  } satisfies Translation<typeof achievementsGridMessages>,

  'gamification.achievementsPage': {
    title: 'Trophées',
    loadFailed: (reason: string) => `Impossible de charger vos trophées. ${reason}`,
    empty: 'Aucune donnée de trophée disponible.',
    summary: (unlocked: number, total: number, worth: number) =>
      `${formatCount(unlocked)} sur ${formatCount(total)} débloqués, soit ${points(worth)}.`,
    levelLink: 'Votre niveau et vos points',
  } satisfies Translation<typeof achievementsPageMessages>,

  'gamification.page': {
    title: 'Gamification',
    intro:
      'Des points pour chaque alerte et chaque réservation, des trophées à débloquer, des niveaux à gravir.',
    loadFailed: (reason: string) => `Impossible de charger vos points. ${reason}`,
    achievements: 'Vos trophées',
  } satisfies Translation<typeof gamificationPageMessages>,

  'gamification.demoActions': {
    title: 'Actions de démonstration',
    intro:
      'Ce serveur tourne en mode démo\u00a0: ces boutons écrivent de vraies lignes dans le registre des points, marquées comme démo.',
    award: (count: number) =>
      plural(count, { one: 'Attribuer # point', other: 'Attribuer # points' }),
    unlock: (achievement: string) => `Débloquer ${achievement}`,
    allUnlocked: 'Tous les trophées sont débloqués',
    updateStreak: 'Mettre à jour la série',
    awardFailed: 'Impossible d’attribuer les points',
    levelUp: 'Niveau supérieur\u00a0!',
    newLevel: (level: string) => `Vous êtes maintenant ${level}.`,
    pointsAwarded: 'Points attribués',
    plusPoints: (count: number) => `+${points(count)}`,
    unlockFailed: 'Impossible de débloquer',
    unlocked: 'Trophée débloqué\u00a0!',
    unlockedDescription: (achievement: string, count: number) =>
      `${achievement} · +${points(count)}`,
    streakFailed: 'Impossible de mettre à jour la série',
    streakUpdated: 'Série mise à jour',
    streakToday: (count: number) => `Série de ${days(count)}. Aujourd’hui compte.`,
  } satisfies Translation<typeof demoActionsMessages>,

  'gamification.streakPanel': {
    title: 'Votre série',
    loadFailed: (reason: string) => `Impossible de charger votre série. ${reason}`,
    current: 'Série en cours',
    longest: 'Meilleure série',
    days,
    totalDays: 'Jours avec TeeWatch',
    lastDays: '30 derniers jours',
    activeDay: (day: string) => `${day}\u00a0: actif`,
    frozenDay: (day: string) => `${day}\u00a0: gelé (joker de série utilisé)`,
    missedDay: (day: string) => `${day}\u00a0: manqué`,
    nextMilestone: (name: string, count: number, worth: number) =>
      `Prochain palier\u00a0: ${name} à ${days(count)} (+${points(worth)}).`,
    allMilestones: 'Tous les paliers de série sont atteints.',
    freezeReady:
      'Votre joker de série du mois est disponible\u00a0: un jour manqué ne cassera pas votre série.',
    freezeUsed: 'Le joker de série de ce mois a été utilisé.',
    howDaysCount:
      'Un jour compte quand vous ouvrez TeeWatch en étant connecté, quand vous vous connectez ou quand vous créez une alerte (heure du Colorado).',
  } satisfies Translation<typeof streakPanelMessages>,

  'gamification.leaderboards': {
    title: 'Classements',
    boards: {
      global: {
        tab: 'Général',
        list: 'Classement général',
        empty: 'Personne n’a encore de points.',
      },
      friends: {
        tab: 'Amis',
        list: 'Classement des amis',
        empty: 'Ajoutez des amis pour comparer vos points avec les leurs.',
      },
      weekly: {
        tab: 'Semaine',
        list: 'Classement de la semaine',
        empty: 'Pas encore de points cette semaine (les semaines commencent le lundi).',
      },
      monthly: {
        tab: 'Mois',
        list: 'Classement du mois',
        empty: 'Pas encore de points ce mois-ci.',
      },
    },
    loadFailed: (reason: string) => `Impossible de charger le classement. ${reason}`,
    yourPlace: (rank: number, worth: number) =>
      `Votre rang\u00a0: n°\u00a0${formatCount(rank)} avec ${points(worth)}.`,
    you: 'Vous',
    friend: 'Ami',
    streak: (count: number) => `série de ${days(count)}`,
    badges: {
      bronze: 'Badge bronze',
      silver: 'Badge argent',
      gold: 'Badge or',
      platinum: 'Badge platine',
    },
  } satisfies Translation<typeof leaderboardsMessages>,

  'gamification.friends': {
    title: 'Amis',
    loading: 'Chargement de vos amis…',
    loadFailed: (reason: string) => `Impossible de charger vos amis. ${reason}`,
    invitationsIntro: (count: number) =>
      `Un lien d’invitation fait entrer un ami dans TeeWatch et vous rend amis dès qu’il se connecte. Chaque lien ne sert qu’une fois, pendant ${days(count)}.`,
    invite: 'Inviter un ami',
    noInvitation: 'Aucune invitation créée',
    invitationLimit: (unused: number) =>
      `Vous avez ${plural(unused, { one: '# invitation non utilisée', other: '# invitations non utilisées' })}. Partagez-en une ou attendez qu’une d’elles expire.`,
    unusedInvitations: 'Invitations non utilisées',
    until: (date: string) => `jusqu’au ${date}`,
    copyLinkOf: (code: string) => `Copier le lien de l’invitation ${code}`,
    copyLink: 'Copier le lien',
    copied: 'Copié',
    invitationLinkCopied: 'Votre lien d’invitation est dans le presse-papiers.',
    linkCopied: 'Le lien d’invitation est dans le presse-papiers.',
    idCopied: 'Votre identifiant TeeWatch est dans le presse-papiers.',
    copyFailed: 'Copie impossible',
    requests: 'Demandes d’ami',
    accept: 'Accepter',
    decline: 'Refuser',
    friendAdded: 'Ami ajouté',
    friendsNowWith: (name: string) => `${name} et vous êtes maintenant amis.`,
    noFriends:
      'Pas encore d’amis. Invitez-en un ci-dessus, puis comparez vos points dans le classement des amis.',
    yourFriends: 'Vos amis',
    remove: 'Retirer',
    requestSent: 'demande envoyée',
    withdraw: 'Annuler',
    yourId: (id: string) => `Votre identifiant TeeWatch est ${id}`,
    copy: 'Copier',
    friendId: 'Identifiant TeeWatch de votre ami',
    sendRequest: 'Envoyer la demande',
    friendRequest: 'Demande d’ami',
    requested: 'Demande envoyée. Vous serez amis dès qu’elle sera acceptée.',
    alreadyFriends: 'Vous êtes déjà amis.',
    nowFriends: 'Vous êtes maintenant amis.',
    noSuchGolfer: 'Aucun golfeur TeeWatch n’a cet identifiant.',
    ownId: 'C’est votre propre identifiant\u00a0: saisissez celui de votre ami.',
    notAnId: 'Ce n’est pas un identifiant TeeWatch.',
  } satisfies Translation<typeof friendsCardMessages>,

  'gamification.groups': {
    title: 'Groupes de golf',
    loading: 'Chargement de vos groupes…',
    loadFailed: (reason: string) => `Impossible de charger vos groupes. ${reason}`,
    intro:
      'Vous jouez toujours avec les mêmes amis\u00a0? Créez un groupe, puis une alerte de groupe\u00a0: chacun est prévenu dès qu’un départ avec de la place pour vous tous se libère, et répond «\u00a0Partant\u00a0» ou «\u00a0Pas partant\u00a0».',
    friendsFirst: 'Un groupe se forme avec des amis\u00a0: ajoutez d’abord un ami dans Amis.',
    newGroup: 'Nouveau groupe',
    groupName: 'Nom du groupe',
    friendsInGroup: 'Amis du groupe',
    createGroup: 'Créer le groupe',
    groupCreated: 'Groupe créé',
    nameTooLong: 'Le nom ne peut pas dépasser 60 caractères.',
    tooManyFriends: (max: number) => `Vous pouvez ajouter ${max} amis au maximum.`,
    friendsOnly: 'Vous ne pouvez ajouter que vos amis.',
    noSuchGroup: 'Ce groupe n’existe pas.',
    deleteGroup: 'Supprimer le groupe',
    leaveGroup: 'Quitter le groupe',
    alertSummary: (
      watched: string,
      day: string,
      time: string,
      count: number,
      maxPrice: number | null,
    ) =>
      `${watched}, ${day}, ${time}, ${spots(count)}${maxPrice !== null ? `, jusqu’à ${formatDollars(maxPrice)}` : ''}`,
    times: {
      morning: 'Matin',
      afternoon: 'Mi-journée',
      evening: 'Après-midi',
      any: 'Toute la journée',
    },
    noMatch:
      'Pas encore de départ avec assez de place pour le groupe. Tout le monde sera prévenu dès qu’il y en aura un.',
    teeTimesFor: (watched: string) => `Départs\u00a0: ${watched}`,
    spots,
    inNames: (names: string) => `Partants\u00a0: ${names}`,
    outNames: (names: string) => `Pas partants\u00a0: ${names}`,
    areYouIn: (course: string, time: string) => `Êtes-vous partant pour ${course} à ${time}\u00a0?`,
    answerIn: 'Partant',
    answerOut: 'Pas partant',
    bookForGroup: 'Réserver pour le groupe',
    youAreBooking: 'Vous réservez pour le groupe…',
    memberIsBooking: (name: string) => `${name} réserve pour le groupe…`,
    youBooked: (
      course: string,
      day: string,
      time: string,
      players: number,
      confirmation: string | null,
    ) =>
      `Vous avez réservé ${teeTime(course, day, time, players)} pour le groupe${confirmed(confirmation)}.`,
    memberBooked: (
      name: string,
      course: string,
      day: string,
      time: string,
      players: number,
      confirmation: string | null,
    ) =>
      `${name} a réservé ${teeTime(course, day, time, players)} pour le groupe${confirmed(confirmation)}.`,
    youAreFinishing: (course: string, day: string, time: string, players: number) =>
      `Vous finalisez la réservation de ${teeTime(course, day, time, players)} sur la page du parcours.`,
    memberIsFinishing: (name: string, course: string, day: string, time: string, players: number) =>
      `${name} finalise la réservation de ${teeTime(course, day, time, players)} sur la page du parcours.`,
    finishOnCoursePage: 'Finaliser sur la page du parcours',
    newAlert: 'Nouvelle alerte de groupe',
    area: 'Secteur',
    date: 'Date',
    time: 'Horaire',
    spotsLabel: 'Places',
    maxPrice: 'Prix maximum',
    createAlert: 'Créer l’alerte de groupe',
    cancel: 'Annuler',
    alertCreated: 'Alerte de groupe créée',
    everyoneTold: 'Tout le groupe sera prévenu.',
    pastDate: 'La date doit être aujourd’hui ou plus tard.',
    priceTooLow: 'Le prix maximum doit être supérieur à zéro.',
    priceTooHigh: (max: number) => `Le prix maximum ne peut pas dépasser ${formatDollars(max)}.`,
    alertLimit: (max: number) =>
      `Vous avez déjà ${plural(max, { one: '# alerte active', other: '# alertes actives' })}, le maximum autorisé. Mettez-en une en pause ou supprimez-en une d’abord.`,
  } satisfies Translation<typeof groupsCardMessages>,
};
