import type { CityData } from './city-data.ts';

export const SOFIA: CityData = {
  slug: 'sofia',
  name: 'София',
  names: {
    bg: 'София',
    en: 'Sofia',
    de: 'Sofia',
    es: 'Sofía',
    it: 'Sofia',
    fr: 'Sofia',
    tr: 'Sofya',
    ro: 'Sofia',
    el: 'Σόφια',
    mk: 'Софија',
    ru: 'София',
  },
  language: 'bg',
  countryCode: 'BG',
  currency: 'EUR',
  timeZone: 'Europe/Sofia',
  priceFactor: 0.6,
  priceStep: 100,
  phonePatterns: ['+359 2 9## ####', '+359 88# ### ###', '+359 87# ### ###'],
  neighbourhoods: [
    {
      slug: 'center',
      name: 'Център',
      latitude: 42.6955,
      longitude: 23.3218,
      postalCode: '1000',
      streets: ['бул. „Витоша“', 'ул. „Граф Игнатиев“', 'ул. „Цар Шишман“'],
    },
    {
      slug: 'lozenets',
      name: 'Лозенец',
      latitude: 42.679,
      longitude: 23.3225,
      postalCode: '1164',
      streets: ['бул. „Черни връх“', 'ул. „Златовръх“', 'ул. „Кричим“'],
    },
    {
      slug: 'mladost',
      name: 'Младост',
      latitude: 42.65,
      longitude: 23.379,
      postalCode: '1784',
      streets: ['бул. „Александър Малинов“', 'бул. „Андрей Ляпчев“'],
    },
    {
      slug: 'oborishte',
      name: 'Оборище',
      latitude: 42.696,
      longitude: 23.34,
      postalCode: '1504',
      streets: ['ул. „Оборище“', 'бул. „Янко Сакъзов“'],
    },
    {
      slug: 'lyulin',
      name: 'Люлин',
      latitude: 42.717,
      longitude: 23.261,
      postalCode: '1324',
      streets: ['бул. „Царица Йоанна“', 'бул. „Джавахарлал Неру“'],
    },
  ],
  businesses: [
    {
      slug: 'studio-lotus',
      name: 'Студио Лотус',
      category: 'hair',
      description:
        'Фризьорско студио с внимание към детайла: модерни подстрижки, балеаж и грижа за косата ' +
        'с професионална козметика.',
      translations: {
        en: 'A hair studio with an eye for detail: modern cuts, balayage and hair care with professional products.',
        de: 'Ein Friseurstudio mit Liebe zum Detail: moderne Schnitte, Balayage und Haarpflege mit Profiprodukten.',
      },
      locations: ['center', 'lozenets', 'mladost'],
      customDomain: 'booking.studio-lotus.example',
    },
    {
      slug: 'shanti-yoga',
      name: 'Шанти Йога',
      category: 'yoga',
      description:
        'Йога студио за всички нива – от първи стъпки до напреднала практика, в спокойна и светла зала.',
      locations: ['oborishte', 'lozenets'],
    },
    {
      slug: 'harmonia-masazhi',
      name: 'Масажи Хармония',
      category: 'massage',
      description:
        'Класически, спортни и тайландски масажи от сертифицирани терапевти. Идеалното място да презаредите.',
      locations: ['center', 'mladost'],
    },
    {
      slug: 'nail-bar-roza',
      name: 'Нейл бар Роза',
      category: 'nails',
      description:
        'Маникюр, педикюр и изграждане с гел в уютна атмосфера. Работим само със стерилизирани инструменти.',
      locations: ['center', 'lyulin'],
    },
    {
      slug: 'dentalen-tsentar-usmivka',
      name: 'Дентален център Усмивка',
      category: 'dental',
      description:
        'Съвременна дентална клиника с дигитална диагностика, профилактика и естетично лечение ' +
        'за цялото семейство.',
      locations: ['lozenets'],
    },
  ],
};
