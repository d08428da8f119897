import type { Translation } from '../../../lib/i18n';
import type { legalDocumentMessages } from '../components/LegalDocument.messages';
import type { privacyMessages } from '../components/PrivacyPolicy.messages';
import type { termsMessages } from '../components/TermsOfService.messages';

export default {
  'legal.document': {
    lastUpdated: (date: string) => `Última actualización: ${date}`,
    onThisPage: 'En esta página',
  } satisfies Translation<typeof legalDocumentMessages>,

  'legal.privacy': {
    title: 'Política de privacidad',
    updated: 'noviembre de 2026',
    intro:
      'TeeWatch es un servicio pequeño, al que solo se accede por invitación, que vigila los horarios de salida de los campos de golf de Colorado y te avisa cuando queda libre el tee time que buscas. En esta página se indica con exactitud qué datos conservamos sobre ti, con qué finalidad, durante cuánto tiempo y quién más tiene acceso a ellos.',
    whatWeStore: {
      title: 'Qué datos guardamos y por qué',
      items: [
        '**Autorización de acceso.** Cuando se acepta tu código de acceso, instalamos una cookie HttpOnly que identifica tu autorización de acceso. Te permite superar el control de entrada de la beta privada y es lo que nos permite saber qué alertas y qué suscripciones push corresponden a tu navegador si no tienes cuenta. También registramos qué código se utilizó, para poder contabilizar los usos que le quedan.',
        '**Alertas.** La zona o los campos, la fecha, la franja horaria, el número de jugadores y el precio máximo que nos pides vigilar, así como los tee times que hemos encontrado para ellas. Los necesitamos para prestar el único servicio para el que existe TeeWatch.',
        '**Datos de contacto para las notificaciones.** La dirección de correo electrónico y el número de teléfono que nos facilitas, y si están verificados. Solo enviamos mensajes a contactos verificados, y únicamente sobre tus alertas, tus reservas y tu cuenta.',
        '**Suscripciones push.** Cuando permites las notificaciones, tu navegador nos proporciona una dirección de envío push y unas claves de cifrado. Las utilizamos exclusivamente para entregarte tus alertas.',
        '**Registros de entrega de correos.** Por cada correo que enviamos conservamos el identificador del mensaje asignado por el proveedor y su estado (enviado, entregado, rebotado, fallido), para poder mostrarte qué ocurrió y dejar de escribir a las direcciones que rebotan.',
        '**Datos de la cuenta**, si creas una cuenta: nombre, correo electrónico, un hash de la contraseña (nunca la contraseña), los métodos de inicio de sesión que vincules, tus preferencias de notificación, tus puntos, tus logros y tus reservas.',
        '**Solo en tu navegador.** Algunas entradas del almacenamiento local, todas con el prefijo `teewatch:`; por ejemplo, `teewatch:access` (los datos de bienvenida de tu código de acceso), `teewatch:theme` (claro, oscuro o el del sistema), `teewatch:session` (tus tokens de inicio de sesión) y tus ajustes de accesibilidad. Nunca salen de tu dispositivo, salvo que la aplicación nos los envíe para la función que estés usando; si borras los datos del navegador, se eliminan.',
      ],
    },
    whatWeDoNotDo: {
      title: 'Lo que no hacemos',
      items: [
        'No vendemos ni alquilamos tus datos, y no mostramos publicidad.',
        'La aplicación no carga rastreadores, scripts de analítica ni fuentes de terceros.',
        'Nunca enviamos mensajes a contactos que no hayas verificado.',
      ],
    },
    retention: {
      title: 'Cuánto tiempo los conservamos',
      items: [
        'La cookie de autorización de acceso se mantiene hasta que la autorización de tu código caduca o se revoca.',
        'Las alertas se conservan hasta que las eliminas o hasta que ha pasado su fecha.',
        'Los registros de entrega de correos y el historial de notificaciones se conservan durante 90 días y después se eliminan.',
        'Las suscripciones push se eliminan cuando desactivas las notificaciones o cuando el servicio push nos comunica que la suscripción ha finalizado.',
        'Los datos de la cuenta se conservan mientras la cuenta exista. Cuando eliminas tu cuenta, los borramos en un plazo de 30 días, salvo los registros de reservas que un campo necesite para respetar una reserva.',
      ],
    },
    thirdParties: {
      title: 'Quién más interviene',
      items: [
        '**Amazon Web Services**: Simple Email Service (SES) envía nuestros correos y Simple Notification Service (SNS), nuestros mensajes de texto. Reciben la dirección o el número y el texto del mensaje.',
        '**El servicio push de tu navegador** (por ejemplo, Google, Mozilla o Apple, según el navegador) transmite las notificaciones push. El contenido está cifrado de extremo a extremo; el servicio solo ve que se ha enviado un mensaje.',
        '**Plataformas de reserva de los campos de golf**. Consultamos la disponibilidad pública de tee times en las plataformas que usan los campos. Cuando reservas a través de TeeWatch, transmitimos a la plataforma de ese campo el nombre, el correo electrónico y el número de teléfono necesarios para la reserva, y los datos que esa plataforma conserve se rigen por su propia política de privacidad.',
      ],
    },
    yourChoices: {
      title: 'Tus opciones',
      text: 'Puedes eliminar alertas, desactivar cualquier canal de notificación, cancelar la suscripción push en tu navegador y solicitarnos una copia de tus datos o su eliminación. Escríbenos y te responderemos en un plazo de 30 días.',
    },
    contact: {
      title: 'Contacto',
      text: (email: string) => `Preguntas o solicitudes sobre tus datos: ${email}.`,
    },
  } satisfies Translation<typeof privacyMessages>,

  'legal.terms': {
    title: 'Condiciones del servicio',
    updated: 'noviembre de 2026',
    intro:
      'Estas condiciones regulan tu uso de TeeWatch durante su beta privada. Son breves a propósito; te rogamos que las leas.',
    privateBeta: {
      title: 'Una beta privada, solo por invitación',
      text: 'TeeWatch está en fase de beta privada. Para acceder necesitas un código de acceso facilitado por nosotros o una invitación de un miembro actual. Los códigos son personales e intransferibles; una invitación de un amigo solo puede usarse una vez. Podemos anular un código o una autorización que se comparta públicamente o se utilice de forma abusiva.',
    },
    noGuarantee: {
      title: 'Sin garantía de disponibilidad',
      items: [
        'Hacemos todo lo posible por detectar rápidamente los tee times libres, pero no podemos garantizar que veamos todos los huecos, que una alerta llegue a tiempo ni que un hueco siga libre cuando intentes reservarlo. Otros golfistas también están buscando.',
        'Al tratarse de una beta, el servicio puede ser lento, interrumpirse o modificarse en cualquier momento, y se ofrece tal cual, sin garantías de ningún tipo.',
      ],
    },
    bookings: {
      title: 'Las reservas se hacen con el campo',
      text: 'Cuando reservas, ya sea por tu cuenta o a través de nuestro agente de reservas, la reserva se formaliza entre tú y el campo de golf, en la propia plataforma de reservas del campo. Se aplican los precios del campo, sus políticas de cancelación y de no presentación, y sus normas de juego. TeeWatch no cobra los tee times y no puede modificar la decisión de un campo sobre una reserva.',
    },
    fairUse: {
      title: 'Uso razonable',
      items: [
        'Usa TeeWatch para jugar tú al golf, no para revender tee times.',
        'No intentes eludir los límites de reserva de los campos, extraer datos de TeeWatch de forma automatizada ni sobrecargar el servicio.',
        'Facilita únicamente tus propios datos de contacto. Limitamos el número de mensajes que enviamos, con un máximo diario de mensajes de texto, para que el servicio siga siendo justo y asequible.',
      ],
    },
    changes: {
      title: 'Cambios en estas condiciones',
      text: 'Actualizaremos estas condiciones a medida que TeeWatch crezca. Cuando un cambio sea relevante, te lo comunicaremos en la aplicación o por correo electrónico antes de que entre en vigor. Si sigues usando TeeWatch a partir de ese momento, aceptas las nuevas condiciones.',
    },
    contact: {
      title: 'Contacto',
      text: (email: string) => `Preguntas sobre estas condiciones: ${email}.`,
    },
  } satisfies Translation<typeof termsMessages>,
};
