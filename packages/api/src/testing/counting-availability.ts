import { createAvailabilitySource, type Db } from '@kalendo/db';

/** The real availability adapter, counting its loads (how often a request evaluates availability). */
export function countingAvailabilitySource(db: Db) {
  const source = createAvailabilitySource(db);
  const counter = { loads: 0 };
  return {
    counter,
    availability: {
      ...source,
      load: (query: Parameters<typeof source.load>[0]) => {
        counter.loads++;
        return source.load(query);
      },
    },
  };
}
