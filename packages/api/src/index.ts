export { type Api, createApi, OPENAPI_PATH } from './create-api.ts';
export type { ApiDeps } from './deps.ts';
export { renderApiReference } from './openapi/render-api-reference.ts';
