import type { Translation } from '../i18n-types.js'

export default {
  hero: {
    title: 'Tu comprador de medios con IA. Planes de campaña en minutos, no en semanas.',
    subtitle:
      'Describe tu objetivo en una frase. {brand} planifica, crea, lanza y optimiza tus anuncios en Meta, Google y TikTok, y te explica con palabras claras qué funcionó.',
    primary: 'Agenda una demo gratuita',
    secondary: 'Empieza gratis',
    note: 'Demo gratuita de {demoLong} minutos · Sin tarjeta de crédito',
    videoLabel:
      'Recorrido del producto: de una instrucción a una campaña activa (datos ilustrativos; la app está en inglés)',
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
  trustedBy: {
    title: 'Marcas en crecimiento, y las agencias que las acompañan, ya trabajan con nosotros',
  },
  benefits: {
    eyebrow: 'Por qué nos eligen',
    title: 'Anuncios que se ajustan a los resultados, dentro de los límites que apruebas',
    items: {
      'easy-setup': {
        title: 'Configuración en minutos',
        body: 'Conecta tus cuentas publicitarias en pocos clics mediante la API oficial de cada plataforma. Sin rehacer nada y sin procesos de agencia.',
      },
      'boost-roi': {
        title: 'Más retorno de tu inversión publicitaria',
        body: 'En cada revisión programada, todos los días, el presupuesto se mueve hacia los anuncios, públicos y plataformas que convierten, dentro de los límites que apruebas. {roasResult}.',
      },
      'save-time': {
        title: 'Recupera tu semana',
        body: '{timeResult}: horas que tu equipo puede dedicar a la estrategia y a las ideas.',
      },
    },
  },
  features: {
    eyebrow: 'Todo en un solo lugar',
    title: 'Una instrucción. Meta, Google y TikTok. Tus límites.',
    intro:
      'El trabajo de un comprador de medios sénior, del primer encargo al informe semanal, en un espacio que todo tu equipo puede seguir.',
    items: {
      prompt: {
        title: 'De la instrucción a la campaña',
        body: 'Escribe lo que quieres lograr y recibe una campaña completa: estructura, públicos, presupuestos y textos, lista para tu aprobación.',
      },
      platforms: {
        title: 'Meta, Google y TikTok a la vez',
        body: 'Planifica y lanza en varias plataformas desde un solo lugar, con reglas de presupuesto compartidas. LinkedIn estará disponible próximamente.',
      },
      creatives: {
        title: 'Creatividades cuando las necesites',
        body: 'Sube tus propios recursos o genera variaciones fieles a tu marca en cada tamaño y formato que pide cada ubicación.',
      },
      optimization: {
        title: 'Optimización dentro de tus límites',
        body: 'Pujas, presupuestos y públicos se ajustan en cada revisión programada, todos los días, dentro de tus límites, y cada cambio llega con su explicación.',
      },
      reporting: {
        title: 'Informes que cualquiera entiende',
        body: 'Paneles que se actualizan a medida que llegan los resultados, y resúmenes en lenguaje claro sobre qué funcionó, qué no y qué viene después.',
      },
      control: {
        title: 'Tú tienes el control',
        body: '{approvalRule}',
      },
    },
  },
  testimonials: {
    eyebrow: 'Historias de clientes',
    title: 'Lo que nos cuentan los equipos de marketing pequeños',
    intro:
      '{brand} está pensado para marcas y agencias de {teamSize} que necesitan el rendimiento de un equipo mucho más grande.',
    items: {
      laura: {
        name: 'Laura Bennett',
        role: 'Directora de crecimiento',
        company: 'Northwind Outfitters',
        quote:
          'Pasamos de {hoursBefore} horas semanales dentro de los administradores de anuncios a unas {hoursAfter}. El informe semanal es el primero que nuestro CEO lee de verdad.',
        note: '{resultsVaryTime}',
      },
      marcus: {
        name: 'Marcus Reid',
        role: 'Fundador',
        company: 'Lumora Skincare',
        quote:
          'Nuestro ROAS subió un {roasGain} en los dos primeros meses. Dejé de saltar entre tres paneles y empecé a probar más ideas.',
        note: '{resultsVary}',
      },
      priya: {
        name: 'Priya Shah',
        role: 'Responsable de marketing de resultados',
        company: 'Brightpath Agency',
        quote:
          'Ahora incorporamos a un cliente nuevo en una tarde. La IA prepara las primeras campañas y mi equipo se centra en la estrategia.',
        note: '{resultsVaryTime}',
      },
      diego: {
        name: 'Diego Martín',
        role: 'Gerente de comercio electrónico',
        company: 'Mesa Verde Coffee',
        quote:
          'TikTok era el canal para el que nunca teníamos tiempo. Hoy funciona junto a Meta y Google con las mismas reglas de presupuesto.',
        note: '{resultsVary}',
      },
      hannah: {
        name: 'Hannah Cole',
        role: 'Directora de marketing',
        company: 'Solace Home',
        quote: 'Cada cambio viene con su motivo. Esa transparencia fue lo que convenció a nuestro equipo de finanzas.',
        note: '{resultsVary}',
      },
      tomas: {
        name: 'Tomás Ferrer',
        role: 'Cofundador',
        company: 'Fieldnote Studio',
        quote:
          'Cinco personas, tres plataformas y se acabaron los fines de semana apagando incendios. Es como tener un comprador de medios sénior de guardia.',
        note: '{resultsVary}',
      },
    },
  },
  stats: {
    title: 'Las cifras detrás del trabajo',
    items: {
      rating: { value: '{rating}', label: 'calificación promedio de los clientes' },
      clients: { value: '{brandsCount}', label: 'marcas atendidas' },
      campaigns: { value: '{campaigns}', label: 'campañas lanzadas' },
      spend: { value: '{adSpend}', label: 'de inversión publicitaria gestionada' },
    },
  },
  cta: {
    title: '¿Listo para conocer a tu comprador de medios con IA?',
    body: 'Agenda una demo gratuita de {demoLong} minutos. {demoIncludes}.',
    primary: 'Agenda tu demo',
    secondary: 'Descubre las funciones',
    bullets: {
      tailored: 'Un recorrido adaptado a tu marca',
      expert: 'Un experto en publicidad te acompaña en la llamada',
      plan: 'Te quedas con el plan de campaña, decidas lo que decidas',
      'no-card': 'Gratis y sin tarjeta de crédito',
    },
    trust: {
      support: '{supportPromise}',
      soc2: '[Controles de seguridad alineados con SOC 2](/security)',
      launch: '{firstCampaignPromise}',
    },
  },
} satisfies Translation['home']
