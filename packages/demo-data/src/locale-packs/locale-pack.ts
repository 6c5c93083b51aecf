import type { CategorySlug, ClassCategory } from '../catalog/categories.ts';
import type { Language } from '../catalog/languages.ts';

export interface Holiday {
  /** `MM-DD`: the seed uses fixed-date public holidays only. */
  monthDay: string;
  name: string;
}

export interface Person {
  firstName: string;
  lastName: string;
  /** Local part of an ASCII e-mail address. */
  email: string;
}

/** Everything a business writing in one language needs: people, titles, phrases, reviews. */
export interface LocalePack {
  language: Language;
  womenFirstNames: string[];
  menFirstNames: string[];
  /** [masculine, feminine] family names (the same twice where the language does not inflect them). */
  familyNames: [string, string][];
  /** Job title per category: one word for everyone, or [masculine, feminine]. */
  staffTitles: Record<CategorySlug, string | [string, string]>;
  /** What to bring to a class of each kind (shown on its session). */
  whatToBring: Record<ClassCategory, string>;
  classNames: Record<ClassCategory, string[]>;
  /** Label of a duration variant, e.g. "90 min". */
  minutes(count: number): string;
  /** A street address as written locally. */
  address(street: string, houseNumber: string): string;
  /** Second sentence of a location's description. */
  whereToFind(neighbourhood: string): string;
  /** Captions of location photos: interior, reception, work, detail, team, atmosphere. */
  photoCaptions: string[];
  logoAlt(business: string): string;
  holidays: Holiday[];
  shortDay: string;
  timeOffReasons: string[];
  plans: {
    credits(count: number): string;
    creditsDescription: string;
    unlimited: string;
    unlimitedDescription: string;
    trial: string;
    trialDescription: string;
    /** The plans’ terms, shown under "Terms". */
    terms: string;
  };
  healthForm: {
    name: string;
    description: string;
    allergies: string;
    medications: string;
    conditions: string;
    pregnant: string;
    consent: string;
  };
  /** Review texts by star rating. */
  reviews: Record<1 | 2 | 3 | 4 | 5, string[]>;
  reviewers: Person[];
}
