import { legal } from '../../site.facts'
import type { LongformDocument } from './types'

const privacy: LongformDocument = {
  title: 'Privacy Policy',
  lastUpdated: legal.privacyLastUpdated,
  summary:
    'How {legalName} collects, uses, shares and protects personal information when you visit our website, contact us, book a demo or use {brand}.',
  intro: [
    'This Privacy Policy explains how {legalName} (“we,” “us”) handles personal information in connection with {brand}, our AI media buyer, and our messaging-automation agents. It covers this website at {siteUrl}, including its contact form and demo booking, and the {brand} web application, which you sign in to at a separate address (together, the “Service”).',
    '{brand} connects to your ad accounts on Meta, Google and TikTok (and LinkedIn, once available) only through each platform’s official API. You authorize access with OAuth on the platform’s own page, we never see your ad-platform passwords, and you can revoke access at any time in {brand} or in the platform’s settings.',
    'When customers use {brand} to process personal information about their own audiences or contacts, for example in ad reports or WhatsApp conversations, we act as their service provider (“processor”), and the customer’s privacy notice governs that processing. Questions? Write to [{email}](mailto:{email}). A short version of this policy, in English and in Spanish, is at [Privacy at a glance](/privacy-summary).',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        { h3: 'Information you give us' },
        {
          list: [
            '**Contact form:** your name, email address, company and message.',
            '**Demo booking:** through the embedded scheduling widget, your name, email address, chosen time and any answers to the booking questions, such as your role or advertising goals.',
            '**Account information:** names, work email addresses, roles, workspace settings and sign-in details. Passwords are stored only as salted hashes.',
            '**Billing information:** billing contact, address and tax details. Card details are held by our payment processor; we see only limited information such as card type and expiration date.',
            '**Customer content:** prompts, briefs, brand guidelines, audiences, creative assets, approvals and support messages.',
          ],
        },
        { h3: 'Information from connected platforms' },
        {
          p: 'Within the permissions you approve, we access the data needed to create, manage and report on campaigns: account and campaign structure, budgets and spend, ads and creative, audience definitions, and performance metrics such as impressions, clicks, conversions and cost. This is mostly aggregated but can identify the people who manage an account. For WhatsApp messaging agents, we process, on your behalf, the messages, phone numbers and profile names of people who contact your business.',
        },
        { h3: 'Information collected automatically' },
        {
          p: 'We and our providers collect technical and usage information such as IP address, browser and device type, pages viewed, referring pages, features used and approximate location. The web app also logs actions taken in your workspace, including every action on a connected ad account, for security and audit.',
        },
        { h3: 'Cookies, analytics and consent' },
        {
          p: 'The website uses strictly necessary storage to work and to remember your choices, such as your language. Analytics and advertising measurement are loaded only with your consent. Whenever the website uses them, a consent banner asks on your first visit whether you accept analytics and advertising cookies, and a **Cookie settings** link in the website footer lets you change your choice at any time. **Only if you accept** do we load product analytics, which shows us how visitors use the site, and advertising measurement tags, which tell us whether our own ads lead to visits, demo bookings or sign-ups. If you decline, or if no consent banner appears, none of them is loaded, and the site works the same. The scheduling widget on the demo booking page comes from our scheduling provider, Calendly: it loads as soon as it appears on your screen, before you choose a time, and from then on it may set its own cookies to run the calendar. If you would rather it did not, email us to book a demo instead. The web app uses cookies only to keep you securely signed in and remember your preferences.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      blocks: [
        {
          list: [
            '**To provide the Service:** run your account, generate campaign drafts and creative from your prompts, launch and optimize the campaigns you approve, produce reports and run your messaging agents.',
            '**To respond to you:** answer contact-form messages, hold demos and provide support.',
            '**To bill you:** process subscription and trial payments, invoices and refunds.',
            '**To improve the Service:** understand which pages and features are used and fix problems, using aggregated or de-identified data wherever possible.',
            '**To market {brand}:** send product news where you have agreed or the law allows, and, if you accepted advertising cookies, measure our own ads. Every marketing email has an unsubscribe link.',
            '**To keep the Service safe and lawful:** prevent fraud and abuse, enforce our [Terms and Conditions](/terms-and-conditions), and meet legal, tax and accounting obligations.',
          ],
        },
        {
          callout:
            '**Your data does not train shared AI models.** Workspace data is used to serve your workspace. We do not use it to train models shared with other customers, and our AI model providers are contractually prohibited from training on what we send them.',
        },
        {
          table: {
            caption: 'Legal bases for people in the EEA, UK and Switzerland',
            head: ['Purpose', 'Legal basis'],
            rows: [
              ['Providing the Service and billing', 'Performance of a contract'],
              [
                'Answering inquiries and booking demos',
                'Steps you request before a contract, or our legitimate interests',
              ],
              ['Website analytics and advertising measurement', 'Your consent, which you can withdraw at any time'],
              ['Security and service improvement', 'Our legitimate interests in a secure, reliable product'],
              ['Marketing emails', 'Consent or, for customers, legitimate interests, always with an opt-out'],
              ['Legal, tax and accounting duties', 'Legal obligation'],
            ],
          },
        },
      ],
    },
    {
      id: 'how-we-share-information',
      heading: 'How we share information',
      blocks: [
        {
          p: 'We do not sell personal information for money. We share it only as follows.',
        },
        { h3: 'Service providers' },
        {
          p: 'Selected providers process personal information for us, under our instructions and written agreements covering confidentiality, security and data protection:',
        },
        {
          list: [
            '**email delivery**, which forwards contact-form messages to our team;',
            '**scheduling** (Calendly), which powers demo booking and sends confirmations; its calendar may set cookies from the moment it loads on the demo booking page;',
            '**product analytics**, which measures use of the website (after consent) and the Service;',
            '**advertising measurement**, from advertising networks that measure our own campaigns (after consent); some act as independent controllers under their own privacy policies;',
            '**cloud hosting**, where the Service and its data are stored and run;',
            '**payment processing** for subscriptions and trials; and',
            '**AI model providers**, which generate copy, creative suggestions and analysis, under terms that prohibit training on our data.',
          ],
        },
        { h3: 'Ad platforms you connect' },
        {
          p: 'When you connect Meta, Google or TikTok (or, later, LinkedIn) and approve campaigns, {brand} sends the campaigns, creative, budgets, targeting and any audience data you choose to those platforms through their official APIs; messaging agents do the same through the WhatsApp Business Platform. Each platform handles that data under its own terms and privacy policy.',
        },
        { h3: 'Other sharing' },
        {
          p: 'Workspace information is visible to members according to their roles, and we share it with others you invite or direct us to. We disclose information when we believe in good faith that the law requires it or that it is needed to protect the rights, property or safety of our customers, the public or {legalName}. In a merger, acquisition or sale of assets, information may transfer under confidentiality obligations, and we will tell you before a different privacy policy applies.',
        },
      ],
    },
    {
      id: 'data-security',
      heading: 'Data security',
      blocks: [
        {
          p: 'We protect personal information with measures suited to advertising data and ad-account access, including encryption in transit and at rest (with an extra layer for OAuth tokens), role-based access and two-factor authentication, strict staff access controls, audit logging of every action on connected accounts, secure development practices and an incident response plan.',
        },
        {
          p: 'No system is perfectly secure. If an incident affects your personal information, we will notify you and the authorities as the law requires. You can help by using a strong, unique password and enabling two-factor authentication. Details are on our [Security](/security) page.',
        },
      ],
    },
    {
      id: 'data-retention',
      heading: 'Data retention',
      blocks: [
        {
          p: 'We keep personal information only as long as we need it for the purposes above, unless the law requires longer.',
        },
        {
          list: [
            '**Account and customer data** is kept while your account is active and deleted from production systems within {deletionDays} days of a verified deletion request or account closure.',
            '**Backups** are encrypted, used only for disaster recovery and retained for up to {backupRetentionDays} days, after which deleted data ages out.',
            '**OAuth tokens** are revoked and deleted when you disconnect an account or close your workspace.',
            '**Inquiries and demo bookings** are kept while needed to handle them and any relationship that follows, then deleted or anonymized.',
            '**Billing records** are kept as long as tax and accounting law requires.',
          ],
        },
        {
          p: 'Ads already published remain in your ad accounts under your control. We may keep data longer to resolve disputes or meet legal obligations, and may keep de-identified data that identifies no one.',
        },
      ],
    },
    {
      id: 'your-rights-and-choices',
      heading: 'Your rights and choices',
      blocks: [
        {
          p: 'We offer these choices to everyone, and honor them as the law where you live requires:',
        },
        {
          list: [
            '**Access:** get a copy of the personal information we hold about you.',
            '**Correction:** fix inaccurate or incomplete information; many details can be edited in the web app.',
            '**Deletion:** have your information deleted, subject to legal exceptions.',
            '**Portability:** receive information you gave us in a machine-readable format, or have it sent to another provider. Campaign data and reports can be exported from the web app.',
            '**Objection:** object to processing based on our legitimate interests, including direct marketing, or ask us to restrict it.',
            '**Withdrawing consent:** withdraw consent at any time. For analytics and advertising cookies, use the **Cookie settings** link in the website footer, which appears whenever the website uses them; for marketing emails, use the unsubscribe link.',
          ],
        },
        { h3: 'EEA and UK residents' },
        {
          p: 'Under the GDPR and the UK GDPR, {legalName} is the controller of the information in this policy, except data we process for customers. In plain words, we decide how and why it is used and answer to you for it. You may also complain to your local data protection authority, though we would welcome the chance to help first.',
        },
        { h3: 'California residents' },
        {
          p: 'The CCPA, as amended by the CPRA, gives you the right to know what personal information we collect and disclose, to delete and correct it, and to opt out of its “sale” or “sharing.” We do not sell personal information for money. Our advertising measurement tags may count as “sharing” for targeted advertising; they load only if you accept them, and whenever they are in use you can opt out through **Cookie settings** in the website footer. Where required, we treat a Global Privacy Control signal as an opt-out. We will not treat you differently for using your rights.',
        },
        { h3: 'Making a request' },
        {
          p: 'Email [{email}](mailto:{email}). We may need to verify your identity, and you may use an authorized agent. We respond within one month of a verified request; if a request is complex, we will explain within that month why we need longer, as the law allows. Requests about data we process for a customer, such as ad-account or WhatsApp data, are passed to that customer.',
        },
      ],
    },
    {
      id: 'childrens-privacy',
      heading: 'Children’s privacy',
      blocks: [
        {
          p: 'The Service is built for businesses and is not directed to children under {minimumAge}. We do not knowingly collect personal information from anyone under {minimumAge}. If you believe a child has given us personal information, contact [{email}](mailto:{email}) and we will delete it promptly. Customers must not use {brand} to target advertising or messages at children in breach of the law or platform policies.',
        },
      ],
    },
    {
      id: 'international-data-transfers',
      heading: 'International data transfers',
      blocks: [
        {
          p: '{legalName} is based in the United States, and we and our providers may process personal information in the United States and other countries whose laws may differ from yours. When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we use recognized safeguards: the European Commission’s Standard Contractual Clauses with the UK and Swiss addenda, adequacy decisions such as the EU-U.S. Data Privacy Framework for certified providers, and supplementary measures such as encryption where needed. Ask us for details or for a data processing agreement that includes these clauses.',
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to this policy',
      blocks: [
        {
          p: 'We may update this policy as the Service, our providers or the law change; the “Last updated” date shows the current version. We will tell you about material changes in advance by email or a notice in the web app or on this website, and ask for consent where the law requires. If you keep using the Service after a change takes effect, the updated policy applies.',
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      blocks: [
        {
          p: '{legalName} operates {brand} and is responsible for your personal information under this policy. For questions, requests or concerns, email [{email}](mailto:{email}) or use our [contact page](/contact). We aim to reply {replyTime} and to complete privacy requests within one month.',
        },
      ],
    },
  ],
}

export default privacy
