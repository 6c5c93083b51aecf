import type { CityData } from './city-data.ts';

export const PLOVDIV: CityData = {
  slug: 'plovdiv',
  name: 'Пловдив',
  language: 'bg',
  countryCode: 'BG',
  currency: 'EUR',
  timeZone: 'Europe/Sofia',
  priceFactor: 0.5,
  priceStep: 100,
  phonePatterns: ['+359 32 ### ###', '+359 88# ### ###', '+359 89# ### ###'],
  neighbourhoods: [
    {
      slug: 'center',
      name: 'Център',
      latitude: 42.144,
      longitude: 24.749,
      postalCode: '4000',
      streets: ['ул. „Княз Александър I“', 'ул. „Отец Паисий“', 'бул. „Руски“'],
    },
    {
      slug: 'kapana',
      name: 'Капана',
      latitude: 42.1475,
      longitude: 24.7478,
      postalCode: '4000',
      streets: ['ул. „Железарска“', 'ул. „Абаджийска“', 'ул. „Райко Даскалов“'],
    },
    {
      slug: 'trakia',
      name: 'Тракия',
      latitude: 42.1385,
      longitude: 24.79,
      postalCode: '4023',
      streets: ['бул. „Освобождение“', 'бул. „Шипка“'],
    },
    {
      slug: 'karshiyaka',
      name: 'Кършияка',
      latitude: 42.158,
      longitude: 24.746,
      postalCode: '4003',
      streets: ['бул. „България“', 'бул. „Дунав“'],
    },
    {
      slug: 'kamenitsa',
      name: 'Каменица',
      latitude: 42.139,
      longitude: 24.756,
      postalCode: '4000',
      streets: ['бул. „Христо Ботев“', 'ул. „Иван Вазов“'],
    },
  ],
  businesses: [
    {
      slug: 'trimontsium-barbershop',
      name: 'Бръснарница Тримонциум',
      category: 'barber',
      description:
        'Класическо бръснене с горещ компрес, мъжки подстрижки и оформяне на брада в сърцето на Пловдив.',
      locations: ['center', 'kapana', 'trakia'],
    },
    {
      slug: 'fitnes-pyldin',
      name: 'Фитнес Пълдин',
      category: 'fitness',
      description: 'Модерна зала с групови тренировки, персонални треньори и програми за всяко ниво.',
      locations: ['karshiyaka', 'trakia'],
    },
    {
      slug: 'kozmetichno-studio-bela',
      name: 'Козметично студио Бела',
      category: 'beauty',
      description:
        'Грижа за лицето, мигли и вежди и професионален грим. Индивидуален подход към всяка клиентка.',
      locations: ['center', 'kamenitsa'],
    },
    {
      slug: 'akva-spa-maritsa',
      name: 'Аква СПА Марица',
      category: 'spa',
      description: 'СПА ритуали, масажи и процедури за тяло за пълно отпускане след дълъг ден.',
      locations: ['kamenitsa', 'karshiyaka'],
    },
    {
      slug: 'fiziotsentar-dvizhenie',
      name: 'Физиоцентър Движение',
      category: 'physio',
      description:
        'Рехабилитация след травми и операции, кинезитерапия и спортен масаж от опитни физиотерапевти.',
      locations: ['center'],
    },
  ],
};
