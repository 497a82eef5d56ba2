import type { Translation } from '../i18n-types.js'

export default {
  hero: {
    badge: '{brandsCount} marcas confían en nosotros',
    title: 'Lanza hoy anuncios con IA en Meta, Google y TikTok',
    subtitle:
      'Escribe una sola instrucción. {brand} crea, lanza y optimiza tus campañas en las principales plataformas, y te cuenta los resultados en palabras claras.',
    primary: 'Lanza anuncios con IA',
    secondary: 'Empieza gratis',
    note: 'Sin tarjeta de crédito · Cancela cuando quieras',
    videoLabel: 'Recorrido del producto: mira cómo una instrucción se convierte en una campaña activa',
    stats: {
      brands: { value: '{brandsCount}', label: 'marcas confían en nosotros' },
      time: { value: '{timeSaved}', label: 'menos tiempo creando campañas' },
      roi: { value: '{roiBoost}', label: 'más ROI en promedio' },
    },
    partnersLabel: 'Socios oficiales de API',
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
        title: 'Todas las plataformas en un solo lugar',
        body: 'Lanza en Meta, Google y TikTok desde un mismo espacio de trabajo, con reglas de presupuesto compartidas. LinkedIn llega pronto.',
      },
      analytics: {
        title: 'Analítica en tiempo real',
        body: 'Paneles en vivo e informes en lenguaje claro sobre qué funcionó y qué hacer después, con GA4, Meta Pixel, TikTok Pixel y Shopify Analytics.',
      },
      speed: {
        title: 'Activo en minutos',
        body: 'Conecta tus cuentas mediante las API oficiales y dedica un {timeSaved} menos de tiempo a crear campañas. La mayoría de los clientes lanza su primera campaña en {firstCampaign}.',
      },
      global: {
        title: 'Listo para cualquier mercado',
        body: 'Llega a clientes dondequiera que lleguen tus plataformas, con textos y públicos adaptados a cada país e idioma.',
      },
      security: {
        title: 'Seguridad de nivel empresarial',
        body: 'Datos cifrados, acceso por roles y solo API oficiales de cada plataforma. SOC 2 Tipo II está previsto para {soc2Target}.',
      },
    },
  },
  links: {
    title: 'Sigue explorando',
    intro: 'Crea tu cuenta ahora, o descubre cómo se compara {brand} y para quién está pensado.',
    items: {
      register: 'Crea tu cuenta gratis',
      comparison: '{brand} vs. Madgicx',
      'media-buyer': 'Comprador de medios con IA',
      shopify: 'Automatización de anuncios para Shopify',
    },
  },
  cta: {
    title: 'Tu próxima campaña está a una instrucción de distancia',
    body: 'Conecta tus cuentas publicitarias, describe lo que quieres y deja que {brand} se encargue del resto. ¿Prefieres empezar con ayuda? Agenda una demo gratuita con nuestro equipo.',
    primary: 'Lanza anuncios con IA',
    secondary: 'Agenda una demo',
    bullets: {
      security: 'Seguridad de nivel empresarial',
      manager: 'Un gerente de cuenta dedicado',
      analytics: 'Analítica en tiempo real',
      optimization: 'Optimización continua con IA',
    },
    trust: {
      support: 'Soporte por correo {supportHours}',
      soc2: 'SOC 2 Tipo II previsto para {soc2Target}',
    },
  },
} satisfies Translation['start']
