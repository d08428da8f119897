import { germanCatalogueWords } from '@teewatch/contracts';
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

const points = (count: number) => plural(count, { one: '# Punkt', other: '# Punkte' });
/** After "mit": "mit 500 Punkten". */
const withPoints = (count: number) => plural(count, { one: '# Punkt', other: '# Punkten' });
const days = (count: number) => plural(count, { one: '# Tag', other: '# Tage' });
const inARow = (count: number) =>
  plural(count, { one: '# Tag in Folge', other: '# Tage in Folge' });
const spots = (count: number) => plural(count, { one: '# Platz', other: '# Plätze' });
const teeTime = (course: string, day: string, time: string, players: number) =>
  `${course}, ${day} um ${time}, ${plural(players, { one: '# Spieler', other: '# Spieler' })}`;
const confirmed = (confirmation: string | null) =>
  confirmation ? ` (Bestätigung ${confirmation})` : '';

export default {
  'gamification.common': {
    points,
    toNextLevel: (count: number, level: string) => `Noch ${points(count)} bis ${level}`,
    topLevel: 'Sie haben das höchste Level erreicht.',
    badges: {
      bronze: 'Bronze',
      silver: 'Silber',
      gold: 'Gold',
      platinum: 'Platin',
    },
  } satisfies Translation<typeof gamificationMessages>,

  'gamification.catalogue': {
    ...germanCatalogueWords,
    streakAchievement: (count: number) =>
      plural(count, {
        one: 'Nutzen Sie TeeWatch # Tag in Folge.',
        other: 'Nutzen Sie TeeWatch # Tage in Folge.',
      }),
  } satisfies Translation<typeof catalogueMessages>,

  'gamification.unlockPrompt': {
    title: 'Gamification freischalten',
    // "vom Golf-Neuling zur Legende": the articles suit the first and last levels' names.
    body: (first: string, last: string) =>
      `Melden Sie sich an, um Punkte für Ihre Alarme und Buchungen zu sammeln, Erfolge freizuschalten und vom ${first} zur ${last} aufzusteigen.`,
    signIn: 'Anmelden',
  } satisfies Translation<typeof unlockGamificationMessages>,

  'gamification.levelCard': {
    level: (level: number) => `Level ${level}`,
    progressLabel: 'Fortschritt zum nächsten Level',
  } satisfies Translation<typeof levelCardMessages>,

  'gamification.statTiles': {
    totalPoints: 'Punkte gesamt',
    totalPointsHint: 'Verdient mit Alarmen und Buchungen',
    streak: 'Serie',
    streakHint: (count: number) => plural(count, { one: 'Tag in Folge', other: 'Tage in Folge' }),
    achievements: 'Erfolge',
    achievementsHint: 'Bisher freigeschaltet',
    challenges: 'Geschaffte Herausforderungen',
    challengesHint: 'Erfolge mit mehreren Schritten',
  } satisfies Translation<typeof statTilesMessages>,

  'gamification.achievementsGrid': {
    listLabel: 'Erfolge',
    unlocked: (name: string) => `${name}, freigeschaltet`,
    locked: (name: string) => `${name}, gesperrt`,
    unlockedOn: (date: string) => `Freigeschaltet am ${date}`,
    progressLabel: (name: string) => `Fortschritt: ${name}`,
    progress: (done: number, needed: number) => `${formatCount(done)} von ${formatCount(needed)}`,
  } satisfies Translation<typeof achievementsGridMessages>,

  'gamification.achievementsPage': {
    title: 'Erfolge',
    loadFailed: (reason: string) => `Ihre Erfolge konnten nicht geladen werden. ${reason}`,
    empty: 'Keine Erfolgsdaten verfügbar.',
    summary: (unlocked: number, total: number, worth: number) =>
      `${formatCount(unlocked)} von ${formatCount(total)} freigeschaltet, zusammen ${points(worth)}.`,
    levelLink: 'Ihr Level und Ihre Punkte',
  } satisfies Translation<typeof achievementsPageMessages>,

  'gamification.page': {
    title: 'Gamification',
    intro:
      'Punkte für jeden Alarm und jede Buchung, Erfolge zum Freischalten, Level zum Aufsteigen.',
    loadFailed: (reason: string) => `Ihre Punkte konnten nicht geladen werden. ${reason}`,
    achievements: 'Ihre Erfolge',
  } satisfies Translation<typeof gamificationPageMessages>,

  'gamification.demoActions': {
    title: 'Demo-Aktionen',
    intro:
      'Dieser Server läuft im Demo-Modus: Diese Schaltflächen schreiben echte Zeilen ins Punktebuch, als Demo markiert.',
    award: (count: number) =>
      plural(count, { one: '# Punkt vergeben', other: '# Punkte vergeben' }),
    unlock: (achievement: string) => `${achievement} freischalten`,
    allUnlocked: 'Alle Erfolge freigeschaltet',
    updateStreak: 'Serie aktualisieren',
    awardFailed: 'Punkte konnten nicht vergeben werden',
    levelUp: 'Level aufgestiegen!',
    newLevel: (level: string) => `Sie sind jetzt ${level}.`,
    pointsAwarded: 'Punkte vergeben',
    plusPoints: (count: number) => `+${points(count)}`,
    unlockFailed: 'Freischalten nicht möglich',
    unlocked: 'Erfolg freigeschaltet!',
    unlockedDescription: (achievement: string, count: number) =>
      `${achievement} · +${points(count)}`,
    streakFailed: 'Serie konnte nicht aktualisiert werden',
    streakUpdated: 'Serie aktualisiert',
    streakToday: (count: number) => `${inARow(count)}. Heute zählt.`,
  } satisfies Translation<typeof demoActionsMessages>,

  'gamification.streakPanel': {
    title: 'Ihre Serie',
    loadFailed: (reason: string) => `Ihre Serie konnte nicht geladen werden. ${reason}`,
    current: 'Aktuelle Serie',
    longest: 'Längste Serie',
    days,
    totalDays: 'Tage mit TeeWatch',
    lastDays: 'Letzte 30 Tage',
    activeDay: (day: string) => `${day}: aktiv`,
    frozenDay: (day: string) => `${day}: eingefroren (Serienschutz genutzt)`,
    missedDay: (day: string) => `${day}: verpasst`,
    nextMilestone: (name: string, count: number, worth: number) =>
      `Nächster Meilenstein: ${name} bei ${days(count)} (+${points(worth)}).`,
    allMilestones: 'Alle Serien-Meilensteine erreicht.',
    freezeReady:
      'Ihr Serienschutz für diesen Monat ist bereit: Ein verpasster Tag unterbricht Ihre Serie nicht.',
    freezeUsed: 'Der Serienschutz dieses Monats ist aufgebraucht.',
    howDaysCount:
      'Ein Tag zählt, wenn Sie TeeWatch angemeldet öffnen, sich anmelden oder einen Alarm erstellen (Ortszeit Colorado).',
  } satisfies Translation<typeof streakPanelMessages>,

  'gamification.leaderboards': {
    title: 'Bestenlisten',
    boards: {
      global: {
        tab: 'Gesamt',
        list: 'Gesamt-Bestenliste',
        empty: 'Noch hat niemand Punkte.',
      },
      friends: {
        tab: 'Freunde',
        list: 'Bestenliste Ihrer Freunde',
        empty: 'Fügen Sie Freunde hinzu, um Ihre Punkte mit deren Punkten zu vergleichen.',
      },
      weekly: {
        tab: 'Woche',
        list: 'Wochen-Bestenliste',
        empty: 'Diese Woche noch keine Punkte (Wochen beginnen am Montag).',
      },
      monthly: {
        tab: 'Monat',
        list: 'Monats-Bestenliste',
        empty: 'Diesen Monat noch keine Punkte.',
      },
    },
    loadFailed: (reason: string) => `Die Bestenliste konnte nicht geladen werden. ${reason}`,
    yourPlace: (rank: number, worth: number) =>
      `Sie liegen auf Platz ${formatCount(rank)} mit ${withPoints(worth)}.`,
    you: 'Sie',
    friend: 'Freund',
    streak: inARow,
    badges: {
      bronze: 'Bronze-Abzeichen',
      silver: 'Silber-Abzeichen',
      gold: 'Gold-Abzeichen',
      platinum: 'Platin-Abzeichen',
    },
  } satisfies Translation<typeof leaderboardsMessages>,

  'gamification.friends': {
    title: 'Freunde',
    loading: 'Ihre Freunde werden geladen…',
    loadFailed: (reason: string) => `Ihre Freunde konnten nicht geladen werden. ${reason}`,
    invitationsIntro: (count: number) =>
      `Mit einem Einladungslink kommt ein Freund zu TeeWatch, und sobald er sich anmeldet, sind Sie befreundet. Jeder Link gilt nur einmal, ${days(count)} lang.`,
    invite: 'Freund einladen',
    noInvitation: 'Keine Einladung erstellt',
    invitationLimit: (unused: number) =>
      `Sie haben ${plural(unused, { one: '# unbenutzte Einladung', other: '# unbenutzte Einladungen' })}. Teilen Sie eine davon oder warten Sie, bis eine abläuft.`,
    unusedInvitations: 'Unbenutzte Einladungen',
    until: (date: string) => `bis ${date}`,
    copyLinkOf: (code: string) => `Link der Einladung ${code} kopieren`,
    copyLink: 'Link kopieren',
    copied: 'Kopiert',
    invitationLinkCopied: 'Ihr Einladungslink ist in der Zwischenablage.',
    linkCopied: 'Der Einladungslink ist in der Zwischenablage.',
    idCopied: 'Ihre TeeWatch-ID ist in der Zwischenablage.',
    copyFailed: 'Kopieren nicht möglich',
    requests: 'Freundschaftsanfragen',
    accept: 'Annehmen',
    decline: 'Ablehnen',
    friendAdded: 'Freund hinzugefügt',
    friendsNowWith: (name: string) => `Sie und ${name} sind jetzt befreundet.`,
    noFriends:
      'Noch keine Freunde. Laden Sie oben jemanden ein und vergleichen Sie dann Ihre Punkte in der Freunde-Bestenliste.',
    yourFriends: 'Ihre Freunde',
    remove: 'Entfernen',
    requestSent: 'Anfrage gesendet',
    withdraw: 'Zurückziehen',
    yourId: (id: string) => `Ihre TeeWatch-ID ist ${id}`,
    copy: 'Kopieren',
    friendId: 'TeeWatch-ID Ihres Freundes',
    sendRequest: 'Anfrage senden',
    friendRequest: 'Freundschaftsanfrage',
    requested: 'Anfrage gesendet. Sie sind befreundet, sobald sie angenommen wird.',
    alreadyFriends: 'Sie sind bereits befreundet.',
    nowFriends: 'Sie sind jetzt befreundet.',
    noSuchGolfer: 'Kein TeeWatch-Golfer hat diese ID.',
    ownId: 'Das ist Ihre eigene ID: Geben Sie die ID Ihres Freundes ein.',
    notAnId: 'Das ist keine TeeWatch-ID.',
  } satisfies Translation<typeof friendsCardMessages>,

  'gamification.groups': {
    title: 'Golfgruppen',
    loading: 'Ihre Gruppen werden geladen…',
    loadFailed: (reason: string) => `Ihre Gruppen konnten nicht geladen werden. ${reason}`,
    intro:
      'Sie spielen immer mit denselben Freunden? Erstellen Sie eine Gruppe und dann einen Gruppenalarm: Alle erfahren es, sobald eine Startzeit mit Platz für Sie alle frei wird, und antworten mit „Dabei“ oder „Nicht dabei“.',
    friendsFirst: 'Gruppen bestehen aus Freunden: Fügen Sie zuerst unter „Freunde“ jemanden hinzu.',
    newGroup: 'Neue Gruppe',
    groupName: 'Gruppenname',
    friendsInGroup: 'Freunde in der Gruppe',
    createGroup: 'Gruppe erstellen',
    groupCreated: 'Gruppe erstellt',
    nameTooLong: 'Der Name darf höchstens 60 Zeichen lang sein.',
    tooManyFriends: (max: number) => `Sie können höchstens ${max} Freunde hinzufügen.`,
    friendsOnly: 'Sie können nur Ihre Freunde hinzufügen.',
    noSuchGroup: 'Diese Gruppe gibt es nicht.',
    deleteGroup: 'Gruppe löschen',
    leaveGroup: 'Gruppe verlassen',
    alertSummary: (
      watched: string,
      day: string,
      time: string,
      count: number,
      maxPrice: number | null,
    ) =>
      `${watched}, ${day}, ${time}, ${spots(count)}${maxPrice !== null ? `, bis ${formatDollars(maxPrice)}` : ''}`,
    times: {
      morning: 'Morgens',
      afternoon: 'Mittags',
      evening: 'Nachmittags',
      any: 'Beliebige Zeit',
    },
    noMatch:
      'Noch keine Startzeit mit Platz für die Gruppe. Alle werden benachrichtigt, sobald eine frei wird.',
    teeTimesFor: (watched: string) => `Startzeiten für ${watched}`,
    spots,
    inNames: (names: string) => `Dabei: ${names}`,
    outNames: (names: string) => `Nicht dabei: ${names}`,
    areYouIn: (course: string, time: string) => `Sind Sie bei ${course} um ${time} dabei?`,
    answerIn: 'Dabei',
    answerOut: 'Nicht dabei',
    bookForGroup: 'Für die Gruppe buchen',
    youAreBooking: 'Sie buchen gerade für die Gruppe…',
    memberIsBooking: (name: string) => `${name} bucht gerade für die Gruppe…`,
    youBooked: (
      course: string,
      day: string,
      time: string,
      players: number,
      confirmation: string | null,
    ) =>
      `Sie haben ${teeTime(course, day, time, players)} für die Gruppe gebucht${confirmed(confirmation)}.`,
    memberBooked: (
      name: string,
      course: string,
      day: string,
      time: string,
      players: number,
      confirmation: string | null,
    ) =>
      `${name} hat ${teeTime(course, day, time, players)} für die Gruppe gebucht${confirmed(confirmation)}.`,
    youAreFinishing: (course: string, day: string, time: string, players: number) =>
      `Sie schließen die Buchung von ${teeTime(course, day, time, players)} gerade auf der Seite des Golfplatzes ab.`,
    memberIsFinishing: (name: string, course: string, day: string, time: string, players: number) =>
      `${name} schließt die Buchung von ${teeTime(course, day, time, players)} gerade auf der Seite des Golfplatzes ab.`,
    finishOnCoursePage: 'Auf der Seite des Golfplatzes abschließen',
    newAlert: 'Neuer Gruppenalarm',
    area: 'Gebiet',
    date: 'Datum',
    time: 'Tageszeit',
    spotsLabel: 'Plätze',
    maxPrice: 'Höchstpreis',
    createAlert: 'Gruppenalarm erstellen',
    cancel: 'Abbrechen',
    alertCreated: 'Gruppenalarm erstellt',
    everyoneTold: 'Alle in der Gruppe werden benachrichtigt.',
    pastDate: 'Das Datum muss heute oder später sein.',
    priceTooLow: 'Der Höchstpreis muss über null liegen.',
    priceTooHigh: (max: number) => `Der Höchstpreis darf höchstens ${formatDollars(max)} betragen.`,
    alertLimit: (max: number) =>
      `Sie haben bereits ${plural(max, { one: '# aktiven Alarm', other: '# aktive Alarme' })}, mehr sind gleichzeitig nicht möglich. Pausieren oder löschen Sie zuerst einen.`,
  } satisfies Translation<typeof groupsCardMessages>,
};
