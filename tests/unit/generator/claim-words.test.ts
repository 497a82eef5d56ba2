/**
 * The claim-word rule (issue 40): a word a lawyer reads as a promise appears
 * only inside a phrase whose basis is written down (wordedClaims in
 * site.claims.ts). The check's message is read by tests/unit/generator/checks.test.ts
 * through tests/fixtures/claim-word.fixture.ts; here, the matching itself.
 */
import { describe, expect, it } from 'vitest'
import { CLAIM_WORD_FIXES, CLAIM_WORDS, wordedClaims } from '../../../site.claims.ts'
import { unbackedClaims } from '../../../generator/checks/claim-words.ts'
import type { WordedClaim } from '../../../site/schema/claims.ts'
import { claimWords } from '../../../generator/checks/claim-words.ts'
import type { CheckContext } from '../../../generator/checks/types.ts'
import { siteOf } from '../../../generator/site.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { textAt } from '../../../site/text.ts'

const claims: WordedClaim[] = [
  { phrases: { en: ['Account access is instant'], es: ['acceso inmediato'] }, basis: { en: 'x', es: 'x' } },
]
const words = (text: string, lang: 'en' | 'es' = 'en') =>
  unbackedClaims(text, CLAIM_WORDS[lang], claims, lang).map((c) => c.word)

describe('claim words and their basis', () => {
  it('lets a claim word through only inside a phrase of a basis entry, whatever its case', () => {
    expect(words('Account access is instant: sign up and go.')).toEqual([])
    expect(words('ACCOUNT ACCESS IS INSTANT')).toEqual([])
    expect(words('Reports are instant.')).toEqual(['instant'])
    expect(words('Account access is instant, and so are instant reports.')).toEqual(['instant'])
    expect(words('Acceso inmediato. Respuesta inmediata.', 'es')).toEqual(['inmediata'])
  })

  it('matches whole words and phrases only, in both languages', () => {
    expect(words('Instantaneous')).toEqual([])
    expect(words('Email support 24/7')).toEqual(['24/7'])
    expect(words('Official API partner of Meta')).toEqual(['API partner', 'partner of'])
    expect(words('We guarantee results')).toEqual(['guarantee'])
    expect(words('Soporte 24/7, socio oficial de Meta', 'es')).toEqual(['socio oficial', '24/7'])
  })

  it('catches the plural of a listed word or phrase, and reports a word listed in two forms once', () => {
    expect(words('Our account managers call weekly.')).toEqual(['account managers'])
    expect(words('Works on every ad platform.')).toEqual(['every ad platform'])
    // Any case and any spacing between the words of a phrase (the substring test that passes most
    // strings over looks for its longest word in lower case).
    expect(words('Works on EVERY\n AD  PLATFORMS.')).toEqual(['EVERY\n AD  PLATFORMS'])
    expect(words('We never sell your data.')).toEqual(['never sell'])
    expect(words('Nothing is guaranteed; no guarantees.')).toEqual(['guarantees', 'guaranteed'])
    expect(words('Tus gerentes de cuenta, resultados garantizados.', 'es')).toEqual([
      'garantizados',
      'gerentes de cuenta',
    ])
    expect(words('Sin letra chica, en cualquier plataforma; nunca vendemos datos.', 'es')).toEqual([
      'nunca vendemos',
      'Sin letra chica',
      'cualquier plataforma',
    ])
    expect(words('Una campaña garantizada.', 'es')).toEqual(['garantizada'])
    // Whole words still: a longer word that starts with one is not it.
    expect(words('Instantaneously', 'en')).toEqual([])
  })

  it('quotes the words around it, so the message shows where it is', () => {
    const [claim] = unbackedClaims('Plans are built with a proven method for lean teams.', CLAIM_WORDS.en, [], 'en')
    expect(claim).toEqual({
      word: 'proven',
      listed: 'proven',
      context: 'Plans are built with a proven method for lean teams.',
    })
  })

  it('every basis entry has phrases that contain a claim word and a basis in both languages', () => {
    for (const claim of wordedClaims) {
      const phrases = [...claim.phrases.en, ...claim.phrases.es]
      expect(phrases.length).toBeGreaterThan(0)
      for (const phrase of claim.phrases.en)
        expect(unbackedClaims(phrase, CLAIM_WORDS.en, [], 'en').length, phrase).toBeGreaterThan(0)
      for (const phrase of claim.phrases.es)
        expect(unbackedClaims(phrase, CLAIM_WORDS.es, [], 'es').length, phrase).toBeGreaterThan(0)
      expect(claim.basis.en.length).toBeGreaterThan(20)
      expect(claim.basis.es.length).toBeGreaterThan(20)
    }
  })

  it('holds one wording per claim across marketing and legal texts (issue 53)', () => {
    const real = (text: string, lang: 'en' | 'es' = 'en') =>
      unbackedClaims(text, CLAIM_WORDS[lang], wordedClaims, lang).map((c) => c.word)
    // Selling and sharing: only the sentence whose basis names the consented "sharing".
    expect(real('We do not sell personal information for money. With consent, tags share some of it.')).toEqual([])
    expect(real('We do not sell personal information.')).toEqual(['do not sell'])
    expect(real('No vendemos datos personales.', 'es')).toEqual(['No vendemos'])
    expect(real('No vendemos datos personales a cambio de dinero.', 'es')).toEqual([])
    // Commitment and refunds, prices, platforms, the demo, the age, the expert, ARCO, clichés.
    expect(real('No strings attached')).toEqual(['No strings attached'])
    expect(real('Sin letra pequeña', 'es')).toEqual(['Sin letra pequeña'])
    expect(real('All of it for far less than a hire')).toEqual(['far less'])
    expect(real('more than a small team’s entire ad budget')).toEqual(['entire ad budget'])
    expect(real('One prompt. Every platform.')).toEqual(['Every platform'])
    expect(real('Lánzala en todas las plataformas', 'es')).toEqual(['todas las plataformas'])
    expect(real('See your campaigns planned, launched and optimized by AI.')).toEqual(['launched and optimized'])
    expect(real('You must be at least 16 years old')).toEqual(['16 years old'])
    expect(real('Your account manager will call')).toEqual(['account manager'])
    expect(real('Ejerce tus derechos ARCO', 'es')).toEqual(['ARCO'])
    expect(real('AI that never stops optimizing, even while you sleep')).toEqual(['never stops', 'while you sleep'])
  })

  it('refuses the clichés that promise more than the guardrails allow, in both languages', () => {
    const real = (text: string, lang: 'en' | 'es' = 'en') =>
      unbackedClaims(text, CLAIM_WORDS[lang], wordedClaims, lang).map((c) => c.word)
    expect(real('It optimizes around the clock with round-the-clock execution.')).toEqual([
      'around the clock',
      'round-the-clock',
    ])
    expect(real('Always-on optimization')).toEqual(['Always-on'])
    expect(real('Always on: nights and weekends too')).toEqual(['Always on'])
    expect(real('An always-available assistant, always available')).toEqual(['always-available', 'always available'])
    expect(real('Advertising that runs itself')).toEqual(['runs itself'])
    expect(real('Un asistente disponible a toda hora', 'es')).toEqual(['a toda hora'])
    expect(real('Publicidad que funciona sola; un sistema que funciona solo', 'es')).toEqual([
      'funciona sola',
      'funciona solo',
    ])
    // Whole words: "always one" is not "always on", and the words the rewrite uses pass.
    expect(real('We always onboard new stores the same way.')).toEqual([])
    expect(real('Checks results on a schedule every day of the week, weekends included.')).toEqual([])
  })

  it('refuses cadence words: the AI acts at scheduled checks, not continuously or in real time', () => {
    const real = (text: string, lang: 'en' | 'es' = 'en') =>
      unbackedClaims(text, CLAIM_WORDS[lang], wordedClaims, lang).map((c) => c.listed)
    expect(real('Bids, budgets and audiences are tuned continuously within your guardrails')).toEqual([
      'tuned continuously',
    ])
    expect(real('Optimize and report in real time, with real-time analytics')).toEqual(['real time', 'real-time'])
    expect(real('Continuous AI optimization, hour by hour')).toEqual(['continuous', 'hour by hour'])
    expect(real('Budget moves as soon as the data shows a winner')).toEqual(['as soon as the data'])
    expect(real('It optimizes your ads continuously and pauses the rest continuously')).toEqual([
      'ads continuously',
      'the rest continuously',
    ])
    expect(real('Se ajustan de forma continua; paneles en tiempo real', 'es')).toEqual([
      'de forma continua',
      'tiempo real',
    ])
    expect(real('Optimización continua con IA, hora a hora, en ajuste continuo', 'es')).toEqual([
      'optimización continua',
      'ajuste continuo',
      'hora a hora',
    ])
    // The wording that replaced them passes, and so does monitoring that does run continuously (the security page).
    expect(real('Adjusted at each scheduled check, every day of the week, within your guardrails')).toEqual([])
    expect(real('Optimize and report as results come in')).toEqual([])
    expect(real('Availability is monitored by automated checks that run continuously')).toEqual([])
    expect(real('Se ajustan en cada revisión programada, todos los días, dentro de tus límites', 'es')).toEqual([])
    expect(CLAIM_WORD_FIXES.en['tuned continuously']).toMatch(/each scheduled check, every day of the week/)
    expect(CLAIM_WORD_FIXES.es['de forma continua']).toMatch(/cada revisión programada, todos los días/)
  })

  it('refuses the Spanish wordings the glossary replaced, with the wording to use (issue 53)', () => {
    const real = (text: string) => unbackedClaims(text, CLAIM_WORDS.es, wordedClaims, 'es').map((c) => c.listed)
    expect(real('Colección de chaquetas de otoño; una chaqueta')).toEqual(['chaqueta', 'chaqueta'])
    expect(real('Suelta imágenes o videos')).toEqual(['suelta'])
    expect(real('Implementación dedicada y revisiones mensuales')).toEqual(['implementación dedicada'])
    expect(real('Por qué nos recomiendan los equipos pequeños')).toEqual(['nos recomiendan'])
    expect(real('Similar al 1% de compradores')).toEqual(['similar al 1%'])
    expect(real('Siempre disponible para tus clientes')).toEqual(['siempre disponible'])
    // The wordings that replaced them, and words that merely contain one, pass.
    expect(
      real(
        'Abrigos de otoño. Arrastra aquí imágenes o videos. Puesta en marcha con nuestro equipo. Lo que nos cuentan. Similares a compradores (1%). Resueltas por la IA.',
      ),
    ).toEqual([])
    expect(CLAIM_WORD_FIXES.es.chaqueta).toMatch(/abrigo/)
    expect(CLAIM_WORD_FIXES.es.suelta).toMatch(/Arrastra aquí/)
    expect(CLAIM_WORD_FIXES.es['implementación dedicada']).toMatch(/Puesta en marcha con nuestro equipo/)
    expect(CLAIM_WORD_FIXES.es['nos recomiendan']).toMatch(/Lo que nos cuentan/)
    expect(CLAIM_WORD_FIXES.es['similar al 1%']).toMatch(/Similares a compradores \(1%\)/)
  })

  it('has a fix for every cliché and replaced wording, each for a word the list names', () => {
    for (const lang of ['en', 'es'] as const) {
      for (const word of Object.keys(CLAIM_WORD_FIXES[lang])) expect(CLAIM_WORDS[lang], word).toContain(word)
      for (const fix of Object.values(CLAIM_WORD_FIXES[lang])) expect(fix.length).toBeGreaterThan(20)
    }
    for (const word of ['around the clock', 'round-the-clock', 'always-on', 'always-available', 'runs itself'])
      expect(CLAIM_WORD_FIXES.en[word], word).toBeDefined()
    for (const word of ['a toda hora', 'funciona sola', 'siempre disponible'])
      expect(CLAIM_WORD_FIXES.es[word], word).toBeDefined()
  })
})

describe('claim words in content files', () => {
  it('names the entry file and line of a claim in its description, once (not again as the manifest’s)', () => {
    const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
    const route = site.manifest.routes.find((r) => r.origin?.kind === 'entry')!
    const entry = site.content.entryAt(route.path)!
    const text = `Guaranteed results. ${route.seo.en!.description}`
    // The entry's description is its search description: both read the same file.
    route.seo.en!.description = text
    ;(textAt(site, 'en', entry.root) as { description: string }).description = text
    const ctx = { site, files: { manifest: 'site.manifest.ts' } } as unknown as CheckContext
    const problems = claimWords.run(ctx).filter((p) => p.message.includes('"Guaranteed"'))
    expect(problems.map((p) => [p.file, p.line, p.key])).toEqual([
      [entry.files.en, site.content.locate('en', `${entry.root}.description`)!.line, `${entry.root}.description`],
    ])
    expect(problems[0]!.line).toBeGreaterThan(0)
  })
})
