import type { CityData } from './city-data.ts';

export const SKOPJE: CityData = {
  slug: 'skopje',
  name: 'Скопје',
  language: 'mk',
  countryCode: 'MK',
  currency: 'MKD',
  timeZone: 'Europe/Skopje',
  priceFactor: 22,
  priceStep: 5000,
  phonePatterns: ['+389 2 3## ####', '+389 70 ### ###', '+389 78 ### ###'],
  neighbourhoods: [
    {
      slug: 'centar',
      name: 'Центар',
      latitude: 41.996,
      longitude: 21.431,
      postalCode: '1000',
      streets: ['ул. „Македонија“', 'бул. „Илинден“', 'ул. „Даме Груев“'],
    },
    {
      slug: 'karpos',
      name: 'Карпош',
      latitude: 42.004,
      longitude: 21.396,
      postalCode: '1000',
      streets: ['бул. „Партизански одреди“', 'ул. „Московска“'],
    },
    {
      slug: 'aerodrom',
      name: 'Аеродром',
      latitude: 41.986,
      longitude: 21.462,
      postalCode: '1000',
      streets: ['бул. „Јане Сандански“', 'бул. „АСНОМ“'],
    },
    {
      slug: 'debar-maalo',
      name: 'Дебар Маало',
      latitude: 41.999,
      longitude: 21.42,
      postalCode: '1000',
      streets: ['ул. „Орце Николов“', 'ул. „Ѓорѓи Пулевски“'],
    },
    {
      slug: 'kisela-voda',
      name: 'Кисела Вода',
      latitude: 41.978,
      longitude: 21.438,
      postalCode: '1000',
      streets: ['ул. „Првомајска“', 'бул. „Борис Трајковски“'],
    },
  ],
  businesses: [
    {
      slug: 'frizerski-salon-elegans',
      name: 'Фризерски салон Елеганс',
      category: 'hair',
      description:
        'Модерни фризури, фарбање и третмани за коса во пријатен амбиент. ' +
        'Нашиот тим ги следи светските трендови.',
      locations: ['centar', 'karpos', 'aerodrom'],
    },
    {
      slug: 'tanc-studio-ritam',
      name: 'Танц студио Ритам',
      category: 'dance',
      description:
        'Часови по салса, бачата и хип-хоп за почетници и напредни, како и подготовка на свадбен танц.',
      locations: ['centar', 'debar-maalo'],
    },
    {
      slug: 'masaza-lavanda',
      name: 'Масажа Лаванда',
      category: 'massage',
      description: 'Релаксирачки и терапевтски масажи од искусни масери. Оставете го стресот зад себе.',
      locations: ['karpos', 'kisela-voda'],
    },
    {
      slug: 'tatu-studio-mastilo',
      name: 'Тату студио Мастило',
      category: 'tattoo',
      description: 'Уникатни тетоважи по ваша идеја, стерилна опрема и искусни тату мајстори.',
      locations: ['debar-maalo', 'aerodrom'],
    },
    {
      slug: 'berbernica-carsija',
      name: 'Берберница Чаршија',
      category: 'barber',
      description: 'Традиционално бричење и машки фризури во духот на старата скопска чаршија.',
      locations: ['centar'],
    },
  ],
};
