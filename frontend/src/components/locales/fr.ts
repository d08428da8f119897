import type { Translation } from '../../lib/i18n';
import type { accessibilityButtonMessages } from '../accessibility/AccessibilityButton.messages';
import type { accessibilitySettingsMessages } from '../accessibility/AccessibilitySettingsDialog.messages';
import type { errorFallbackMessages } from '../ErrorFallback.messages';
import type { mobileBottomNavMessages } from '../MobileBottomNav.messages';
import type { notFoundMessages } from '../NotFoundCard.messages';
import type { pageLoadingMessages } from '../PageLoading.messages';
import type { pushControlsMessages } from '../PushNotificationControls.messages';
import type { retryAlertMessages } from '../RetryAlert.messages';
import type { themeModeToggleMessages } from '../ThemeModeToggle.messages';
import type { toastMessages } from '../toast/ToastProvider.messages';

export default {
  'components.notFound': {
    title: 'Page introuvable',
    body: 'Cette page est hors limites. Vérifiez l’adresse ou revenez au premier départ.',
    home: 'Retour à l’accueil',
  } satisfies Translation<typeof notFoundMessages>,
  'components.errorFallback': {
    title: 'Une erreur s’est produite',
    body: 'Nous avons rencontré une erreur inattendue. Elle a été enregistrée et nous la corrigerons rapidement.',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
  } satisfies Translation<typeof errorFallbackMessages>,
  'components.mobileNav': {
    label: 'Navigation mobile',
  } satisfies Translation<typeof mobileBottomNavMessages>,
  'components.pageLoading': {
    label: 'Chargement',
  } satisfies Translation<typeof pageLoadingMessages>,
  'components.retryAlert': {
    retry: 'Réessayer',
  } satisfies Translation<typeof retryAlertMessages>,
  'components.themeToggle': {
    light: 'Thème clair (passer au thème sombre)',
    dark: 'Thème sombre (passer au thème du système)',
    auto: 'Thème du système (passer au thème clair)',
  } satisfies Translation<typeof themeModeToggleMessages>,
  'components.pushControls': {
    turnOff: 'Désactiver les notifications push',
    enable: 'Activer les notifications push',
    sendTest: 'Envoyer une notification de test',
    notSupported: 'Ce navigateur ne prend pas en charge les notifications push',
    blocked: 'Notifications bloquées : activez-les dans les paramètres du navigateur',
    on: 'Les notifications push sont activées pour ce navigateur.',
    offer: 'Recevez une notification sur cet appareil dès qu’un départ correspondant se libère.',
  } satisfies Translation<typeof pushControlsMessages>,
  'components.toast': {
    region: 'Notifications (F8)',
    close: 'Fermer la notification',
  } satisfies Translation<typeof toastMessages>,
  'components.accessibilityButton': {
    label: 'Paramètres d’accessibilité',
  } satisfies Translation<typeof accessibilityButtonMessages>,
  'components.accessibilitySettings': {
    title: 'Paramètres d’accessibilité',
    badge: 'WCAG 2.2 AA',
    close: 'Fermer les paramètres d’accessibilité',
    visual: {
      title: 'Paramètres visuels',
      highContrast: 'Mode contraste élevé',
      highContrastHelp: 'Noir et blanc, avec des bordures plus marquées.',
      largeText: 'Texte agrandi',
      largeTextHelp: 'Agrandit tout le texte d’environ 15 %.',
      colorBlindFriendly: 'Adapté aux daltoniens',
      colorBlindFriendlyHelp:
        'Bleu et orange au lieu de vert et rouge pour les bonnes et les mauvaises nouvelles.',
      fontSize: 'Taille du texte',
    },
    fontSizes: {
      small: 'Petite',
      medium: 'Moyenne',
      large: 'Grande',
      'extra-large': 'Très grande',
    },
    motion: {
      title: 'Animations et interaction',
      reducedMotion: 'Réduire les animations',
      reducedMotionHelp: 'Désactive les animations et les transitions.',
      keyboardNavigation: 'Navigation au clavier',
      keyboardNavigationHelp:
        'Un contour bien visible indique l’élément qui a le focus du clavier.',
    },
    screenReader: {
      title: 'Lecteur d’écran',
      label: 'Prise en charge renforcée des lecteurs d’écran',
      help: 'Annonce les nouveaux départs et les changements de réservation dès qu’ils arrivent, où que vous soyez dans l’application.',
    },
    theme: {
      title: 'Thème',
      label: 'Thème de couleurs',
    },
    themes: {
      light: 'Clair',
      dark: 'Sombre',
      auto: 'Automatique (selon le système)',
    },
    language: {
      title: 'Langue',
      label: 'Langue de l’interface',
    },
    standard: 'TeeWatch respecte la norme d’accessibilité WCAG 2.2 AA.',
    save: 'Enregistrer les paramètres',
  } satisfies Translation<typeof accessibilitySettingsMessages>,
};
