import { describe, expect, it } from 'vitest';
import { spaRouteExports } from './spa-route-exports.ts';

describe('spaRouteExports (ADR 004)', () => {
  it('turns an async function loader and action into the client ones, keeping every other export', () => {
    const code = [
      "import { data } from 'react-router';",
      'export async function loader({ params }: Route.LoaderArgs) {',
      '  return { slug: params.slug };',
      '}',
      'export async function action({ request }: Route.ActionArgs) {',
      '  return data({ ok: true });',
      '}',
      'export const meta = () => [];',
      'export default function Page() { return null; }',
      'export function ErrorBoundary() { return null; }',
    ].join('\n');
    const out = spaRouteExports(code);
    expect(out).toContain('export async function clientLoader({ params }: Route.LoaderArgs)');
    expect(out).toContain('export async function clientAction({ request }: Route.ActionArgs)');
    expect(out).not.toMatch(/export async function (loader|action)\b/);
    expect(out).toContain('export const meta = () => [];');
    expect(out).toContain('export default function Page()');
    expect(out).toContain('export function ErrorBoundary()');
  });

  it('no longer exports the page’s HTTP headers', () => {
    const out = spaRouteExports(
      'export const headers = uniqueRenderHeaders;\nexport default function Page() {}',
    );
    expect(out).toContain('const spa$headers = uniqueRenderHeaders;');
    expect(out).not.toMatch(/export const headers/);
  });

  it('turns a plain function loader and a const middleware into the client ones', () => {
    const out = spaRouteExports(
      [
        'export const middleware: Route.MiddlewareFunction[] = [requireUser];',
        'export function loader() {',
        '  throw data(null, { status: 404 });',
        '}',
      ].join('\n'),
    );
    expect(out).toContain('export const clientMiddleware: Route.MiddlewareFunction[] = [requireUser];');
    expect(out).toContain('export function clientLoader() {');
    expect(out).not.toMatch(/export (const middleware|function loader)\b/);
  });

  it('re-exports the clientAction of a sibling route module (transformed too)', () => {
    const out = spaRouteExports(
      "export { action, default, meta } from './classes.tsx';\nexport const loader = () => 1;",
    );
    expect(out).toContain("export { clientAction, default, meta } from './classes.tsx';");
    expect(out).toContain('export const clientLoader = () => 1;');
  });

  it('renames an action re-exported from a module that is no route', () => {
    const out = spaRouteExports("export { action } from '../features/forms/action.ts';");
    expect(out).toContain("export { action as clientAction } from '../features/forms/action.ts';");
  });

  it('keeps a route’s own clientLoader, whose serverLoader() then runs the loader in the browser', async () => {
    const code = [
      'export async function loader({ params }) {',
      '  return { locale: params.locale };',
      '}',
      'export async function clientLoader({ serverLoader }) {',
      '  return { ...(await serverLoader()), client: true };',
      '}',
    ].join('\n');
    const out = spaRouteExports(code);
    expect(out).not.toMatch(/export async function/);
    const module = await import(`data:text/javascript,${encodeURIComponent(out)}`);
    expect(await module.clientLoader({ params: { locale: 'bg' } })).toEqual({ locale: 'bg', client: true });
    expect(module.loader).toBeUndefined();
  });

  it('puts the root middleware first, before the route’s own', () => {
    const out = spaRouteExports('export const middleware = [own];', { rootMiddleware: '/app/context.ts' });
    expect(out).toMatch(/^import \{ default as spa\$rootMiddleware \} from "\/app\/context\.ts";/);
    expect(out).toContain('const spa$clientMiddleware = [own];');
    expect(out).toContain('export const clientMiddleware = [spa$rootMiddleware, ...spa$clientMiddleware];');
  });

  it('adds the root middleware to a module without middleware', () => {
    const out = spaRouteExports('export default function Root() {}', { rootMiddleware: '/app/context.ts' });
    expect(out).toContain('export const clientMiddleware = [spa$rootMiddleware];');
  });

  it('leaves a module without server exports as it was, type-only export lists included', () => {
    const code = "export type { loader } from './types.ts';\nexport default function Page() {}";
    expect(spaRouteExports(code)).toBe(code);
  });

  it('refuses a loader next to a clientLoader that is only re-exported', () => {
    expect(() =>
      spaRouteExports("export const loader = () => 1;\nexport { clientLoader } from './other.ts';"),
    ).toThrow(/must declare both/);
  });
});
