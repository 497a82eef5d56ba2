export default {
  hero: {
    eyebrow: 'You’re all set',
    title: 'Thank you! Your demo is booked.',
    subtitle: 'We’re looking forward to meeting you. Here’s how to get the most out of our time together.',
  },
  nextSteps: {
    title: 'What happens next',
    items: {
      inbox: {
        title: 'Check your inbox',
        body: 'Your calendar invitation and meeting link are on their way. Can’t find them? Look in your spam folder or [contact us](/contact).',
      },
      prepare: {
        title: 'Prepare your goals and questions',
        body: 'Jot down your main goals, your monthly ad budget and anything you want answered, so we can tailor the session to you.',
      },
      connect: {
        title: 'Have your ad-account access ready',
        body: 'Keep access to your Meta, Google or TikTok ad accounts at hand. If you connect them before the call, we can work with your real data.',
      },
    },
  },
  links: {
    title: 'Anything else we can help with?',
    items: {
      home: 'Back to home',
      contact: 'Contact us',
    },
  },
}
