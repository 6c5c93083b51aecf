import type { CityData } from './city-data.ts';

export const ROME: CityData = {
  slug: 'rome',
  name: 'Roma',
  language: 'it',
  countryCode: 'IT',
  currency: 'EUR',
  timeZone: 'Europe/Rome',
  priceFactor: 0.85,
  priceStep: 100,
  phonePatterns: ['+39 06 #### ####', '+39 3## ### ####'],
  neighbourhoods: [
    {
      slug: 'centro-storico',
      name: 'Centro Storico',
      latitude: 41.8986,
      longitude: 12.4733,
      postalCode: '00186',
      streets: ['Via del Governo Vecchio', 'Via dei Coronari', 'Via della Scrofa'],
    },
    {
      slug: 'trastevere',
      name: 'Trastevere',
      latitude: 41.888,
      longitude: 12.469,
      postalCode: '00153',
      streets: ['Via della Lungaretta', 'Viale di Trastevere', 'Via della Scala'],
    },
    {
      slug: 'prati',
      name: 'Prati',
      latitude: 41.907,
      longitude: 12.462,
      postalCode: '00192',
      streets: ['Via Cola di Rienzo', 'Via Ottaviano', 'Via Crescenzio'],
    },
    {
      slug: 'monti',
      name: 'Monti',
      latitude: 41.895,
      longitude: 12.493,
      postalCode: '00184',
      streets: ['Via del Boschetto', 'Via Urbana', 'Via dei Serpenti'],
    },
    {
      slug: 'testaccio',
      name: 'Testaccio',
      latitude: 41.877,
      longitude: 12.476,
      postalCode: '00153',
      streets: ['Via Marmorata', 'Via Galvani'],
    },
    {
      slug: 'parioli',
      name: 'Parioli',
      latitude: 41.925,
      longitude: 12.497,
      postalCode: '00197',
      streets: ['Viale Parioli', 'Via Archimede'],
    },
  ],
  businesses: [
    {
      slug: 'salone-dolce-vita',
      name: 'Salone Dolce Vita',
      category: 'hair',
      description:
        'Tagli, colore e pieghe con passione tutta romana. ' +
        'Prodotti professionali e consulenza personalizzata.',
      locations: ['prati', 'trastevere', 'monti'],
    },
    {
      slug: 'centro-estetico-venere',
      name: 'Centro Estetico Venere',
      category: 'beauty',
      description:
        'Trattamenti viso, extension ciglia e trucco professionale in un ambiente elegante e riservato.',
      locations: ['parioli', 'prati'],
    },
    {
      slug: 'aquae-spa',
      name: 'Aquae Spa',
      category: 'spa',
      description: 'Rituali spa ispirati alle antiche terme romane, massaggi e trattamenti corpo.',
      locations: ['centro-storico', 'parioli'],
    },
    {
      slug: 'studio-fisioroma',
      name: 'Studio FisioRoma',
      category: 'physio',
      description: 'Riabilitazione, terapia manuale e kinesio taping con fisioterapisti abilitati.',
      locations: ['prati', 'testaccio'],
    },
    {
      slug: 'scuola-di-ballo-ritmo',
      name: 'Scuola di Ballo Ritmo',
      category: 'dance',
      description: "Corsi di salsa, bachata e tango argentino, dal principiante all'avanzato.",
      locations: ['testaccio'],
    },
  ],
};
