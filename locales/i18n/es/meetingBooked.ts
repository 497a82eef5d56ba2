import type { Translation } from '../i18n-types.js'

export default {
  hero: {
    eyebrow: 'Todo listo',
    title: '¡Gracias! Tu demo está agendada.',
    subtitle: 'Tenemos muchas ganas de conocerte. Así puedes aprovechar al máximo nuestro tiempo juntos.',
  },
  nextSteps: {
    title: 'Próximos pasos',
    items: {
      inbox: {
        title: 'Revisa tu correo',
        body: 'Tu invitación al calendario y el enlace de la reunión ya van en camino. ¿No los encuentras? Revisa la carpeta de spam o [contáctanos](/contact).',
      },
      prepare: {
        title: 'Prepara tus objetivos y preguntas',
        body: 'Anota tus objetivos principales, tu presupuesto publicitario mensual y todo lo que quieras resolver, para que adaptemos la sesión a ti.',
      },
      connect: {
        title: 'Ten a mano el acceso a tus cuentas publicitarias',
        body: 'Ten listo el acceso a tus cuentas de Meta, Google o TikTok. Si las conectas antes de la llamada, podremos trabajar con tus datos reales.',
      },
    },
  },
  links: {
    title: '¿Te ayudamos con algo más?',
    items: {
      home: 'Volver al inicio',
      contact: 'Contáctanos',
    },
  },
} satisfies Translation['meetingBooked']
