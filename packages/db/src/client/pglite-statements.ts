import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { sqlStateOf } from './sql-state.ts';

/** Most statements kept prepared at once; the one used least recently is closed beyond it. */
export const MAX_PREPARED_STATEMENTS = 500;

/** SQLSTATEs after which a kept statement is parsed again, once: it is gone, or its tables changed shape. */
const STATEMENT_GONE = '26000';
const FEATURE_NOT_SUPPORTED = '0A000';

interface Kept {
  name: string;
  /** The type of each parameter as the server inferred it: how a value is written for it. */
  paramTypes: number[];
}

/** PGlite's own methods behind its public ones (`query` runs under both locks; a transaction holds one). */
interface PgliteLocks {
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
}

const { serialize } = protocol;

/**
 * PGlite answering Drizzle's statements as named prepared statements (ADR 061). PGlite's `query` sends
 * six protocol messages one at a time and has the statement parsed and planned on every call; on the
 * server's hot reads that is most of a request's time. Here a statement's text is parsed once (its
 * parameter types described with it) and kept by name; each call then binds, describes its portal,
 * executes and syncs in one exchange, and PostgreSQL reuses the plan once it finds a generic one as good.
 * The answers are PGlite's own (`parseResults`) and its errors the same `DatabaseError`, with the query
 * and its parameters. Statements inside a transaction keep PGlite's own path; so does every other method.
 */
export function withPreparedStatements(client: PGlite, limit = MAX_PREPARED_STATEMENTS): PGlite {
  const locks = client as unknown as PgliteLocks;
  const kept = new Map<string, Kept>();
  /** Statements no longer kept, closed with the next statement parsed. */
  const closing: string[] = [];
  let named = 0;

  async function prepare(text: string): Promise<Kept> {
    // Full: the statement used least recently (the map's first) is closed in the same exchange.
    const [oldest] = kept.size >= limit ? kept : [];
    if (oldest) {
      kept.delete(oldest[0]);
      closing.push(oldest[1].name);
    }
    const name = `kalendo_${++named}`;
    const closes = closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const described = await client.execProtocol(
      Buffer.concat([
        ...closes,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = described.messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement = { name, paramTypes: parameters?.dataTypeIDs ?? [] };
    kept.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    let statement = kept.get(text);
    if (statement) {
      // Most recently used last: the first entry is the one to close when the map is full.
      kept.delete(text);
      kept.set(text, statement);
    } else statement = await prepare(text);
    const { paramTypes } = statement;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index] as number;
      const write = options?.serializers?.[type] ?? client.serializers[type];
      return write ? write(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    await locks._checkReady();
    return locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          const state = sqlStateOf(error);
          const gone =
            state === STATEMENT_GONE ||
            (state === FEATURE_NOT_SUPPORTED && /cached plan/i.test(String((error as Error).message)));
          if (!gone) throw Object.assign(error as Error, { query: text, params, queryOptions: options });
          // Parsed again under a new name; the old one is closed with that exchange (if it still exists).
          const stale = kept.get(text);
          kept.delete(text);
          if (stale && state !== STATEMENT_GONE) closing.push(stale.name);
          return run<T>(text, params, options);
        }
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      // PGlite keeps its state in private fields: its methods must be called on itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
