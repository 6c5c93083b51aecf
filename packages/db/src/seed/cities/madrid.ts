import type { CityData } from './city-data.ts';

export const MADRID: CityData = {
  slug: 'madrid',
  name: 'Madrid',
  language: 'es',
  countryCode: 'ES',
  currency: 'EUR',
  timeZone: 'Europe/Madrid',
  priceFactor: 0.8,
  priceStep: 100,
  phonePatterns: ['+34 91 ### ## ##', '+34 6## ### ###'],
  neighbourhoods: [
    {
      slug: 'sol',
      name: 'Sol',
      latitude: 40.4168,
      longitude: -3.7038,
      postalCode: '28013',
      streets: ['Calle de Preciados', 'Calle del Arenal', 'Calle Mayor'],
    },
    {
      slug: 'malasana',
      name: 'Malasaña',
      latitude: 40.426,
      longitude: -3.704,
      postalCode: '28004',
      streets: ['Calle de Fuencarral', 'Calle del Espíritu Santo', 'Calle de la Palma'],
    },
    {
      slug: 'chamberi',
      name: 'Chamberí',
      latitude: 40.434,
      longitude: -3.703,
      postalCode: '28010',
      streets: ['Calle de Ponzano', 'Calle de Santa Engracia', 'Calle de Eloy Gonzalo'],
    },
    {
      slug: 'salamanca',
      name: 'Salamanca',
      latitude: 40.43,
      longitude: -3.678,
      postalCode: '28001',
      streets: ['Calle de Serrano', 'Calle de Velázquez', 'Calle de Goya'],
    },
    {
      slug: 'lavapies',
      name: 'Lavapiés',
      latitude: 40.409,
      longitude: -3.701,
      postalCode: '28012',
      streets: ['Calle de Argumosa', 'Calle del Ave María'],
    },
    {
      slug: 'chueca',
      name: 'Chueca',
      latitude: 40.423,
      longitude: -3.697,
      postalCode: '28004',
      streets: ['Calle de Hortaleza', 'Calle de Augusto Figueroa'],
    },
  ],
  businesses: [
    {
      slug: 'peluqueria-la-movida',
      name: 'Peluquería La Movida',
      category: 'hair',
      description: 'Cortes, color y peinados con el estilo más castizo y moderno de Madrid.',
      locations: ['malasana', 'chamberi', 'salamanca'],
    },
    {
      slug: 'escuela-de-baile-sabor',
      name: 'Escuela de Baile Sabor',
      category: 'dance',
      description:
        'Clases de salsa, bachata y sevillanas para todos los niveles. ¡Ven a bailar con nosotros!',
      locations: ['lavapies', 'sol'],
    },
    {
      slug: 'nail-bar-carmen',
      name: 'Nail Bar Carmen',
      category: 'nails',
      description:
        'Manicura semipermanente, uñas de gel y pedicura en un espacio cuidado ' +
        'y con todas las garantías de higiene.',
      locations: ['chueca', 'salamanca'],
    },
    {
      slug: 'masajes-oasis',
      name: 'Masajes Oasis',
      category: 'massage',
      description: 'Masajes relajantes, descontracturantes y deportivos a cargo de masajistas titulados.',
      locations: ['chamberi', 'sol'],
    },
    {
      slug: 'retiro-fit',
      name: 'Retiro Fit',
      category: 'fitness',
      description: 'Centro de entrenamiento con clases dirigidas y entrenamiento personal junto al Retiro.',
      locations: ['salamanca'],
    },
  ],
};
