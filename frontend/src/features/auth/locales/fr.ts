import { plural, type Translation } from '../../../lib/i18n';
import type { authErrorAdviceMessages } from '../auth-error-log.messages';
import type { authErrorsMessages } from '../auth.errors.messages';
import type { authFormatMessages } from '../auth.format.messages';
import type { authValidationMessages } from '../auth.validation.messages';
import type { authDemoMessages } from '../components/AuthDemoPage.messages';
import type { authRecoveryMessages } from '../components/AuthRecoveryPanel.messages';
import type { dashboardMessages } from '../components/DashboardPage.messages';
import type { forgotPasswordMessages } from '../components/ForgotPasswordPage.messages';
import type { loginMessages } from '../components/LoginPage.messages';
import type { magicLinkLandingMessages } from '../components/MagicLinkLandingPage.messages';
import type { magicLoginMessages } from '../components/MagicLoginPage.messages';
import type { popupDoneMessages } from '../components/PopupDonePage.messages';
import type { profileMessages } from '../components/ProfileCard.messages';
import type { recentActivityMessages } from '../components/RecentActivityCard.messages';
import type { resetPasswordMessages } from '../components/ResetPasswordPage.messages';
import type { signInControlsMessages } from '../components/SignInControls.messages';
import type { signUpMessages } from '../components/SignUpPage.messages';
import type { socialLoginPanelMessages } from '../components/SocialLoginPanel.messages';
import type { verifyEmailMessages } from '../components/VerifyEmailPage.messages';
import type { socialPopupMessages } from '../hooks/useSocialPopup.messages';

export default {
  'auth.errors': {
    signInUnavailable: 'La connexion est momentanément indisponible. Veuillez réessayer.',
    network: 'Erreur réseau. Veuillez réessayer.',
  } satisfies Translation<typeof authErrorsMessages>,

  'auth.validation': {
    emailRequired: 'Veuillez saisir votre adresse e-mail',
    emailRequiredForReset:
      'Veuillez saisir votre adresse e-mail pour réinitialiser le mot de passe',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide',
    passwordRequired: 'Veuillez saisir votre mot de passe',
    newPasswordRequired: 'Veuillez saisir un mot de passe',
    nameRequired: 'Veuillez saisir votre nom',
    passwordTooShort: (min: number) => `Le mot de passe doit contenir au moins ${min} caractères`,
    passwordTooLong: (max: number) => `Le mot de passe ne peut pas dépasser ${max} caractères`,
    commonPassword: 'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
    passwordsMismatch: 'Les mots de passe ne correspondent pas',
  } satisfies Translation<typeof authValidationMessages>,

  'auth.errorAdvice': {
    INVALID_CREDENTIALS: 'L’adresse e-mail ou le mot de passe était incorrect.',
    ACCOUNT_LOCKED:
      'Trop de tentatives ont bloqué le compte pour un moment. Réessayez plus tard ou réinitialisez le mot de passe.',
    EMAIL_NOT_VERIFIED:
      'Avant de vous connecter, confirmez votre adresse e-mail depuis le message que nous vous avons envoyé.',
    SOCIAL_AUTH_DENIED: 'La connexion a été annulée ou refusée.',
    NETWORK_ERROR: 'Impossible de joindre TeeWatch : vérifiez la connexion.',
    SESSION_EXPIRED: 'Votre session a pris fin. Veuillez vous reconnecter.',
    RATE_LIMITED: 'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
  } satisfies Translation<typeof authErrorAdviceMessages>,

  'auth.format': {
    accountTypes: {
      email: 'Compte e-mail',
      google: 'Compte Google',
      facebook: 'Compte Facebook',
      github: 'Compte GitHub',
    },
    welcome: (name: string) => `Bienvenue, ${name} !`,
    welcomeBack: (name: string) => `Bon retour, ${name} !`,
    newAccountToast: {
      title: 'Bienvenue sur TeeWatch !',
      description: 'Votre compte est prêt et votre session est ouverte.',
    },
    returningToast: { title: 'Bon retour !', description: 'Votre session est ouverte.' },
    activity: {
      signed_up: 'Création de votre compte TeeWatch',
      signed_in: 'Connexion',
      email_verified: 'Confirmation de votre adresse e-mail',
      password_reset: 'Réinitialisation de votre mot de passe',
      profile_updated: 'Modification de votre nom de profil',
    },
  } satisfies Translation<typeof authFormatMessages>,

  'auth.controls': {
    email: 'E-mail',
    showPassword: (label: string) => `Afficher « ${label} »`,
    hidePassword: (label: string) => `Masquer « ${label} »`,
    or: 'ou',
    continueWithoutAccount: 'Continuer sans compte',
    continueWith: (provider: string) => `Continuer avec ${provider}`,
    unavailable: 'Indisponible',
    comingSoon: 'Bientôt disponible',
    socialCancelled: (provider: string) =>
      `La connexion avec ${provider} a été annulée. Essayez une autre méthode ci-dessous.`,
    socialFailed: (provider: string) =>
      `La connexion avec ${provider} a échoué. Veuillez réessayer.`,
  } satisfies Translation<typeof signInControlsMessages>,

  'auth.login': {
    title: 'Bon retour',
    subtitle:
      'Connectez-vous pour retrouver votre tableau de bord, vos succès et vos notifications intelligentes.',
    newToTeeWatch: 'Nouveau sur TeeWatch ?',
    createAccount: 'Créer un compte',
    magicLinkInstead: 'Recevoir plutôt un lien de connexion par e-mail',
    sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
    formLabel: 'Se connecter avec une adresse e-mail',
    password: 'Mot de passe',
    forgotPassword: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    signedInToast: 'Bon retour !',
  } satisfies Translation<typeof loginMessages>,

  'auth.signUp': {
    title: 'Créez votre compte',
    subtitle:
      'Le compte est facultatif : il ajoute un tableau de bord, des succès et des notifications intelligentes.',
    alreadyHaveAccount: 'Vous avez déjà un compte ?',
    signIn: 'Se connecter',
    formLabel: 'Créer un compte avec une adresse e-mail',
    name: 'Nom',
    password: 'Mot de passe',
    passwordHelp: (min: number) => `Au moins ${min} caractères`,
    confirmPassword: 'Confirmer le mot de passe',
    submit: 'Créer le compte',
    checkEmailTitle: 'Consultez vos e-mails',
    confirmationSent: (email: string) =>
      `Nous avons envoyé un lien de confirmation à ${email}. Ouvrez-le sur cet appareil pour terminer la création de votre compte. Rien reçu ? Vérifiez vos courriers indésirables.`,
    backToSignIn: 'Retour à la connexion',
  } satisfies Translation<typeof signUpMessages>,

  'auth.forgotPassword': {
    title: 'Mot de passe oublié ?',
    subtitle:
      'Saisissez l’adresse e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    formLabel: 'Réinitialiser votre mot de passe',
    resetFailedTitle: 'Échec de la réinitialisation',
    resetFailed: 'Impossible d’envoyer l’e-mail de réinitialisation du mot de passe.',
    emailRequiredTitle: 'Adresse e-mail requise',
    submit: 'Envoyer le lien',
    backToSignIn: 'Retour à la connexion',
    checkEmailTitle: 'Consultez vos e-mails',
    resetSent: (email: string) =>
      `Si ${email} a un compte TeeWatch, l’e-mail contient un lien pour choisir un nouveau mot de passe. Rien reçu ? Vérifiez vos courriers indésirables.`,
  } satisfies Translation<typeof forgotPasswordMessages>,

  'auth.resetPassword': {
    incompleteTitle: 'Lien incomplet',
    incomplete: 'Ce lien de réinitialisation est incomplet. Veuillez en demander un nouveau.',
    requestNewLink: 'Demander un nouveau lien',
    title: 'Choisissez un nouveau mot de passe',
    subtitle: (min: number) => `Au moins ${min} caractères.`,
    formLabel: 'Choisir un nouveau mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmNewPassword: 'Confirmer le nouveau mot de passe',
    submit: 'Réinitialiser le mot de passe',
    resetFailed: 'Impossible de réinitialiser votre mot de passe. Veuillez réessayer.',
    requestAnotherLink: 'Demander un nouveau lien de réinitialisation',
    doneTitle: 'Mot de passe réinitialisé',
    done: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
    signIn: 'Se connecter',
  } satisfies Translation<typeof resetPasswordMessages>,

  'auth.verifyEmail': {
    failedTitle: 'E-mail non confirmé',
    verifyFailed: 'Nous n’avons pas pu confirmer votre e-mail. Veuillez réessayer.',
    incomplete: 'Ce lien de confirmation est incomplet. Rouvrez le lien depuis votre e-mail.',
    backToSignIn: 'Retour à la connexion',
    confirmedToast: { title: 'E-mail confirmé', description: 'Bienvenue sur TeeWatch !' },
  } satisfies Translation<typeof verifyEmailMessages>,

  'auth.magicLogin': {
    titles: {
      email: 'Connexion par lien magique',
      confirmation: 'Consultez vos e-mails',
      success: 'Connexion réussie',
      expired: 'Lien expiré',
    },
    subtitle:
      'Pas besoin de mot de passe : nous vous envoyons par e-mail un lien qui vous connecte.',
    subtitleWithMinutes: (minutes: number) =>
      plural(minutes, {
        one: 'Pas besoin de mot de passe : nous vous envoyons par e-mail un lien qui vous connecte et reste valable # minute.',
        other:
          'Pas besoin de mot de passe : nous vous envoyons par e-mail un lien qui vous connecte et reste valable # minutes.',
      }),
    signInWithPassword: 'Se connecter avec un mot de passe',
    formLabel: 'Recevoir un lien de connexion par e-mail',
    send: 'Envoyer le lien magique',
    sendFailed: 'Impossible d’envoyer le lien magique',
    sentToast: {
      title: 'Lien magique envoyé !',
      description: (email: string) => `Votre lien de connexion vous attend dans ${email}.`,
    },
    linkSent: (email: string) =>
      `Nous avons envoyé un lien de connexion à ${email}. Ouvrez-le sur n’importe quel appareil : cette page vous connectera d’elle-même.`,
    waiting: (timeLeft: string) => `En attente de l’ouverture du lien. Il expire dans ${timeLeft}.`,
    resendIn: (seconds: number) => `Renvoyer dans ${seconds} s`,
    resend: 'Renvoyer le lien magique',
    useDifferentEmail: 'Utiliser une autre adresse',
    expired:
      'Votre lien magique a expiré pour des raisons de sécurité. Veuillez en demander un nouveau.',
    requestNewLink: 'Demander un nouveau lien magique',
    signedInHere: (greeting: string) => `${greeting} Votre session est ouverte sur cet appareil.`,
    welcomeBackSignedInHere: 'Bon retour ! Votre session est ouverte sur cet appareil.',
    goToDashboard: 'Aller au tableau de bord',
    continue: 'Continuer',
  } satisfies Translation<typeof magicLoginMessages>,

  'auth.magicLinkLanding': {
    failedTitle: 'Échec de la connexion',
    failed: 'Impossible de terminer la connexion. Veuillez réessayer.',
    requestNewLink: 'Demander un nouveau lien magique',
  } satisfies Translation<typeof magicLinkLandingMessages>,

  'auth.demo': {
    title: 'Démo de connexion',
    intro:
      'Essayez la connexion sans mot de passe et via les réseaux sociaux. En développement local, le lien magique s’affiche aussi ici.',
    magicLinkSection: 'Lien magique',
    socialSection: 'Connexion via un réseau social (fenêtre pop-up)',
    sessionSection: 'Session',
    otherWaysIn: (emailLink: string, passwordLink: string) =>
      `Autres façons de vous connecter : ${emailLink} ou ${passwordLink}.`,
    emailLink: 'recevoir un lien de connexion par e-mail',
    passwordLink: 'vous connecter avec un mot de passe',
    magicLinkForm: {
      label: 'Envoyer un lien magique de démonstration',
      send: 'Envoyer le lien magique',
      sent: (email: string) => `Lien magique envoyé à ${email}. Consultez vos e-mails.`,
      developmentLink: 'Lien de développement',
      open: 'Ouvrir',
      copy: 'Copier',
      copiedToast: 'Lien copié',
      copyFailedToast: {
        title: 'Échec de la copie',
        description: 'Sélectionnez le lien et copiez-le à la main.',
      },
    },
    session: {
      checking: 'Vérification de votre session…',
      notSignedIn: 'Aucune session ouverte.',
      email: 'E-mail',
      userId: 'ID utilisateur',
      firstName: 'Prénom',
      notSet: 'Non renseigné',
      signOut: 'Se déconnecter',
      signedOutToast: { title: 'Déconnexion réussie', description: 'À bientôt !' },
    },
  } satisfies Translation<typeof authDemoMessages>,

  'auth.dashboard': {
    signedInAs: (email: string) => `Connecté en tant que ${email}`,
    logout: 'Se déconnecter',
    signedOutToast: { title: 'Déconnexion réussie', description: 'À bientôt sur le parcours !' },
    shortcutsLabel: 'Raccourcis du tableau de bord',
    shortcuts: {
      alerts: { title: 'Mes alertes', description: 'Créez et gérez vos alertes de départ' },
      search: {
        title: 'Rechercher des départs',
        description: 'Trouvez des départs libres sur les parcours du Colorado',
      },
      achievements: { title: 'Succès', description: 'Vos points, séries et badges' },
      notifications: {
        title: 'Notifications',
        description: 'Choisissez comment et quand nous vous prévenons',
      },
    },
  } satisfies Translation<typeof dashboardMessages>,

  'auth.profile': {
    title: 'Profil',
    name: 'Nom',
    email: 'E-mail',
    accountType: 'Type de compte',
    notSet: 'Non renseigné',
    edit: 'Modifier le profil',
    dialog: {
      title: 'Modifier le profil',
      nameRequired: 'Veuillez saisir votre nom',
      updateFailed: 'Impossible de mettre à jour votre profil. Veuillez réessayer.',
      updatedToast: { title: 'Profil mis à jour', description: 'Votre nom a été enregistré.' },
      cancel: 'Annuler',
      save: 'Enregistrer',
    },
  } satisfies Translation<typeof profileMessages>,

  'auth.activity': {
    title: 'Activité récente',
    loading: 'Chargement de l’activité récente',
    empty: 'Aucune activité récente',
    listLabel: 'Activité récente',
  } satisfies Translation<typeof recentActivityMessages>,

  'auth.popupDone': {
    failedWith: (provider: string) => `Impossible de se connecter avec ${provider}`,
    cancelled: (provider: string) => `La connexion avec ${provider} a été annulée.`,
    finishedTitle: 'Connexion terminée',
    continue: 'Continuer vers TeeWatch',
    finishing: 'Finalisation de la connexion…',
    closesItself: 'Cette fenêtre se ferme d’elle-même.',
  } satisfies Translation<typeof popupDoneMessages>,

  'auth.socialPopup': {
    notAllowed: (provider: string) => `La connexion avec ${provider} a été annulée ou refusée.`,
    cancelledToast: {
      title: 'Connexion sociale annulée',
      description: (provider: string) =>
        `La connexion avec ${provider} a été annulée. Essayez une autre méthode ci-dessous.`,
    },
    failedToastTitle: 'Échec de la connexion sociale',
    failedWith: (provider: string) => `Impossible de se connecter avec ${provider}`,
    blockedToast: {
      title: 'Erreur de connexion sociale',
      description: 'Fenêtre pop-up bloquée. Veuillez autoriser les pop-ups pour ce site.',
    },
    signedInToast: 'Connexion réussie',
  } satisfies Translation<typeof socialPopupMessages>,

  'auth.recovery': {
    title: 'Récupération de la connexion',
    noProblems:
      'Aucun problème de connexion dans ce navigateur. S’il y en a un, il s’affichera ici avec un moyen de vous reconnecter.',
    problemsLabel: 'Problèmes de connexion récents',
    problemDetail: (message: string, moment: string) => `${message} · ${moment}`,
    email: 'E-mail',
    resetPassword: 'Réinitialiser le mot de passe par e-mail',
    magicLink: 'Se connecter par lien magique',
    retryGoogle: 'Réessayer la connexion Google',
    emailRequiredTitle: 'Adresse e-mail requise',
    emailRequiredForReset:
      'Veuillez saisir votre adresse e-mail pour réinitialiser le mot de passe',
    emailRequiredForMagicLink:
      'Veuillez saisir votre adresse e-mail pour vous connecter par lien magique',
    resetFailedToast: {
      title: 'Échec de la réinitialisation',
      description: 'Impossible d’envoyer l’e-mail de réinitialisation du mot de passe',
    },
    resetSentToast: {
      title: 'Consultez vos e-mails',
      description: (email: string) =>
        `Un lien pour choisir un nouveau mot de passe est en route vers ${email}.`,
    },
    magicLinkFailedToast: {
      title: 'Échec du lien magique',
      description: 'Impossible d’envoyer le lien magique',
    },
    magicLinkSentToast: {
      title: 'Lien magique envoyé',
      description: (email: string) => `Ouvrez le lien envoyé à ${email} pour vous connecter.`,
    },
  } satisfies Translation<typeof authRecoveryMessages>,

  'auth.socialPanel': {
    signInTitle: 'Connexion via un réseau social',
    issuesTitle: 'Problèmes de connexion sociale',
    statuses: {
      pending: 'En attente',
      success: 'Connecté',
      denied: 'Refusé',
      cancelled: 'Annulé',
      error: 'Erreur',
    },
    statusesInSentence: {
      pending: 'en attente',
      success: 'connecté',
      denied: 'refusé',
      cancelled: 'annulé',
      error: 'erreur',
    },
    issue: (provider: string, status: string, time: string) => `${provider} : ${status} · ${time}`,
    issueWithError: (provider: string, status: string, error: string, time: string) =>
      `${provider} : ${status} : ${error} · ${time}`,
    otherWaysTitle: 'Autres façons de vous connecter',
    otherWays: (emailLink: string, passwordLink: string) => `${emailLink} ou ${passwordLink}.`,
    emailLink: 'Recevoir un lien de connexion par e-mail',
    passwordLink: 'se connecter avec un mot de passe',
    attemptsTitle: 'Tentatives récentes',
    noAttempts: 'Aucune connexion sociale depuis ce navigateur pour l’instant.',
    retry: 'Réessayer',
    clear: 'Effacer l’historique',
    clearedToast: {
      title: 'Historique de connexion effacé',
      description: 'Les connexions sociales passées sont oubliées.',
    },
    tipsTitle: 'Dépannage',
    tips: [
      'Autorisez les pop-ups pour ce site : la connexion s’ouvre dans une petite fenêtre.',
      'Terminez dans cette fenêtre ; la fermer trop tôt annule la connexion.',
      'Connecté au mauvais compte Google ? Déconnectez-vous d’abord de ce compte, puis réessayez.',
    ],
  } satisfies Translation<typeof socialLoginPanelMessages>,
};
