/**
 * British spellings in English copy. cspell's en-US dictionary is SCOWL's
 * "large" list, which also holds many British variants (harbour, programme,
 * centre, enquiry, cancelled), so a plain en-US check lets them through. A
 * word is British here when it matches a British spelling pattern and its
 * American form is a word of the en-US dictionary: "harbour" → "harbor".
 * Words that are standard American despite the pattern (four, hour, glamour,
 * timbre, dialogue) are listed as exceptions.
 */

/** The American form of a word, when the word has a British spelling pattern. */
type Rule = (word: string) => string | null

const LL_STEMS = new Set(
  'cancel travel model label level fuel signal channel tunnel marvel jewel counsel dial duel equal rival total panel shovel funnel grovel libel quarrel refuel revel swivel towel barrel bevel enamel pencil pummel ravel unravel stencil tinsel yodel'.split(
    ' ',
  ),
)

/** Words whose British-looking ending is American too. */
const AMERICAN = new Set(
  'our your four hour pour tour sour flour devour detour contour glamour velour amour paramour troubadour dour scour timbre genre acre ogre massacre mediocre lucre cadre macabre euchre nacre padre hombre dialogue prologue epilogue monologue travelogue fence hence whence thence pence'.split(
    ' ',
  ),
)

/** Whole words with their American spelling (no pattern covers them). */
const PAIRS: Record<string, string> = {
  enquiry: 'inquiry',
  enquiries: 'inquiries',
  enquire: 'inquire',
  enquired: 'inquired',
  enquiring: 'inquiring',
  judgement: 'judgment',
  judgements: 'judgments',
  ageing: 'aging',
  grey: 'gray',
  catalogue: 'catalog',
  catalogues: 'catalogs',
  catalogued: 'cataloged',
  analogue: 'analog',
  cheque: 'check',
  cheques: 'checks',
  tyre: 'tire',
  tyres: 'tires',
  aluminium: 'aluminum',
  plough: 'plow',
  mould: 'mold',
  sceptic: 'skeptic',
  sceptical: 'skeptical',
  moustache: 'mustache',
  aeroplane: 'airplane',
  storey: 'story',
  storeys: 'stories',
  whilst: 'while',
  learnt: 'learned',
  spelt: 'spelled',
  fulfil: 'fulfill',
  fulfilment: 'fulfillment',
  enrol: 'enroll',
  enrolment: 'enrollment',
  instalment: 'installment',
  instalments: 'installments',
  skilful: 'skillful',
  wilful: 'willful',
  practise: 'practice',
  practised: 'practiced',
  practising: 'practicing',
  licence: 'license',
  licences: 'licenses',
  manoeuvre: 'maneuver',
  paediatric: 'pediatric',
  programme: 'program',
  programmes: 'programs',
  kilogramme: 'kilogram',
  // US usage drops the adverbial -s and prefers these nouns (issue 26).
  afterwards: 'afterward',
  backwards: 'backward',
  towards: 'toward',
  amongst: 'among',
  expiry: 'expiration',
  autumn: 'fall',
}

const RULES: Rule[] = [
  // colour, honourable, favourite, behaviours, harbour (not hours, yours, tours)
  (w) => {
    const m = /^([a-z]*)our(s|ed|ing|able|ably|ful|fully|less|ite|ites|er|ers)?$/.exec(w)
    return m && !AMERICAN.has(`${m[1]}our`) ? `${m[1]}or${m[2] ?? ''}` : null
  },
  // centre, metres, fibre, theatre, calibre, sombre, meagre, spectre, lustre (not acres, genres)
  (w) => {
    const m = /^([a-z]*[tbgvlc])re(s|d)?$/.exec(w)
    return m && !AMERICAN.has(`${m[1]}re`) ? `${m[1]}er${m[2] ?? ''}` : null
  },
  // defence, offence, pretence (licence is a pair: "license" is also a British verb)
  (w) => (/(fence|fences|pretence|pretences)$/.test(w) ? w.replace(/ence(s?)$/, 'ense$1') : null),
  // cancelled, travelling, modeller, labelled
  (w) => {
    const m = /^([a-z]+l)l(ed|ing|er|ers|or|ors)$/.exec(w)
    return m && LL_STEMS.has(m[1]!) ? `${m[1]}${m[2]}` : null
  },
]

/**
 * The American form of `word` if it is a British spelling, else null.
 * `isAmerican` says whether a word is in the en-US dictionary.
 */
export function americanFormOf(word: string, isAmerican: (w: string) => boolean): string | null {
  const w = word.toLowerCase().replace(/['’]s$/, '')
  if (w.length < 4 || AMERICAN.has(w)) return null
  const paired = PAIRS[w]
  if (paired !== undefined) return paired === w ? null : paired
  for (const rule of RULES) {
    const us = rule(w)
    if (us && us !== w && isAmerican(us)) return us
  }
  // organise, optimisation, analyse: only when the -ise form is not an American
  // word itself (advertise, exercise, surprise are).
  if (/(is|ys)(e|es|ed|ing|er|ers|ation|ations)$/.test(w) && !isAmerican(w)) {
    const us = w.replace(/(i|y)s(?=(e|es|ed|ing|er|ers|ation|ations)$)/, '$1z')
    if (isAmerican(us)) return us
  }
  return null
}

/** Every British spelling in a text, with its American form and offset. */
export function britishSpellings(
  text: string,
  isAmerican: (w: string) => boolean,
): { word: string; american: string; offset: number }[] {
  const found: { word: string; american: string; offset: number }[] = []
  for (const m of text.matchAll(/[A-Za-z]+(?:['’][A-Za-z]+)?/g)) {
    const american = americanFormOf(m[0], isAmerican)
    if (american) found.push({ word: m[0], american, offset: m.index })
  }
  return found
}
