import type { CityData } from './city-data.ts';

export const PARIS: CityData = {
  slug: 'paris',
  name: 'Paris',
  language: 'fr',
  countryCode: 'FR',
  currency: 'EUR',
  timeZone: 'Europe/Paris',
  priceFactor: 1.2,
  priceStep: 100,
  phonePatterns: ['+33 1 ## ## ## ##', '+33 6 ## ## ## ##'],
  neighbourhoods: [
    {
      slug: 'marais',
      name: 'Le Marais',
      latitude: 48.859,
      longitude: 2.362,
      postalCode: '75004',
      streets: ['rue des Francs-Bourgeois', 'rue Vieille-du-Temple', 'rue des Rosiers'],
    },
    {
      slug: 'saint-germain',
      name: 'Saint-Germain-des-Prés',
      latitude: 48.854,
      longitude: 2.333,
      postalCode: '75006',
      streets: ['rue de Buci', 'rue de Seine', 'rue Bonaparte'],
    },
    {
      slug: 'montmartre',
      name: 'Montmartre',
      latitude: 48.885,
      longitude: 2.339,
      postalCode: '75018',
      streets: ['rue des Abbesses', 'rue Lepic'],
    },
    {
      slug: 'bastille',
      name: 'Bastille',
      latitude: 48.854,
      longitude: 2.372,
      postalCode: '75011',
      streets: ['rue de la Roquette', 'rue de Charonne'],
    },
    {
      slug: 'batignolles',
      name: 'Batignolles',
      latitude: 48.885,
      longitude: 2.319,
      postalCode: '75017',
      streets: ['rue des Dames', 'rue Legendre'],
    },
    {
      slug: 'canal-saint-martin',
      name: 'Canal Saint-Martin',
      latitude: 48.871,
      longitude: 2.365,
      postalCode: '75010',
      streets: ['quai de Valmy', 'rue Beaurepaire'],
    },
  ],
  businesses: [
    {
      slug: 'institut-belle-epoque',
      name: 'Institut Belle Époque',
      category: 'beauty',
      description:
        'Soins du visage, extensions de cils et maquillage dans un institut au charme très parisien.',
      locations: ['marais', 'saint-germain', 'batignolles'],
    },
    {
      slug: 'ongles-et-cie',
      name: 'Ongles & Cie',
      category: 'nails',
      description:
        "Semi-permanent, pose d'ongles en gel et beauté des pieds, avec des produits soigneusement choisis.",
      locations: ['montmartre', 'bastille'],
    },
    {
      slug: 'yoga-lumiere',
      name: 'Yoga Lumière',
      category: 'yoga',
      description:
        'Cours de yoga pour tous les niveaux, en petits groupes, dans un studio baigné de lumière.',
      locations: ['saint-germain', 'canal-saint-martin'],
    },
    {
      slug: 'cabinet-dentaire-voltaire',
      name: 'Cabinet dentaire Voltaire',
      category: 'dental',
      description: "Soins, détartrage et blanchiment par une équipe à l'écoute, dans un cabinet moderne.",
      locations: ['bastille', 'batignolles'],
    },
    {
      slug: 'serenite-massage',
      name: 'Sérénité Massage',
      category: 'massage',
      description: 'Massages bien-être sur mesure par des praticiens certifiés, au cœur du Marais.',
      locations: ['marais'],
    },
  ],
};
