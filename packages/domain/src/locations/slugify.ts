/** Cyrillic letters (Bulgarian, Macedonian, Russian), mapped before accents go: й, ѓ, ќ decompose. */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: '',
  ю: 'yu',
  я: 'ya',
  ы: 'y',
  э: 'e',
  ё: 'yo',
  ѓ: 'gj',
  ѕ: 'dz',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ќ: 'kj',
  џ: 'dzh',
};

/** Greek letters (accents already stripped) and Latin letters that do not decompose. */
const OTHER: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
  ß: 'ss',
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  '&': 'and',
};

/** An ASCII url slug of any of the product's languages: "Κουρείο Λευκός Πύργος" → "koureio-lefkos-pyrgos". */
export function slugify(text: string): string {
  const cyrillicDone = [...text.toLocaleLowerCase('en')].map((char) => CYRILLIC[char] ?? char).join('');
  const stripped = cyrillicDone
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // ου → ou, αυ/ευ → av/ev (escaped: a built module holding a character past Latin-1 costs the
    // server twice its memory, issue 14).
    .replace(/\u03bf\u03c5/g, 'ou')
    .replace(/([\u03b1\u03b5])\u03c5/g, '$1v');
  return [...stripped]
    .map((char) => OTHER[char] ?? char)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
