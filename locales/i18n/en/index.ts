import type { BaseTranslation } from '../i18n-types.js'
import about from './about.js'
import bookDemo from './bookDemo.js'
import common from './common.js'
import contact from './contact.js'
import features from './features.js'
import home from './home.js'
import meetingBooked from './meetingBooked.js'
import privacySummary from './privacySummary.js'
import screens from './screens.js'
import start from './start.js'

const en = {
  common,
  home,
  features,
  about,
  contact,
  bookDemo,
  meetingBooked,
  start,
  screens,
  privacySummary,
} satisfies BaseTranslation

export default en
