import type { CityData } from './city-data.ts';

export const ATHENS: CityData = {
  slug: 'athens',
  name: 'Αθήνα',
  names: {
    bg: 'Атина',
    en: 'Athens',
    de: 'Athen',
    es: 'Atenas',
    it: 'Atene',
    fr: 'Athènes',
    tr: 'Atina',
    ro: 'Atena',
    el: 'Αθήνα',
    mk: 'Атина',
    ru: 'Афины',
  },
  language: 'el',
  countryCode: 'GR',
  currency: 'EUR',
  timeZone: 'Europe/Athens',
  priceFactor: 0.75,
  priceStep: 100,
  phonePatterns: ['+30 210 ### ####', '+30 69# ### ####'],
  neighbourhoods: [
    {
      slug: 'syntagma',
      name: 'Σύνταγμα',
      latitude: 37.9755,
      longitude: 23.7348,
      postalCode: '105 57',
      streets: ['Ερμού', 'Μητροπόλεως', 'Καραγιώργη Σερβίας'],
    },
    {
      slug: 'kolonaki',
      name: 'Κολωνάκι',
      latitude: 37.979,
      longitude: 23.742,
      postalCode: '106 73',
      streets: ['Σκουφά', 'Τσακάλωφ', 'Πατριάρχου Ιωακείμ'],
    },
    {
      slug: 'psyrri',
      name: 'Ψυρρή',
      latitude: 37.978,
      longitude: 23.723,
      postalCode: '105 54',
      streets: ['Μιαούλη', 'Αισχύλου', 'Σαρρή'],
    },
    {
      slug: 'koukaki',
      name: 'Κουκάκι',
      latitude: 37.965,
      longitude: 23.725,
      postalCode: '117 42',
      streets: ['Βεΐκου', 'Δράκου', 'Γεωργίου Ολυμπίου'],
    },
    {
      slug: 'pangrati',
      name: 'Παγκράτι',
      latitude: 37.968,
      longitude: 23.748,
      postalCode: '116 35',
      streets: ['Υμηττού', 'Φορμίωνος', 'Αρχιμήδους'],
    },
    {
      slug: 'exarchia',
      name: 'Εξάρχεια',
      latitude: 37.986,
      longitude: 23.735,
      postalCode: '106 81',
      streets: ['Θεμιστοκλέους', 'Καλλιδρομίου', 'Εμμανουήλ Μπενάκη'],
    },
  ],
  businesses: [
    {
      slug: 'kommotirio-athina',
      name: 'Κομμωτήριο Αθηνά',
      category: 'hair',
      description:
        'Σύγχρονο κομμωτήριο με έμφαση στο χρώμα και στα φυσικά αποτελέσματα. ' +
        'Χρησιμοποιούμε επαγγελματικά προϊόντα περιποίησης.',
      locations: ['kolonaki', 'syntagma', 'pangrati'],
    },
    {
      slug: 'anasa-yoga',
      name: 'Ανάσα Γιόγκα',
      category: 'yoga',
      description: 'Φωτεινό στούντιο γιόγκα λίγα βήματα από την Ακρόπολη. Μαθήματα για όλα τα επίπεδα.',
      locations: ['koukaki', 'exarchia'],
    },
    {
      slug: 'avra-spa',
      name: 'Αύρα Σπα',
      category: 'spa',
      description:
        'Τελετουργίες σπα, μασάζ και περιποιήσεις σώματος για πλήρη χαλάρωση στο κέντρο της Αθήνας.',
      locations: ['kolonaki', 'psyrri'],
    },
    {
      slug: 'iris-nychia',
      name: 'Ίρις Νύχια',
      category: 'nails',
      description:
        'Ημιμόνιμο, τεχνητά νύχια και πεντικιούρ με αποστειρωμένα εργαλεία και προσοχή στη λεπτομέρεια.',
      locations: ['syntagma', 'pangrati'],
    },
    {
      slug: 'kinisi-fysikotherapeia',
      name: 'Κίνηση Φυσικοθεραπεία',
      category: 'physio',
      description:
        'Φυσικοθεραπεία, αποκατάσταση τραυματισμών και αθλητικό μασάζ από έμπειρους φυσικοθεραπευτές.',
      locations: ['exarchia'],
    },
  ],
};
