import { isClassCategory } from '../catalog/categories.ts';
import { CITIES } from '../cities/cities.ts';
import { type DemoData, emptyDemoData } from '../demo-data.ts';
import { createRandom } from '../random.ts';
import { buildBusiness } from './build-business.ts';
import { buildCatalog } from './build-catalog.ts';
import { buildClasses, type ClassPlan, type SessionPlan } from './build-classes.ts';
import { buildDemoActivity } from './build-demo-activity.ts';
import { buildInspiration } from './build-inspiration.ts';
import { buildMemberships, type PlanIds } from './build-memberships.ts';
import { applyRatings, buildReviews } from './build-reviews.ts';
import { buildUsers, DEMO_USER_ID } from './build-users.ts';
import { fillClassSessions } from './fill-class-sessions.ts';
import type { LocationPlan, SeedContext } from './seed-context.ts';

/**
 * Every demo row, built in memory from the city, catalogue and language tables. Pure apart from
 * `now`: the same `now` always gives the same rows (ids included).
 */
export function buildDemoData(now: Date): DemoData {
  const ctx: SeedContext = {
    random: createRandom(),
    now,
    data: emptyDemoData(),
    categoryIds: new Map(),
    marketplaceServiceIds: new Map(),
    bookingCount: 0,
  };
  buildCatalog(ctx);
  const reviewers = buildUsers(ctx);
  const locations: LocationPlan[] = [];
  const sessions: SessionPlan[] = [];
  const plans = new Map<string, PlanIds>();
  for (const city of CITIES) {
    ctx.data.cities.push({ slug: city.slug, names: city.names });
    for (const business of city.businesses) {
      const businessLocations = buildBusiness(ctx, city, business);
      locations.push(...businessLocations);
      const category = business.category;
      if (!isClassCategory(category)) continue;
      const classes: ClassPlan[] = [];
      for (const location of businessLocations) {
        const built = buildClasses(ctx, location, category);
        classes.push(...built.classes);
        sessions.push(...built.sessions);
      }
      plans.set(business.slug, buildMemberships(ctx, businessLocations, classes));
    }
  }
  buildInspiration(ctx, locations);
  buildReviews(ctx, locations, reviewers);
  buildDemoActivity(ctx, locations, sessions, plans);
  const others = ctx.data.users.map((user) => user.id).filter((id) => id !== DEMO_USER_ID);
  fillClassSessions(ctx, sessions, others);
  applyRatings(ctx);
  return ctx.data;
}
