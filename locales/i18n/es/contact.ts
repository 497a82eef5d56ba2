import type { Translation } from '../i18n-types.js'

export default {
  hero: {
    eyebrow: 'Contacto',
    title: 'Hablemos de tus anuncios',
    subtitle:
      '¿Tienes dudas sobre campañas con IA, precios o integraciones? Escríbenos y nuestro equipo te responde {replyTime}.',
  },
  main: {
    form: {
      title: 'Escríbenos',
      intro: 'Cuéntanos un poco sobre tu equipo y tus objetivos. Cada mensaje lo lee una persona de verdad.',
      name: 'Nombre',
      namePlaceholder: 'Ana García',
      email: 'Correo electrónico',
      emailPlaceholder: 'ana@empresa.com',
      company: 'Empresa',
      companyPlaceholder: 'Acme S.A.',
      optional: 'opcional',
      message: 'Mensaje',
      messagePlaceholder: 'Cuéntanos sobre tu marca, las plataformas donde anuncias y lo que quieres lograr…',
      requiredNote: 'Los campos marcados con * son obligatorios.',
      submit: 'Enviar mensaje',
      sending: 'Enviando...',
      successTitle: '¡Mensaje enviado!',
      successBody: 'Gracias por tu mensaje. Te responderemos pronto.',
      errorTitle: 'Error',
      errorBody: 'No se pudo enviar el mensaje. Inténtalo de nuevo o escríbenos directamente.',
      errorEmail: 'Escribe a',
      rateLimitedTitle: 'Demasiados mensajes',
      rateLimitedBody: 'Enviaste varios mensajes en poco tiempo. Vuelve a intentarlo en un minuto.',
      invalidTitle: 'Revisa los campos marcados.',
      noscript: 'Este formulario necesita JavaScript. Siempre puedes escribirnos a',
      honeypot: 'Deja este campo vacío',
      errors: {
        nameRequired: 'Escribe tu nombre.',
        nameTooLong: 'Tu nombre debe tener menos de {nameMax} caracteres.',
        emailRequired: 'Escribe tu correo electrónico.',
        emailInvalid: 'Escribe un correo válido, por ejemplo ana@empresa.com.',
        emailTooLong: 'Este correo es demasiado largo. Usa uno más corto.',
        companyTooLong: 'El nombre de la empresa debe tener menos de {companyMax} caracteres.',
        messageRequired: 'Escribe un mensaje para que sepamos cómo ayudarte.',
        messageTooLong: 'Tu mensaje debe tener menos de {messageMax} caracteres.',
      },
    },
    info: {
      title: 'Otras formas de contactarnos',
      emailLabel: 'Escríbenos',
      hoursLabel: 'Horario de atención',
      hours: 'De lunes a viernes, de {openTime} a {closeTime}, hora del Pacífico (EE. UU.)',
      weekend: 'Cerrado los fines de semana',
      responseLabel: 'Tiempo de respuesta',
      response: '{supportPromise}.',
    },
  },
  faq: {
    eyebrow: 'Preguntas frecuentes',
    title: 'Lo que más nos preguntan',
    intro: 'Respuestas rápidas antes de escribirnos. Si no encuentras la tuya, envíanos un mensaje.',
    items: {
      'get-started': {
        q: '¿Cómo empiezo a usar {brand}?',
        a: '[Agenda una demo](/book-demo) para verlo en acción con tus propios objetivos, o empieza gratis. {freeAccount} {onboardingPromise}. {firstCampaignPromise}.',
      },
      demo: {
        q: '¿Qué pasa durante la demo?',
        a: 'Es una demo gratuita de {demoLong} minutos con un experto en publicidad, o una introducción de {demoShort} minutos si tienes poco tiempo. Revisamos tu marca, tus plataformas y tus objetivos, y te mostramos casos de uso personalizados para que veas exactamente cómo {brand} gestionaría tus campañas.',
      },
      integrations: {
        q: '¿Con qué plataformas y herramientas funciona {brand}?',
        a: 'Meta, Google Ads y TikTok ya están disponibles, y LinkedIn estará disponible próximamente. Para la medición, {brand} funciona con Google Analytics 4 (GA4), el píxel de Meta, el píxel de TikTok y Shopify Analytics.',
      },
      support: {
        q: '¿Qué tipo de soporte ofrecen?',
        a: '{supportPromise}, para todos los clientes. ¿Prefieres conversarlo? [Agenda una demo](/book-demo) con un experto.',
      },
    },
  },
} satisfies Translation['contact']
