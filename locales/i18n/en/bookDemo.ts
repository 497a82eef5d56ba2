export default {
  hero: {
    eyebrow: 'Free demo',
    title: 'See your AI media buyer in action',
    subtitle:
      'Book a free {demoLong}-minute demo. {demoIncludes}. Short on time? Ask for a {demoShort}-minute intro instead.',
  },
  booking: {
    title: 'Pick a time that suits you',
    intro:
      'Times are shown in your time zone. You’ll get a confirmation email with the calendar invite as soon as you book. The calendar comes from our scheduling provider, Calendly. It loads only when you ask for it, and from then on it may set its own cookies ([privacy policy](/privacy#information-we-collect)).',
    askBody:
      'Nothing from Calendly loads until you ask for the calendar. Would you rather not use it? Open our scheduling page directly, or email us and we’ll find a time together.',
    show: 'Show the calendar',
    loading: 'Loading the calendar…',
    frameTitle: 'Scheduling calendar',
    fallbackTitle: 'The calendar didn’t load',
    fallbackBody:
      'The embedded calendar couldn’t load here. You can book directly on our scheduling page, or email us and we’ll find a time together.',
    fallbackLink: 'Open the scheduling page',
    dialogTitle: 'Meeting booked!',
    dialogBody: 'A confirmation email with your calendar invite is on its way.',
    dialogOk: 'OK',
    dialogConfirmation: 'View confirmation',
  },
  benefits: {
    eyebrow: 'What you get',
    title: 'A demo built around your brand',
    items: {
      duration: {
        title: '{demoLong} minutes, or a {demoShort}-minute intro',
        body: 'The full demo takes {demoLong} minutes, with no generic slides: we go straight to your goals, your platforms and, if you connect your ad accounts, your numbers. Short on time? Ask for the {demoShort}-minute intro when you book.',
      },
      expert: {
        title: 'An ad expert on the call',
        body: 'You talk with an ad specialist who knows Meta, Google and TikTok inside out, not a scripted sales pitch.',
      },
      'use-cases': {
        title: 'A plan from your own prompt',
        body: 'Bring a product and a goal: we draft a campaign plan for your audiences and budget, and show how {brand} would launch and optimize it. Nothing is published.',
      },
    },
  },
  trust: {
    title: 'What comes with the plan',
    items: {
      support: {
        title: 'Email support',
        body: 'Questions after the demo or after launch? {supportPromise}.',
      },
      setup: {
        title: 'Quick setup',
        body: '{onboardingPromise}. Moving your campaigns over from your current tools is free. {migrationPromise}.',
      },
      commitments: {
        title: 'Monthly, cancel at any time',
        body: 'The monthly plan has no long-term contract and no setup fees. It renews each month until you cancel; cancel at any time and it ends with the billing period. Fees already paid are not refunded, except where the Terms or the law provide a refund: the paid-trial fee, if you ask after at least {trialRefundMinUse} of the trial has passed and before it ends, or prepaid fees for the unused period if we discontinue the service.',
      },
    },
  },
}
