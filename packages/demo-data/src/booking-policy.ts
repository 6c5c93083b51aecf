import type { CategorySlug } from './catalog/categories.ts';
import type { Random } from './random.ts';

export interface BookingPolicy {
  leadTimeMinutes: number;
  horizonDays: number;
  cancellationWindowMinutes: number;
  slotStepMinutes: number;
}

type Choices = { [K in keyof BookingPolicy]: number[] };

const SALON: Choices = {
  leadTimeMinutes: [30, 60, 120],
  horizonDays: [30, 60, 90],
  cancellationWindowMinutes: [720, 1440],
  slotStepMinutes: [15, 30],
};

const POLICIES: Record<CategorySlug, Choices> = {
  hair: SALON,
  barber: { ...SALON, slotStepMinutes: [15] },
  nails: SALON,
  beauty: SALON,
  massage: { ...SALON, leadTimeMinutes: [120, 180], cancellationWindowMinutes: [1440] },
  spa: { ...SALON, leadTimeMinutes: [120, 240], cancellationWindowMinutes: [1440, 2880] },
  fitness: {
    leadTimeMinutes: [30, 60],
    horizonDays: [14, 30],
    cancellationWindowMinutes: [120, 360],
    slotStepMinutes: [15],
  },
  yoga: {
    leadTimeMinutes: [30, 60],
    horizonDays: [21, 30],
    cancellationWindowMinutes: [360, 720],
    slotStepMinutes: [15],
  },
  dance: {
    leadTimeMinutes: [60],
    horizonDays: [30, 60],
    cancellationWindowMinutes: [720],
    slotStepMinutes: [15, 30],
  },
  physio: {
    leadTimeMinutes: [240, 1440],
    horizonDays: [60, 90],
    cancellationWindowMinutes: [1440],
    slotStepMinutes: [15],
  },
  dental: {
    leadTimeMinutes: [1440],
    horizonDays: [90, 120],
    cancellationWindowMinutes: [1440, 2880],
    slotStepMinutes: [30],
  },
  tattoo: {
    leadTimeMinutes: [1440, 2880],
    horizonDays: [90, 180],
    cancellationWindowMinutes: [2880],
    slotStepMinutes: [30, 60],
  },
};

export function bookingPolicy(category: CategorySlug, random: Random): BookingPolicy {
  const choices = POLICIES[category];
  return {
    leadTimeMinutes: random.pick(choices.leadTimeMinutes),
    horizonDays: random.pick(choices.horizonDays),
    cancellationWindowMinutes: random.pick(choices.cancellationWindowMinutes),
    slotStepMinutes: random.pick(choices.slotStepMinutes),
  };
}
