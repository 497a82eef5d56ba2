import type { Translation } from '../i18n-types.js'

export default {
  hero: {
    eyebrow: 'Sobre nosotros',
    title: 'Creamos un comprador de medios sénior para equipos pequeños',
    subtitle:
      '{brand} les da a marcas, agencias y equipos de comercio electrónico de {teamSize} las habilidades de un comprador de medios sénior, sin necesidad de sumar personal.',
  },
  story: {
    eyebrow: 'Nuestra historia',
    title: 'De una plataforma de expertos a un operador de medios con IA',
    paragraphs: [
      'Empezamos como una plataforma que conectaba marcas con compradores de medios independientes. Las conexiones funcionaban, pero ver de cerca campaña tras campaña nos enseñó algo: los mejores profesionales pasaban la mayor parte de la semana en tareas repetitivas, como lanzar conjuntos de anuncios, repetir las mismas pruebas y rehacer los mismos informes.',
      'Así que lo automatizamos, primero para nosotros y después para los compradores de nuestra plataforma. Esas herramientas internas se convirtieron en {brand}: un operador de medios con IA que se encarga de lanzar, probar y preparar informes, para que las personas se dediquen a la estrategia, la creatividad y el cliente.',
      '¿Quieres la versión larga, con los desvíos y aprendizajes del camino? Lee [nuestra historia completa](/story).',
    ],
    imageAlt:
      'Ilustración de una red de personas y tarjetas unidas por líneas que llevan a un panel sereno con un gráfico en alza',
  },
  mission: {
    eyebrow: 'Nuestra misión',
    title: 'Que la buena publicidad esté al alcance de cualquier equipo',
    paragraphs: [
      'Anunciarse bien en Meta, Google y TikTok exigía un especialista por plataforma, herramientas costosas y largas noches en los administradores de anuncios. Las grandes marcas podían permitírselo; la mayoría de los equipos, no.',
      'Nuestra misión es darle a cada marca y agencia, sin importar su tamaño, un comprador de medios que trabaja a partir de una instrucción en lenguaje natural, lanza en Meta, Google y TikTok y explica sus decisiones. Menos trabajo operativo, mejores resultados y más tiempo para las ideas que solo las personas pueden tener.',
    ],
    imageAlt:
      'Ilustración de un equipo pequeño frente a una computadora portátil, con una instrucción que se abre en abanico hacia tres recuadros de plataformas',
  },
  stats: {
    title: 'Crecemos junto a los equipos que acompañamos',
    items: {
      agencies: { value: '{agencies}', label: 'agencias trabajan con nosotros' },
      customers: { value: '{brandsCount}', label: 'marcas atendidas' },
      platforms: {
        value: '{livePlatformCount}',
        label: 'plataformas publicitarias disponibles, y LinkedIn próximamente',
      },
      campaigns: { value: '{campaigns}', label: 'campañas lanzadas' },
    },
  },
  values: {
    eyebrow: 'Nuestros valores',
    title: 'Tres principios detrás de todo lo que lanzamos',
    intro:
      'Guían lo que construimos, lo que dejamos fuera y cómo tratamos a los equipos que nos confían su presupuesto.',
    items: {
      accessibility: {
        title: 'Accesibilidad',
        body: 'La compra de medios de nivel profesional no debería ser exclusiva de las empresas con grandes presupuestos. Diseñamos {brand} para que un equipo de cinco personas tenga la compra de medios de un departamento mucho más grande.',
      },
      efficiency: {
        title: 'Eficiencia',
        body: 'Cada hora que pasas copiando configuraciones entre administradores de anuncios es una hora menos para la estrategia. Automatizamos lo repetitivo y destinamos más de tu inversión publicitaria a lo que convierte.',
      },
      simplicity: {
        title: 'Simplicidad',
        body: 'Una instrucción, un espacio de trabajo, informes con palabras claras. Si una función necesita un manual para entenderse, seguimos trabajando en ella hasta que ya no lo necesite.',
      },
    },
  },
  founders: {
    eyebrow: 'Liderazgo',
    title: 'Conoce a los fundadores',
    intro:
      'Vienen de la práctica: gestionaron campañas y una plataforma de compradores de medios antes de crear la herramienta que siempre quisieron tener.',
    profile: 'Perfil de LinkedIn',
    items: {
      ceo: {
        role: 'Cofundadora y CEO',
        bio: 'Cofundó la empresa después de años viendo a compradores de medios talentosos perder la semana en tareas repetitivas, y hoy lidera la visión de producto y la estrategia. Su meta es sencilla: que cada equipo pequeño tenga un comprador de medios en el que pueda confiar.',
      },
      coo: {
        role: 'Cofundador y COO',
        bio: 'Construyó la operación de nuestra plataforma original y hoy se asegura de que cada cliente pase de la primera llamada a su campaña activa sin fricciones. También se ocupa de cómo trabaja {brand} con las plataformas publicitarias a las que se conecta.',
      },
    },
  },
  links: {
    title: 'Míralo en acción',
    intro:
      'Agenda una demo para ver cómo {brand} crea un plan de campaña a partir de tu propia instrucción, o descubre cómo llegamos hasta aquí.',
    items: {
      demo: 'Agenda una demo',
      story: 'Lee nuestra historia',
    },
  },
} satisfies Translation['about']
