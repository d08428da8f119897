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
    title: 'Página no encontrada',
    body: 'Esa página está fuera de límites. Revisa la dirección o vuelve al primer tee.',
    home: 'Volver al inicio',
  } satisfies Translation<typeof notFoundMessages>,
  'components.errorFallback': {
    title: 'Algo salió mal',
    body: 'Ocurrió un error inesperado. Ya quedó registrado y lo arreglaremos pronto.',
    retry: 'Intentar de nuevo',
    home: 'Ir al inicio',
  } satisfies Translation<typeof errorFallbackMessages>,
  'components.mobileNav': {
    label: 'Navegación móvil',
  } satisfies Translation<typeof mobileBottomNavMessages>,
  'components.pageLoading': {
    label: 'Cargando',
  } satisfies Translation<typeof pageLoadingMessages>,
  'components.retryAlert': {
    retry: 'Reintentar',
  } satisfies Translation<typeof retryAlertMessages>,
  'components.themeToggle': {
    light: 'Tema claro (cambiar a tema oscuro)',
    dark: 'Tema oscuro (cambiar al tema del sistema)',
    auto: 'Tema del sistema (cambiar a tema claro)',
  } satisfies Translation<typeof themeModeToggleMessages>,
  'components.pushControls': {
    turnOff: 'Desactivar notificaciones push',
    enable: 'Activar notificaciones push',
    sendTest: 'Enviar notificación de prueba',
    notSupported: 'Este navegador no admite notificaciones push',
    blocked: 'Notificaciones bloqueadas: actívalas en la configuración del navegador',
    on: 'Las notificaciones push están activadas en este navegador.',
    offer:
      'Recibe una notificación en este dispositivo en cuanto se abra un tee time que te sirva.',
  } satisfies Translation<typeof pushControlsMessages>,
  'components.toast': {
    region: 'Notificaciones (F8)',
    close: 'Cerrar notificación',
  } satisfies Translation<typeof toastMessages>,
  'components.accessibilityButton': {
    label: 'Ajustes de accesibilidad',
  } satisfies Translation<typeof accessibilityButtonMessages>,
  'components.accessibilitySettings': {
    title: 'Ajustes de accesibilidad',
    badge: 'WCAG 2.2 AA',
    close: 'Cerrar ajustes de accesibilidad',
    visual: {
      title: 'Ajustes visuales',
      highContrast: 'Modo de alto contraste',
      highContrastHelp: 'Blanco y negro, con bordes más marcados.',
      largeText: 'Texto grande',
      largeTextHelp: 'Agranda todo el texto alrededor de un 15%.',
      colorBlindFriendly: 'Apto para daltónicos',
      colorBlindFriendlyHelp:
        'Azul y naranja en vez de verde y rojo para las buenas y las malas noticias.',
      fontSize: 'Tamaño de letra',
    },
    fontSizes: {
      small: 'Pequeño',
      medium: 'Mediano',
      large: 'Grande',
      'extra-large': 'Extragrande',
    },
    motion: {
      title: 'Movimiento e interacción',
      reducedMotion: 'Reducir movimiento',
      reducedMotionHelp: 'Desactiva las animaciones y las transiciones.',
      keyboardNavigation: 'Navegación con teclado',
      keyboardNavigationHelp:
        'Un contorno bien visible muestra qué control tiene el foco del teclado.',
    },
    screenReader: {
      title: 'Lector de pantalla',
      label: 'Compatibilidad mejorada con lectores de pantalla',
      help: 'Anuncia los nuevos tee times y los cambios en tus reservas en cuanto llegan, estés donde estés en la app.',
    },
    theme: {
      title: 'Tema',
      label: 'Tema de color',
    },
    themes: {
      light: 'Claro',
      dark: 'Oscuro',
      auto: 'Automático (según el sistema)',
    },
    language: {
      title: 'Idioma',
      label: 'Idioma de la interfaz',
    },
    standard: 'TeeWatch cumple el estándar de accesibilidad WCAG 2.2 AA.',
    save: 'Guardar ajustes',
  } satisfies Translation<typeof accessibilitySettingsMessages>,
};
