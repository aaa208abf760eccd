/**
 * The traveller's confirmation in English, German and French. Wherever the site already says a thing
 * (field labels, "Reference: …", the 24-hour promise, the staff reply's subject and greeting, the
 * review's thank-you), the words are the site's own, from src/locales/<lang>/forms.json, contact.json,
 * common.json and admin-inquiries.json; traveller-strings.test.ts keeps them equal. Placeholders are
 * written {{name}} as in those files.
 */
import type { Language } from '../submissions.ts';

export interface TravellerStrings {
  /** forms:reference */
  reference: string;
  quoteReference: string;
  /** The promise, as forms:customTour.intro and contact:intro end. */
  promise: string;
  summaryIntro: string;
  inquiry: {
    /** admin-inquiries:reply.inquirySubject, the subject staff replies carry too */
    subject: string;
    title: string;
    /** admin-inquiries:reply.inquiryGreeting */
    greeting: string;
    summaryHeading: string;
    tour: string;
    /** forms:inquiry.fields */
    fields: {
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      country: string;
      preferredDate: string;
      adults: string;
      children: string;
      message: string;
    };
    /** forms:inquiry.whatsapp.flexible, for a preferred date left empty */
    flexible: string;
    footer: string;
  };
  customTour: {
    /** admin-inquiries:reply.requestSubject */
    subject: string;
    title: string;
    /** admin-inquiries:reply.requestGreeting */
    greeting: string;
    summaryHeading: string;
    /** forms:customTour.fields */
    fields: {
      fullName: string;
      email: string;
      phone: string;
      country: string;
      travelStartDate: string;
      travelEndDate: string;
      numberOfPeople: string;
      budgetRange: string;
      tourPlaces: string;
      hotelPreferences: string;
      additionalRequirements: string;
    };
    /** forms:customTour.people and forms:customTour.budget */
    people: Record<string, string>;
    budget: Record<string, string>;
    footer: string;
  };
  review: {
    subject: string;
    hello: string;
    /** forms:review.outcome.delivered */
    thanks: string;
    why: string;
    tour: string;
    footer: string;
  };
  contacts: {
    heading: string;
    /** contact:cards.*.title */
    whatsapp: string;
    phone: string;
    email: string;
    /** contact:cards.whatsapp.body */
    whatsappNote: string;
    /** common:officeHours */
    phoneNote: string;
  };
  signOff: string;
}

const en: TravellerStrings = {
  reference: 'Reference: {{reference}}',
  quoteReference: 'Please quote it when you contact us.',
  promise: 'We reply within 24 hours.',
  summaryIntro: 'Below is a summary of what you sent us.',
  inquiry: {
    subject: 'Your inquiry about {{tour}} (ref. {{reference}})',
    title: 'We have received your inquiry',
    greeting: 'Hello {{name}}, thank you for your inquiry about {{tour}}.',
    summaryHeading: 'Your inquiry',
    tour: 'Tour',
    fields: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      country: 'Country',
      preferredDate: 'Preferred Date',
      adults: 'Adults',
      children: 'Children',
      message: 'Message',
    },
    flexible: 'Flexible',
    footer:
      'You are receiving this e-mail because a tour inquiry was sent with this address on our website. If it was not you, please ignore this message.',
  },
  customTour: {
    subject: 'Your custom tour request (ref. {{reference}})',
    title: 'We have received your custom tour request',
    greeting: 'Hello {{name}}, thank you for your custom tour request.',
    summaryHeading: 'Your request',
    fields: {
      fullName: 'Full Name',
      email: 'Email',
      phone: 'Phone',
      country: 'Country',
      travelStartDate: 'Travel Start Date',
      travelEndDate: 'Travel End Date',
      numberOfPeople: 'Number of People',
      budgetRange: 'Budget Range (USD per person)',
      tourPlaces: 'Places You Would Like to Visit',
      hotelPreferences: 'Hotel Preferences',
      additionalRequirements: 'Additional Requirements',
    },
    people: {
      '1': '1 person',
      '2': '2 people',
      '3-4': '3-4 people',
      '5-8': '5-8 people',
      '9-15': '9-15 people',
      '16+': '16 or more people',
    },
    budget: {
      'under-1000': 'Under $1,000',
      '1000-2500': '$1,000 - $2,500',
      '2500-5000': '$2,500 - $5,000',
      '5000-10000': '$5,000 - $10,000',
      'above-10000': 'Above $10,000',
      flexible: 'Flexible',
    },
    footer:
      'You are receiving this e-mail because a custom tour request was sent with this address on our website. If it was not you, please ignore this message.',
  },
  review: {
    subject: 'Thank you for your review',
    hello: 'Hello {{name}},',
    thanks: 'Thank you for your review! It will be published after admin approval.',
    why: 'We read every review, and yours helps other travellers plan their journey through Sri Lanka.',
    tour: 'Your review of {{tour}}',
    footer:
      'You are receiving this e-mail because a review was sent with this address on our website. If it was not you, please ignore this message.',
  },
  contacts: {
    heading: 'Need to reach us sooner?',
    whatsapp: 'WhatsApp',
    phone: 'Phone',
    email: 'Email',
    whatsappNote: 'Available 24/7',
    phoneNote: 'Mon-Fri 9am-6pm',
  },
  signOff: 'Kind regards,\nThe {{business}} team',
};

const de: TravellerStrings = {
  reference: 'Referenz: {{reference}}',
  quoteReference: 'Bitte geben Sie sie an, wenn Sie uns kontaktieren.',
  promise: 'Wir antworten innerhalb von 24 Stunden.',
  summaryIntro: 'Unten finden Sie eine Zusammenfassung Ihrer Angaben.',
  inquiry: {
    subject: 'Ihre Anfrage zu {{tour}} (Ref. {{reference}})',
    title: 'Ihre Anfrage ist bei uns eingegangen',
    greeting: 'Hallo {{name}}, vielen Dank für Ihre Anfrage zu {{tour}}.',
    summaryHeading: 'Ihre Anfrage',
    tour: 'Tour',
    fields: {
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      phone: 'Telefon',
      country: 'Land',
      preferredDate: 'Wunschtermin',
      adults: 'Erwachsene',
      children: 'Kinder',
      message: 'Nachricht',
    },
    flexible: 'Flexibel',
    footer:
      'Sie erhalten diese E-Mail, weil über unsere Website eine Touranfrage mit dieser Adresse gesendet wurde. Falls Sie das nicht waren, können Sie diese Nachricht ignorieren.',
  },
  customTour: {
    subject: 'Ihre Anfrage für eine individuelle Tour (Ref. {{reference}})',
    title: 'Ihre Anfrage für eine individuelle Tour ist bei uns eingegangen',
    greeting: 'Hallo {{name}}, vielen Dank für Ihre Anfrage für eine individuelle Tour.',
    summaryHeading: 'Ihre Anfrage',
    fields: {
      fullName: 'Vollständiger Name',
      email: 'E-Mail',
      phone: 'Telefon',
      country: 'Land',
      travelStartDate: 'Reisebeginn',
      travelEndDate: 'Reiseende',
      numberOfPeople: 'Anzahl der Personen',
      budgetRange: 'Budgetrahmen (USD pro Person)',
      tourPlaces: 'Orte, die Sie besuchen möchten',
      hotelPreferences: 'Hotelwünsche',
      additionalRequirements: 'Weitere Wünsche',
    },
    people: {
      '1': '1 Person',
      '2': '2 Personen',
      '3-4': '3-4 Personen',
      '5-8': '5-8 Personen',
      '9-15': '9-15 Personen',
      '16+': '16 oder mehr Personen',
    },
    budget: {
      'under-1000': 'Unter 1.000 $',
      '1000-2500': '1.000 $ – 2.500 $',
      '2500-5000': '2.500 $ – 5.000 $',
      '5000-10000': '5.000 $ – 10.000 $',
      'above-10000': 'Über 10.000 $',
      flexible: 'Flexibel',
    },
    footer:
      'Sie erhalten diese E-Mail, weil über unsere Website eine Anfrage für eine individuelle Tour mit dieser Adresse gesendet wurde. Falls Sie das nicht waren, können Sie diese Nachricht ignorieren.',
  },
  review: {
    subject: 'Vielen Dank für Ihre Bewertung',
    hello: 'Hallo {{name}},',
    thanks: 'Vielen Dank für Ihre Bewertung! Sie wird nach Freigabe durch unser Team veröffentlicht.',
    why: 'Wir lesen jede Bewertung, und Ihre hilft anderen Reisenden, ihre Reise durch Sri Lanka zu planen.',
    tour: 'Ihre Bewertung zu {{tour}}',
    footer:
      'Sie erhalten diese E-Mail, weil über unsere Website eine Bewertung mit dieser Adresse gesendet wurde. Falls Sie das nicht waren, können Sie diese Nachricht ignorieren.',
  },
  contacts: {
    heading: 'Sie möchten uns schon vorher erreichen?',
    whatsapp: 'WhatsApp',
    phone: 'Telefon',
    email: 'E-Mail',
    whatsappNote: 'Rund um die Uhr erreichbar',
    phoneNote: 'Mo–Fr 9–18 Uhr',
  },
  signOff: 'Freundliche Grüße\nIhr Team von {{business}}',
};

const fr: TravellerStrings = {
  reference: 'Référence : {{reference}}',
  quoteReference: 'Merci de la rappeler si vous nous contactez.',
  promise: 'Nous répondons sous 24 heures.',
  summaryIntro: 'Vous trouverez ci-dessous le récapitulatif de votre envoi.',
  inquiry: {
    subject: 'Votre demande concernant {{tour}} (réf. {{reference}})',
    title: 'Nous avons bien reçu votre demande',
    greeting: 'Bonjour {{name}}, merci pour votre demande concernant {{tour}}.',
    summaryHeading: 'Votre demande',
    tour: 'Circuit',
    fields: {
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      country: 'Pays',
      preferredDate: 'Date souhaitée',
      adults: 'Adultes',
      children: 'Enfants',
      message: 'Message',
    },
    flexible: 'Flexible',
    footer:
      "Vous recevez cet e-mail parce qu'une demande de renseignements a été envoyée avec cette adresse depuis notre site. Si ce n'était pas vous, vous pouvez ignorer ce message.",
  },
  customTour: {
    subject: 'Votre demande de circuit sur mesure (réf. {{reference}})',
    title: 'Nous avons bien reçu votre demande de circuit sur mesure',
    greeting: 'Bonjour {{name}}, merci pour votre demande de circuit sur mesure.',
    summaryHeading: 'Votre demande',
    fields: {
      fullName: 'Nom complet',
      email: 'E-mail',
      phone: 'Téléphone',
      country: 'Pays',
      travelStartDate: 'Date de début du voyage',
      travelEndDate: 'Date de fin du voyage',
      numberOfPeople: 'Nombre de personnes',
      budgetRange: 'Budget (USD par personne)',
      tourPlaces: 'Lieux que vous aimeriez visiter',
      hotelPreferences: "Préférences d'hôtel",
      additionalRequirements: 'Demandes complémentaires',
    },
    people: {
      '1': '1 personne',
      '2': '2 personnes',
      '3-4': '3-4 personnes',
      '5-8': '5-8 personnes',
      '9-15': '9-15 personnes',
      '16+': '16 personnes ou plus',
    },
    budget: {
      'under-1000': 'Moins de 1 000 $',
      '1000-2500': '1 000 $ – 2 500 $',
      '2500-5000': '2 500 $ – 5 000 $',
      '5000-10000': '5 000 $ – 10 000 $',
      'above-10000': 'Plus de 10 000 $',
      flexible: 'Flexible',
    },
    footer:
      "Vous recevez cet e-mail parce qu'une demande de circuit sur mesure a été envoyée avec cette adresse depuis notre site. Si ce n'était pas vous, vous pouvez ignorer ce message.",
  },
  review: {
    subject: 'Merci pour votre avis',
    hello: 'Bonjour {{name}},',
    thanks: 'Merci pour votre avis ! Il sera publié après validation par notre équipe.',
    why: "Nous lisons chaque avis, et le vôtre aide d'autres voyageurs à préparer leur séjour au Sri Lanka.",
    tour: 'Votre avis sur {{tour}}',
    footer:
      "Vous recevez cet e-mail parce qu'un avis a été envoyé avec cette adresse depuis notre site. Si ce n'était pas vous, vous pouvez ignorer ce message.",
  },
  contacts: {
    heading: "Besoin de nous joindre d'ici là ?",
    whatsapp: 'WhatsApp',
    phone: 'Téléphone',
    email: 'E-mail',
    whatsappNote: 'Disponible 24 h/24, 7 j/7',
    phoneNote: 'du lundi au vendredi, 9 h–18 h',
  },
  signOff: "Bien cordialement,\nL'équipe {{business}}",
};

export const TRAVELLER_STRINGS: Record<Language, TravellerStrings> = { en, de, fr };

/** Puts values into {{placeholders}}; a placeholder without a value becomes ''. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
