import type { Translation } from '../i18n-types.js'

export default {
  hero: {
    eyebrow: 'Funciones',
    title: 'Todo lo que hace un comprador de medios sénior, con una sola instrucción',
    subtitle:
      '{brand} se conecta a Meta, Google y TikTok, arma la campaña que describes, la lanza cuando le das el visto bueno y la ajusta en cada revisión programada, todos los días, dentro de tus límites.',
    primary: 'Agenda una demo',
    secondary: 'Mira cómo funciona',
    note: '{freeAccount} [Crea tu cuenta gratuita](ext:register)',
  },
  benefits: {
    eyebrow: 'Lo que obtienes',
    title: 'Más pruebas, menos trabajo repetitivo',
    intro:
      '{brand} se encarga de la parte repetitiva de la publicidad pagada para que tu equipo se concentre en las decisiones que de verdad mueven el negocio.',
    items: {
      'boost-roi': {
        title: 'Más retorno de tu inversión publicitaria',
        body: 'El presupuesto fluye hacia los anuncios, públicos y plataformas que convierten, dentro de los límites que fijes. {roasResult}.',
      },
      'ai-optimization': {
        title: 'Una IA que prueba y ajusta dentro de tus límites',
        body: 'Pujas, presupuestos, públicos y creatividades se prueban y ajustan en cada revisión programada, todos los días, dentro de tus límites, a partir de los resultados más recientes de Meta, Google y TikTok.',
      },
      'save-time': {
        title: 'Ahorra horas cada semana',
        body: '{timeResult}. Las pruebas A/B y los informes te llegan preparados, para que tu equipo se dedique a la estrategia y a las ideas creativas.',
      },
      'advanced-reports': {
        title: 'Informes que se explican solos',
        body: 'Paneles de Meta, Google y TikTok que se actualizan a medida que llegan los resultados, con resúmenes en lenguaje claro sobre qué funcionó, qué no y qué conviene probar después.',
      },
    },
  },
  integrations: {
    eyebrow: 'Integraciones',
    title: 'Presente en las plataformas donde tus clientes navegan y buscan',
    intro:
      'Conecta cada cuenta en pocos clics mediante la API oficial de la plataforma. {brand} planifica, lanza y genera informes en Meta, Google y TikTok desde un solo lugar.',
    live: 'Disponible',
    comingSoon: 'Próximamente',
    items: {
      meta: {
        name: 'Meta',
        body: 'Campañas en Facebook e Instagram, en la sección de noticias, las historias y los Reels, con públicos, ubicaciones y creatividades que gestionamos por ti.',
      },
      tiktok: {
        name: 'TikTok',
        body: 'Videos para la sección «Para ti» y Spark Ads pensados para captar la atención en segundos, con ganchos nuevos que se prueban antes de que el anuncio se desgaste.',
      },
      google: {
        name: 'Google Ads',
        body: 'Campañas de búsqueda que captan la intención justo cuando alguien busca lo que vendes, con palabras clave, pujas y presupuestos que se ajustan en cada revisión programada.',
      },
      linkedin: {
        name: 'LinkedIn',
        body: 'Campañas B2B para llegar a quienes toman las decisiones, según cargo, sector y tamaño de empresa. Próximamente en tu espacio de trabajo.',
      },
    },
  },
  autopilot: {
    eyebrow: 'Piloto automático',
    title: 'Tus campañas siguen mejorando entre una revisión y otra',
    body: 'Cuando una campaña está activa, el piloto automático vigila el rendimiento en cada plataforma y actúa dentro de tus límites: mueve presupuesto hacia lo que funciona, pausa los anuncios que dejan de convertir y rota creatividades nuevas. Ves cada movimiento en un registro de actividad claro, **con el motivo de cada cambio**.',
    cta: 'Mira el video de la demo',
    imageAlt:
      'Registro de actividad del piloto automático con los cambios recientes, como presupuesto trasladado a un conjunto de anuncios más rentable y un anuncio desgastado en pausa, cada uno con una breve explicación (datos ilustrativos; la app está en inglés)',
    points: {
      'always-on':
        'Revisión programada de pujas, presupuestos y públicos en Meta, Google y TikTok, también los fines de semana',
      explained: 'Cada cambio explicado en lenguaje claro, para que siempre sepas por qué ocurrió',
      guardrails: '{approvalRule}',
    },
  },
  howItWorks: {
    eyebrow: 'Cómo funciona',
    title: 'De la instrucción a la campaña activa en seis pasos',
    intro: 'Se acabaron las maratones en los administradores de anuncios. Así se lanza una campaña con {brand}.',
    items: {
      connect: {
        title: 'Conecta tus cuentas publicitarias',
        body: 'Inicia sesión en Meta, Google Ads y TikTok con una conexión OAuth segura. Nunca vemos tus contraseñas y puedes revocar el acceso cuando quieras.',
        imageAlt:
          'Pantalla con las cuentas de Meta, Google Ads y TikTok marcadas como conectadas, y LinkedIn marcado como próximamente (datos ilustrativos; la app está en inglés)',
      },
      objective: {
        title: 'Elige tu objetivo',
        body: 'Ventas, clientes potenciales, tráfico, instalaciones de apps o reconocimiento. Define un presupuesto diario y un calendario, y {brand} ajusta pujas, ubicaciones y creatividades a esa meta.',
        imageAlt:
          'Pantalla de objetivos con la opción Ventas seleccionada, un campo de presupuesto diario y el rango de fechas de la campaña (datos ilustrativos; la app está en inglés)',
      },
      prompt: {
        title: 'Escribe una instrucción',
        body: 'Describe la campaña como se la explicarías a un comprador de medios: producto, público, mercados y presupuesto. La IA prepara el plan completo, listo para que lo ajustes.',
        imageAlt:
          'Cuadro de instrucción con la descripción de una campaña en lenguaje natural junto al plan generado por la IA, con públicos, plataformas y reparto del presupuesto (datos ilustrativos; la app está en inglés)',
      },
      creatives: {
        title: 'Sube o genera creatividades',
        body: 'Usa tus propias imágenes y videos, o genera variaciones fieles a tu marca con nuevos tamaños, ganchos y fondos para cada ubicación.',
        imageAlt:
          'Pantalla de creatividades con seis anuncios en formato cuadrado, vertical y horizontal, una zona para subir archivos y un botón para generar variaciones (datos ilustrativos; la app está en inglés)',
      },
      publish: {
        title: 'Publica',
        body: 'Revisa la campaña completa, apruébala y lánzala en Meta, Google y TikTok con un clic. Nada se publica sin tu visto bueno.',
        imageAlt:
          'Pantalla de revisión con el resumen de la campaña en cada plataforma y un botón listo para publicarla (datos ilustrativos; la app está en inglés)',
      },
      optimize: {
        title: 'Optimización e informes a medida que llegan los resultados',
        body: 'El piloto automático ajusta la campaña en cada revisión programada, dentro de tus límites, y los paneles y los resúmenes semanales te muestran qué funcionó y qué sigue.',
        imageAlt:
          'Panel de informes con inversión, conversiones y retorno de la inversión publicitaria por plataforma, sobre un gráfico de rendimiento en alza (datos ilustrativos; la app está en inglés)',
      },
    },
  },
  agents: {
    eyebrow: 'Agentes de WhatsApp',
    title: 'Agentes de IA que venden y atienden por WhatsApp',
    intro:
      'Tus anuncios inician la conversación; nuestros agentes de mensajería la continúan. Responden preguntas, califican clientes potenciales y recuperan ventas, también fuera del horario laboral, y alguien de tu equipo puede tomar la conversación cuando haga falta.',
    cta: 'Habla con nosotros sobre los agentes de WhatsApp',
    featured: 'Recomendado',
    imageAlt:
      'Chat de WhatsApp en el que un agente de ventas con IA responde la pregunta de un cliente sobre tallas, le recomienda un producto y comparte un enlace de pago (datos ilustrativos; la app está en inglés)',
    items: {
      starter: {
        name: 'Inicial',
        summary:
          'Un asistente que responde las preguntas que tu equipo escucha todos los días, también las que llegan fuera del horario laboral.',
        features: [
          'Respuestas sobre productos, precios, envíos y devoluciones, también fuera del horario laboral',
          'Entrenado con tu catálogo, tus preguntas frecuentes y tus políticas',
          'Traspaso a una persona de tu equipo cuando el cliente lo pide',
          'Todas las conversaciones en una bandeja de entrada compartida',
        ],
      },
      growth: {
        name: 'Crecimiento',
        summary:
          'Un agente de ventas que convierte clics en anuncios y chats en clientes potenciales calificados y pedidos.',
        features: [
          'Todo lo del paquete Inicial',
          'Calificación de clientes potenciales con las preguntas que tú definas',
          'Recomendaciones de productos con enlace directo al pago',
          'Seguimiento de carritos abandonados para recuperar compradores',
          'Clientes potenciales calificados enviados a tu CRM o a tu equipo de ventas',
        ],
      },
      scale: {
        name: 'Escala',
        summary: 'Varios agentes para ventas, atención y posventa, diseñados en torno a tu forma de trabajar.',
        features: [
          'Todo lo del paquete Crecimiento',
          'Estado de pedidos y avisos de entrega',
          'Varios números, marcas o mercados',
          'Integraciones a medida con tu tienda y tu CRM',
          'Puesta en marcha con nuestro equipo y revisiones mensuales de resultados',
        ],
      },
    },
  },
  cta: {
    title: 'Mira cómo toma forma tu primer plan de campaña',
    body: 'Agenda una demo gratuita de {demoLong} minutos y trae un producto y un objetivo. {demoIncludes}.',
    primary: 'Agenda una demo',
    secondary: 'Contáctanos',
    bullets: {
      launch: '{firstCampaignPromise}',
      platforms: 'Meta, Google y TikTok desde un solo espacio de trabajo',
      control: 'Nada se publica sin tu aprobación',
      support: '{supportPromise}',
    },
  },
} satisfies Translation['features']
