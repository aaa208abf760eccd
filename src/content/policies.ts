import { BUSINESS } from './business';

/**
 * Privacy policy and terms of service (spec §2 "Privacy policy and Terms of service", §9). The body text is English
 * only; section headings, the page titles, the "last updated" line, the contact block labels and the notices are
 * translated in the `policies` namespace (src/locales/<lang>/policies.json), where every section id below has a
 * heading under `privacy.sections.<id>` or `terms.sections.<id>`.
 *
 * The operator must review this text (retention periods, processors, fees) with their own adviser before launch.
 */

export interface PolicySection {
  /** Stable id: the i18n heading key and the in-page anchor. */
  id: string;
  paragraphs: readonly string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: readonly string[];
}

export interface PolicyDocument {
  /** Display text of the last revision (spec: September 24, 2025). */
  lastUpdated: string;
  sections: readonly PolicySection[];
}

const { address } = BUSINESS;

/** The contact block of both pages (spec: e-mail, phone, address in Negombo; the terms add WhatsApp 24/7). */
export const POLICY_CONTACT = {
  name: BUSINESS.name,
  email: BUSINESS.email,
  emailHref: `mailto:${BUSINESS.email}`,
  phone: BUSINESS.phone,
  phoneHref: BUSINESS.phoneHref,
  whatsappHref: `https://wa.me/${BUSINESS.whatsappNumber}`,
  addressLines: [address.street, `${address.locality} ${address.postalCode}`, address.region, address.countryName],
} as const;

export const PRIVACY_POLICY: PolicyDocument = {
  lastUpdated: 'September 24, 2025',
  sections: [
    {
      id: 'introduction',
      paragraphs: [
        `This privacy policy explains how ${BUSINESS.name} ("we", "us"), a private chauffeur-guide tour operator based in ${address.locality}, ${address.countryName}, handles the personal information you give us when you use this website or contact us.`,
        'We collect only what we need to answer your enquiry and run your tour, we do not sell your information, and we do not use it for advertising.',
      ],
    },
    {
      id: 'informationWeCollect',
      paragraphs: ['We collect the information you choose to send us:'],
      list: [
        'Tour enquiries: your first and last name, e-mail address, phone number, country, preferred travel date, number of adults and children, the tour you are asking about and your message.',
        'Custom tour requests: your full name, e-mail address, phone number, country, travel dates, group size, budget range, the places you would like to visit, your hotel preferences and any additional requirements.',
        'Reviews: your name, e-mail address, country, star ratings, comment and, for tour reviews, your suggestions and whether you would recommend us.',
        'Messages you send us by e-mail, phone or WhatsApp, together with the contact details they come from.',
      ],
    },
    {
      id: 'cookiesAndAnalytics',
      paragraphs: [
        'We do not use cookies for tracking or advertising, and we do not load advertising or social-media trackers.',
        'We count visits with our own first-party, anonymous analytics: which pages are viewed, how far they are scrolled, how long they stay open and how quickly they load. These measurements carry no name, e-mail address or identifier that follows you across sessions or other websites.',
        'Your browser stores a few things on your own device: your language choice, copies of pages so the site works offline, and any form you send while offline, which is kept only until your connection returns and it can be delivered to us.',
      ],
    },
    {
      id: 'howWeUseInformation',
      paragraphs: ['We use your information to:'],
      list: [
        'reply to your enquiry and prepare a quote for your tour;',
        'plan and run your tour, including airport pickups, hotel bookings and entrance arrangements made on your behalf;',
        'check that a review comes from someone who has enquired with us, by matching the e-mail address of the review with our enquiries;',
        'publish approved reviews, showing only your name, country, ratings and comment (never your e-mail address);',
        'keep the records we are required to keep by law, and improve our website using anonymous statistics.',
      ],
    },
    {
      id: 'dataRetention',
      paragraphs: [
        'We keep enquiries and custom tour requests that did not lead to a booking for up to two years, so that we can answer follow-up questions, and then delete them.',
        'Records of tours you booked and paid for are kept for as long as Sri Lankan accounting and tax rules require. Published reviews stay online until you ask us to remove them; reviews we do not publish are deleted within a year. Anonymous statistics are kept in aggregate form only.',
      ],
    },
    {
      id: 'whoProcessesYourData',
      paragraphs: [
        'Your enquiries, requests and reviews are stored by our database host, which processes them on our behalf, under contract, and for no other purpose. The host may store data in data centres outside Sri Lanka; we choose providers that protect it with encryption and access controls.',
        'When we run your tour we share only what is needed with the hotels and services you have asked us to book (for example, the name on a room reservation). If you message us on WhatsApp, that conversation is also handled by WhatsApp under its own privacy policy.',
        'We never sell or rent your personal information.',
      ],
    },
    {
      id: 'security',
      paragraphs: [
        'Our website is served over an encrypted connection, and only our staff can read enquiries, requests and unpublished reviews after signing in. No method of transmission or storage is completely secure, but we take reasonable care to protect your information.',
      ],
    },
    {
      id: 'yourRights',
      paragraphs: [
        `You may ask to see the personal information we hold about you, to have it corrected, or to have it deleted (including a review you wrote). E-mail us at ${BUSINESS.email} from the address you used with us and we will reply within 30 days.`,
        'You can also object to a particular use of your information or ask us to limit it. If you are not satisfied with our answer, you may contact the data protection authority where you live.',
      ],
    },
    {
      id: 'children',
      paragraphs: [
        'This website is meant for adults planning a trip. We do not knowingly collect personal information from children under 16. For families we only ask how many children are travelling (and, for child seats, their ages). If you believe a child has sent us personal information, contact us and we will delete it.',
      ],
    },
    {
      id: 'changes',
      paragraphs: [
        'We may update this policy when our services or the law change. The date at the top of this page shows the latest revision; significant changes will also be announced on this website.',
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: PolicyDocument = {
  lastUpdated: 'September 24, 2025',
  sections: [
    {
      id: 'introduction',
      paragraphs: [
        `These terms apply to every tour, transfer and vehicle hire booked with ${BUSINESS.name} ("we", "us"), based in ${address.locality}, ${address.countryName}, and to the use of this website. By confirming a booking you accept them.`,
      ],
    },
    {
      id: 'bookingsAndQuotes',
      paragraphs: [
        'We do not publish prices on this website. Every tour is quoted per request, in USD, based on your dates, group size, route, vehicle and hotels.',
        'A quote is valid for the period stated in it. Your booking is confirmed once we have confirmed it to you in writing and received the payment set out in the quote.',
      ],
    },
    {
      id: 'payments',
      paragraphs: [
        'We accept major credit cards, bank transfer and online payment platforms. Payments are made in USD; any bank, card or currency-conversion charges made by your own bank or payment provider are yours to pay.',
        'Full payment is required for tours departing within 30 days. For tours departing later, the payment schedule is set out in your quote.',
      ],
    },
    {
      id: 'cancellations',
      paragraphs: [
        'If you cancel a confirmed booking, please tell us in writing. Refunds depend on when we receive your cancellation:',
      ],
      list: [
        '30 days or more before departure: full refund, minus a processing fee.',
        '15 to 29 days before departure: 50% refund.',
        'Less than 15 days before departure: no refund.',
      ],
    },
    {
      id: 'changesByYou',
      paragraphs: [
        'You may ask to change your dates, route or hotels at any time. We will do our best to accommodate the change; if it affects the cost, we will send you an updated quote before making it.',
      ],
    },
    {
      id: 'changesByUs',
      paragraphs: [
        'Occasionally we may need to change your itinerary, vehicle or hotel because of weather, road conditions, closures or events outside our control. We will offer an alternative of a similar standard and tell you as early as possible.',
        'If we have to cancel your tour ourselves for reasons within our control, you will receive a full refund of what you have paid us.',
      ],
    },
    {
      id: 'travelDocuments',
      paragraphs: [
        'You are responsible for holding a valid passport and the visa or Electronic Travel Authorization (ETA) required for your nationality, and for any health requirements for entering Sri Lanka. We cannot refund a tour that is missed because of missing or invalid travel documents.',
      ],
    },
    {
      id: 'healthAndSafety',
      paragraphs: [
        'Please tell us before the tour about any medical condition, mobility need or dietary requirement we should plan for. We strongly recommend travel insurance that covers medical costs, cancellation and personal belongings.',
        'Seat belts must be worn in our vehicles. Your chauffeur-guide may decline a request, change a route or stop driving if they consider it unsafe, including for reasons of weather, road conditions or rest.',
      ],
    },
    {
      id: 'liability',
      paragraphs: [
        'We are responsible for the services we provide ourselves: your vehicle, your chauffeur-guide and the arrangements we make. Hotels, restaurants, trains, parks and other attractions are run by independent providers under their own terms, and we are not liable for their acts or omissions.',
        'We are not liable for delays, changes or losses caused by events outside our reasonable control, such as severe weather, natural disasters, strikes, road closures or official restrictions. Where we are liable, our liability is limited to the amount you paid us for the tour concerned, except where the law does not allow such a limit.',
      ],
    },
    {
      id: 'reviews',
      paragraphs: [
        'Reviews you submit on this website are checked before publication. We may decline to publish a review that is offensive, contains personal information about others or is unrelated to our services.',
      ],
    },
    {
      id: 'changesToTerms',
      paragraphs: [
        'We may update these terms from time to time. The version in force when your booking is confirmed applies to that booking.',
      ],
    },
  ],
};
