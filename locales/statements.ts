/**
 * The claims the site makes in more than one place, each written once per
 * language and reached from copy through a `{placeholder}`, so every page says
 * them in the same words (issue 18). The decisions behind them are in
 * locales/GLOSSARY.md ("Claims"). Figures come in already formatted, from
 * site.facts.ts.
 *
 * Pure functions: safe to import from browser code.
 */
import type { Lang } from '../site/lang.ts'

/** The formatted figures a statement is built from. */
export interface StatementInputs {
  responseHours: string
  migration: string
  price: string
  firstCampaign: string
  roiBoost: string
  /** The median boost (what customers generally achieve) and its sample ("118 customers"). */
  roasTypical: string
  roasTypicalSample: string
  timeSaved: string
  /** The median time saved (what the customers who timed it generally save). */
  timeSavedTypical: string
  /** Who the time figure covers ("64 customers who answered the survey"). */
  timeSavedSample: string
  onboarding: string
  reportAckHours: string
}

/**
 * The measured figures each statement states, so a page that uses the
 * statement shows their basis in its "How we measure these figures" note.
 */
export const STATEMENT_FIGURES: Readonly<Record<string, readonly string[]>> = {
  roasResult: ['roiBoost', 'roasTypical'],
  typicalResult: ['roasTypical'],
  resultsVary: ['roasTypical'],
  resultsVaryTime: ['timeSavedTypical'],
  timeResult: ['timeSaved'],
  firstCampaignPromise: ['firstCampaign'],
  migrationPromise: ['migration'],
}

/**
 * The notes a testimonial may carry under its quote, each with the figures it
 * must state (what customers generally achieve and over whom, 16 CFR
 * 255.2(b)): the ROAS note for a quote about results, the time note for a quote
 * about hours. A quote that states one customer's figure carries the note of
 * that figure's `typical` (site.claims.ts); generator/checks/testimonial-notes.ts
 * holds both.
 */
export const RESULT_NOTES: Readonly<Record<string, readonly string[]>> = {
  resultsVary: ['roasTypical', 'roasTypicalSample'],
  resultsVaryTime: ['timeSavedTypical', 'timeSavedSample'],
}

/**
 * Who writes the statements of each declared language (site.languages.ts): a
 * language added there adds its own here, the Spanish one's keys translated.
 */
export const WRITERS: Partial<Record<Lang, (f: StatementInputs) => Record<string, string>>> = {
  en: english,
  es: spanish,
}

/** Statement placeholders of one language. */
export function statementPlaceholders(lang: Lang, f: StatementInputs): Record<string, string> {
  const write = WRITERS[lang]
  if (!write)
    throw new Error(
      `locales/statements.ts writes no statements in "${lang}": add a function for it to WRITERS there (translate spanish())`,
    )
  return write(f)
}

function english(f: StatementInputs): Record<string, string> {
  const replyTime = `within ${f.responseHours} hours on business days`
  return {
    /** How soon the team answers: on business days (Monday to Friday, Pacific time). */
    replyTime,
    /** The support promise, as a badge or a sentence of its own. */
    supportPromise: `Email support, with replies ${replyTime}`,
    /** Who approves what the AI does. */
    approvalRule:
      'Nothing goes live without your approval. After launch, the AI acts on its own only within the guardrails you approved (budget caps, targets and which changes may run automatically); anything beyond them waits for your sign-off.',
    /** What the service costs; continues a sentence ("It costs {pricingSummary}."). */
    pricingSummary: `a flat ${f.price} per month plus a percentage of the ad spend we manage for you, stated in your plan before you pay`,
    /** Where the ad budget goes. */
    adBudgetRule: 'You pay your ad budget straight to the ad platforms, never to us.',
    /** What "start for free" means. */
    freeAccount:
      'Creating an account is free: connect your ad accounts and get campaign plans drafted at no cost. Publishing campaigns needs the paid plan.',
    /** How soon a new client is live; its basis is in the page's "How we measure" note. */
    firstCampaignPromise: `Most clients launch their first campaign in ${f.firstCampaign}`,
    /** How long moving campaigns over takes; its basis is in the page's "How we measure" note. */
    migrationPromise: `Most migrations take ${f.migration}`,
    /** What "instant" onboarding means: the account, not the first campaign (basis: wordedClaims in site.claims.ts). */
    onboardingPromise: `Account access is ${f.onboarding}: signing up creates your workspace, with no review to wait for`,
    /** The return-on-ad-spend result, with its one qualifier; its basis is in the page's "How we measure" note. */
    roasResult: `Customers see a ${f.roiBoost} average boost in return on ad spend, an average a few large gains pull up; the typical customer sees ${f.roasTypical}`,
    /** The time result: building campaigns only, as the customers who answered our survey timed it. */
    timeResult: `Customers who timed it in our survey spend ${f.timeSaved} less time building campaigns, on average`,
    /** What customers generally achieve (the median), with its sample: heroes, FAQs and every testimonial. */
    typicalResult: `A typical customer sees a ${f.roasTypical} boost in return on ad spend in its first 90 days, the median of ${f.roasTypicalSample}: half see more, half see less`,
    /** Under every testimonial: one customer's experience, then what customers generally achieve (16 CFR 255.2(b)). */
    resultsVary: `One customer’s own experience and results, as the customer measured them. What customers generally achieve: a ${f.roasTypical} boost in return on ad spend in their first 90 days, the median of ${f.roasTypicalSample}. Results vary with product, offer, budget and market.`,
    /** Under a testimonial about time: one customer's experience, then what the customers who timed it achieve. */
    resultsVaryTime: `One customer’s own experience, as the customer measured it. What customers generally achieve: those who timed it in our survey spend ${f.timeSavedTypical} less time building campaigns, the median of ${f.timeSavedSample}: half save more, half save less. Results vary with the team, its accounts and how it worked before.`,
    /** What the free demo includes (every page that offers it): a plan from the visitor's own prompt, nothing published. */
    demoIncludes:
      'We build a campaign plan from your own prompt, with data from your ad accounts if you choose to connect them, and walk you through how it would launch and be optimized within guardrails you set. Nothing is published, and the plan is yours to keep',
    /** Security reports are watched every day, unlike general support, which replies on business days. */
    securityAck: `We acknowledge security reports within ${f.reportAckHours} hours, weekends and holidays included: the on-call engineer watches for them`,
  }
}

function spanish(f: StatementInputs): Record<string, string> {
  const replyTime = `en menos de ${f.responseHours} horas en días hábiles`
  return {
    replyTime,
    supportPromise: `Soporte por correo, con respuesta ${replyTime}`,
    approvalRule:
      'Nada se publica sin tu aprobación. Después del lanzamiento, la IA actúa por su cuenta solo dentro de los límites que aprobaste (topes de presupuesto, objetivos y qué cambios pueden aplicarse automáticamente); todo lo demás espera tu visto bueno.',
    pricingSummary: `una cuota fija de ${f.price} al mes más un porcentaje de la inversión publicitaria que gestionamos por ti, indicado en tu plan antes de pagar`,
    adBudgetRule: 'Tu presupuesto publicitario lo pagas directamente a las plataformas, nunca a nosotros.',
    freeAccount:
      'Crear una cuenta es gratis: conecta tus cuentas publicitarias y recibe borradores de campaña sin costo. Para publicar campañas necesitas el plan de pago.',
    firstCampaignPromise: `La mayoría de los clientes lanza su primera campaña en un plazo de ${f.firstCampaign}`,
    migrationPromise: `La mayoría de las migraciones toma ${f.migration}`,
    onboardingPromise: `El acceso a tu cuenta es ${f.onboarding}: al registrarte se crea tu espacio de trabajo, sin revisiones que esperar`,
    roasResult: `En promedio, los clientes logran un ROAS ${f.roiBoost} mayor que antes, un promedio que elevan unos pocos aumentos grandes; el cliente típico logra un ROAS ${f.roasTypical} mayor`,
    timeResult: `Los clientes que lo midieron en nuestra encuesta dedican, en promedio, un ${f.timeSaved} menos de tiempo a crear campañas`,
    typicalResult: `Un cliente típico logra en sus primeros 90 días un ROAS ${f.roasTypical} mayor que antes, la mediana de ${f.roasTypicalSample}: la mitad logra más y la otra mitad, menos`,
    resultsVary: `Cita traducida del inglés. Experiencia y resultados de un cliente, según sus propias mediciones. Lo que suelen lograr los clientes: un ROAS ${f.roasTypical} mayor que antes en sus primeros 90 días, la mediana de ${f.roasTypicalSample}. Los resultados varían según el producto, la oferta, el presupuesto y el mercado.`,
    resultsVaryTime: `Cita traducida del inglés. Experiencia de un cliente, según sus propias mediciones. Lo que suelen lograr los clientes: quienes lo midieron en nuestra encuesta dedican un ${f.timeSavedTypical} menos de tiempo a crear campañas, la mediana de ${f.timeSavedSample}: la mitad ahorra más, la otra mitad menos. Los resultados varían según el equipo, sus cuentas y cómo trabajaba antes.`,
    demoIncludes:
      'Creamos un plan de campaña a partir de tu propia instrucción, con datos de tus cuentas publicitarias si decides conectarlas, y te mostramos cómo se lanzaría y se optimizaría dentro de los límites que tú fijes. No se publica nada y te quedas con el plan',
    securityAck: `Confirmamos la recepción de los reportes de seguridad en menos de ${f.reportAckHours} horas, también los fines de semana y feriados: el ingeniero de guardia los vigila`,
  }
}
