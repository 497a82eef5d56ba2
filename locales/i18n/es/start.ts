import type { Translation } from '../i18n-types.js'

export default {
  hero: {
    badge: '{brandsCount} marcas atendidas',
    title: 'Planifica hoy tus anuncios con IA para Meta, Google y TikTok',
    subtitle:
      'Escribe una sola instrucción y recibe gratis, en minutos, un plan de campaña para Meta, Google y TikTok. Con el plan de pago, {brand} lanza la campaña, la optimiza y te cuenta los resultados con palabras claras.',
    primary: 'Crea tu cuenta gratuita',
    secondary: 'Empieza gratis',
    note: 'Sin tarjeta de crédito para empezar · Para publicar necesitas el plan de pago',
    videoLabel:
      'Recorrido del producto: mira cómo una instrucción se convierte en una campaña activa (datos ilustrativos; la app está en inglés)',
    stats: {
      brands: { value: '{brandsCount}', label: 'marcas atendidas' },
      time: {
        value: '{timeSaved}',
        label: 'menos tiempo creando campañas en promedio, según nuestra encuesta a clientes',
      },
      roi: { value: '{roasTypical}', label: 'el ROAS de antes para el cliente típico (mediana)' },
    },
    partnersLabel: 'Se conecta mediante las API oficiales de',
  },
  features: {
    eyebrow: 'Por qué {brand}',
    title: 'Todo lo que hace un comprador de medios, en una sola instrucción',
    intro:
      'Pensado para marcas, agencias y equipos de marketing pequeños que quieren resultados sin pasar la semana dentro de los administradores de anuncios.',
    items: {
      'ai-creation': {
        title: 'Campañas creadas con IA',
        body: 'Describe tu objetivo y recibe una campaña completa: estructura, públicos, presupuestos, textos y creatividades, lista para tu aprobación.',
      },
      'multi-platform': {
        title: 'Meta, Google y TikTok en un solo lugar',
        body: 'Lanza en Meta, Google y TikTok desde un mismo espacio de trabajo, con reglas de presupuesto compartidas. LinkedIn estará disponible próximamente.',
      },
      analytics: {
        title: 'Analítica a medida que llegan los resultados',
        body: 'Paneles e informes en lenguaje claro sobre qué funcionó y qué hacer después, con Google Analytics 4 (GA4), el píxel de Meta, el píxel de TikTok y Shopify Analytics.',
      },
      speed: {
        title: 'Configuración en minutos',
        body: 'Conecta tus cuentas mediante las API oficiales en pocos minutos. {timeResult}. {firstCampaignPromise}.',
      },
      global: {
        title: 'Listo para cualquier mercado',
        body: 'Llega a tus clientes en cualquier país donde estén tus plataformas, con textos y públicos adaptados a cada mercado e idioma.',
      },
      security: {
        title: 'Seguridad documentada',
        body: 'Datos cifrados, acceso por roles y solo API oficiales de cada plataforma, con controles alineados con SOC 2. Nuestra [página de seguridad](/security) detalla lo que ya está implementado y lo que aún no está certificado.',
      },
    },
  },
  links: {
    title: 'Sigue explorando',
    intro: 'Crea tu cuenta ahora, o descubre cómo se compara {brand} y para quién está pensado.',
    items: {
      register: 'Crea tu cuenta gratuita',
      comparison: '{brand} frente a Madgicx',
      'media-buyer': 'Comprador de medios con IA',
      shopify: 'Automatización de anuncios para Shopify',
    },
  },
  cta: {
    title: 'Tu próxima campaña empieza con una instrucción',
    body: 'Conecta tus cuentas publicitarias y describe lo que quieres: {brand} prepara la campaña para que la apruebes y la publica cuando tengas el plan de pago. ¿Prefieres empezar con ayuda? Agenda una demo gratuita con nuestro equipo.',
    primary: 'Crea tu cuenta gratuita',
    secondary: 'Agenda una demo',
    bullets: {
      security: 'Cifrado y acceso por roles',
      manager: 'Ayuda experta en la demo y por correo',
      analytics: 'Analítica a medida que llegan los resultados',
      optimization: 'Optimización con IA en revisiones programadas, todos los días',
    },
    trust: {
      support: '{supportPromise}',
      soc2: '[Controles de seguridad alineados con SOC 2](/security)',
    },
  },
} satisfies Translation['start']
