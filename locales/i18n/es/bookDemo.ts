import type { Translation } from '../i18n-types.js'

export default {
  hero: {
    eyebrow: 'Demo gratuita',
    title: 'Mira a tu comprador de medios con IA en acción',
    subtitle:
      'Agenda una demo gratuita de {demoLong} minutos. {demoIncludes}. ¿Tienes poco tiempo? Pide una introducción de {demoShort} minutos.',
  },
  booking: {
    title: 'Elige el horario que más te convenga',
    intro:
      'Los horarios aparecen en tu zona horaria. Apenas agendes, recibirás un correo de confirmación con la invitación al calendario. El calendario lo ofrece nuestro proveedor de agenda, Calendly. Se carga solo cuando lo pides, y desde ese momento puede guardar sus propias cookies ([Privacidad en resumen](/privacy-summary#cookies)).',
    askBody:
      'No se carga nada de Calendly hasta que pidas ver el calendario. ¿Prefieres no usarlo? Abre directamente nuestra página de reservas o escríbenos por correo y buscamos un horario juntos.',
    show: 'Mostrar el calendario',
    loading: 'Cargando el calendario…',
    frameTitle: 'Calendario de reservas',
    fallbackTitle: 'No se pudo cargar el calendario',
    fallbackBody:
      'El calendario integrado no se pudo cargar aquí. Puedes agendar directamente en nuestra página de reservas o escribirnos por correo y buscamos un horario juntos.',
    fallbackLink: 'Abrir la página de reservas',
    dialogTitle: '¡Reunión agendada!',
    dialogBody: 'Te estamos enviando un correo de confirmación con la invitación al calendario.',
    dialogOk: 'Aceptar',
    dialogConfirmation: 'Ver confirmación',
  },
  benefits: {
    eyebrow: 'Qué te llevas',
    title: 'Una demo pensada para tu marca',
    items: {
      duration: {
        title: '{demoLong} minutos, o una introducción de {demoShort}',
        body: 'La demo completa dura {demoLong} minutos, sin diapositivas genéricas: vamos directo a tus objetivos, tus plataformas y, si conectas tus cuentas publicitarias, tus números. ¿Tienes poco tiempo? Pide la introducción de {demoShort} minutos al agendar.',
      },
      expert: {
        title: 'Un experto para tu demo',
        body: 'Hablas con un especialista en publicidad que conoce a fondo Meta, Google y TikTok, no con un vendedor que repite un guion.',
      },
      'use-cases': {
        title: 'Un plan a partir de tu instrucción',
        body: 'Trae un producto y un objetivo: preparamos un plan de campaña para tu público y tu presupuesto, y te mostramos cómo {brand} lo lanzaría y lo optimizaría. No se publica nada.',
      },
    },
  },
  trust: {
    title: 'Qué incluye el plan',
    items: {
      support: {
        title: 'Soporte por correo',
        body: '¿Tienes preguntas después de la demo o del lanzamiento? {supportPromise}.',
      },
      setup: {
        title: 'Configuración rápida',
        body: '{onboardingPromise}. Pasar tus campañas desde tus herramientas actuales no tiene costo. {migrationPromise}.',
      },
      commitments: {
        title: 'Mensual, cancela cuando quieras',
        body: 'El plan mensual no tiene contrato a largo plazo ni costos de configuración. Se renueva cada mes hasta que lo canceles; cancela cuando quieras y termina con el periodo de facturación. Lo que ya pagaste no se reembolsa, salvo cuando los Términos o la ley prevén un reembolso: la cuota de la prueba pagada, si la pides cuando ya pasó al menos el {trialRefundMinUse} del periodo de prueba y antes de que termine, o lo que pagaste por adelantado por el periodo no usado si cerramos el servicio.',
      },
    },
  },
} satisfies Translation['bookDemo']
