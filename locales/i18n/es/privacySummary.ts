import type { Translation } from '../i18n-types.js'

/** Aviso de privacidad: la política de privacidad resumida (ver locales/i18n/en/privacySummary.ts). */
export default {
  document: {
    title: 'Aviso de privacidad',
    summary:
      'La versión breve de nuestra Política de privacidad del {privacyLastUpdated}: quién trata tus datos, qué datos recabamos, para qué, y qué puedes pedirnos.',
    intro: [
      'Este aviso abarca este sitio web, su formulario de contacto y la reserva de demos, y la aplicación web de {brand}. La [Política de privacidad](/privacy) completa da los detalles.',
    ],
    sections: [
      {
        id: 'who-we-are',
        heading: 'Quién es responsable',
        blocks: [
          {
            p: '{legalName}, con sede en los Estados Unidos, opera {brand} y decide cómo y para qué se usan los datos que se describen abajo. Para cualquier asunto sobre tus datos personales, escribe a [{email}](mailto:{email}).',
          },
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Qué datos recabamos y para qué',
        blocks: [
          {
            list: [
              '**Formulario de contacto:** tu nombre, correo electrónico, empresa y mensaje, para responderte.',
              '**Reserva de demos:** tu nombre, correo electrónico, el horario que eliges y tus respuestas a las preguntas de la reserva, para hacer la demo y enviarte la invitación.',
              '**Tu cuenta:** nombres, correos de trabajo, roles y datos de facturación, para prestar el servicio y cobrarlo.',
              '**Cuentas publicitarias conectadas:** los datos de campañas, presupuestos y rendimiento que autorices, para gestionar las campañas que apruebes y preparar sus informes.',
              '**Uso del sitio web:** páginas vistas, navegador y ubicación aproximada, para analítica y para medir nuestros propios anuncios, solo si los aceptas.',
            ],
          },
          {
            p: 'No vendemos datos personales, y los datos de tu espacio de trabajo no entrenan modelos de IA compartidos con otros clientes.',
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies y el calendario de reservas',
        blocks: [
          {
            list: [
              'El sitio guarda tus preferencias, como el idioma, para funcionar.',
              'Las cookies de analítica y publicidad se cargan solo si las aceptas en el aviso de cookies, que aparece siempre que el sitio las usa; con **Configurar cookies**, al pie de cada página, cambias tu elección.',
              'El calendario de la página para agendar una demo lo ofrece nuestro proveedor de agenda, Calendly. Se carga en cuanto aparece en tu pantalla, antes de que elijas un horario, y desde ese momento puede guardar sus propias cookies. Si prefieres evitarlo, escríbenos por correo para agendar.',
            ],
          },
        ],
      },
      {
        id: 'who-we-share-with',
        heading: 'Con quién los compartimos',
        blocks: [
          {
            p: 'Solo con los proveedores que operan el servicio por nosotros (envío de correos, agenda, analítica, medición publicitaria, alojamiento en la nube, pagos y modelos de IA), con contratos por escrito, y con las plataformas publicitarias que conectes, cuando apruebes una campaña. Nosotros y nuestros proveedores podemos tratar datos en los Estados Unidos y en otros países, con garantías reconocidas.',
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Tus derechos',
        blocks: [
          {
            p: 'Puedes pedirnos acceder a tus datos personales, rectificarlos o cancelarlos, oponerte a su uso o limitarlo, recibir una copia y revocar un consentimiento que hayas dado. Escribe a [{email}](mailto:{email}); respondemos en un plazo de un mes desde que verificamos la solicitud.',
          },
        ],
      },
      {
        id: 'how-long',
        heading: 'Cuánto tiempo los conservamos',
        blocks: [
          {
            p: 'Los mensajes y las reservas de demos, mientras los necesitemos para responderte y para la relación que pueda seguir; los datos de la cuenta, mientras esté abierta, y los borramos en un plazo de {deletionDays} días desde su cierre; los registros de facturación, el tiempo que exija la ley fiscal.',
          },
        ],
      },
    ],
  },
} satisfies Translation['privacySummary']
