/**
 * The privacy policy at a glance (/privacy-summary), in both languages: the
 * Spanish page is the privacy notice of Spanish-speaking visitors, whose full
 * policy is in English (locales/english-only/privacy.ts). When the policy
 * changes, this summary changes with it (locales/GLOSSARY.md, "Privacy").
 */
export default {
  document: {
    title: 'Privacy at a glance',
    summary:
      'The short version of our Privacy Policy of {privacyLastUpdated}: who handles your information, what we collect, why, and what you can ask of us.',
    intro: [
      'This summary covers this website, its contact form and demo booking, and the {brand} web application. The full [Privacy Policy](/privacy) gives the details.',
    ],
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who is responsible',
        blocks: [
          {
            p: '{legalName}, based in the United States, operates {brand} and decides how and why the information below is used. For anything about your personal information, write to [{email}](mailto:{email}).',
          },
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect, and why',
        blocks: [
          {
            list: [
              '**Contact form:** your name, email address, company and message, to answer you.',
              '**Demo booking:** your name, email address, the time you choose and your answers to the booking questions, to hold the demo and send the invitation.',
              '**Your account:** names, work email addresses, roles and billing details, to provide the service and bill for it.',
              '**Connected ad accounts:** the campaign, budget and performance data you allow, to run and report on the campaigns you approve.',
              '**Use of the website:** pages viewed, browser and approximate location, for analytics and to measure our own ads, only if you accept them.',
            ],
          },
          {
            p: 'We do not sell personal information, and your workspace data does not train AI models shared with other customers.',
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and the booking calendar',
        blocks: [
          {
            list: [
              'The website stores your choices, such as your language, so that it works.',
              'Analytics and advertising cookies load only if you accept them in the consent banner, which appears whenever the website uses them; **Cookie settings** at the foot of every page then changes your choice.',
              'The calendar on the demo booking page comes from our scheduling provider, Calendly. It loads as soon as it appears on your screen, before you choose a time, and from then on it may set its own cookies. If you would rather it did not, email us to book instead.',
            ],
          },
        ],
      },
      {
        id: 'who-we-share-with',
        heading: 'Who we share it with',
        blocks: [
          {
            p: 'Only with the providers that run the service for us (email delivery, scheduling, analytics, advertising measurement, cloud hosting, payments and AI models), under written agreements, and with the ad platforms you connect, when you approve a campaign. We and our providers may process information in the United States and other countries, with recognized safeguards.',
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        blocks: [
          {
            p: 'You can ask to access, correct or delete your personal information, to object to or limit its use, to receive a copy, and to withdraw a consent you gave. Email [{email}](mailto:{email}); we reply within one month of a verified request.',
          },
        ],
      },
      {
        id: 'how-long',
        heading: 'How long we keep it',
        blocks: [
          {
            p: 'Messages and demo bookings, while we need them to answer you and for any relationship that follows; account data, while the account is open, and deleted within {deletionDays} days of closing it; billing records, as long as tax law requires.',
          },
        ],
      },
    ],
  },
}
