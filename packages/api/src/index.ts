export type { ContentDocument, ContentSource } from './content/content-source.ts';
export { createFileContentSource } from './content/file-content-source.ts';
export { createHttpContentSource } from './content/http-content-source.ts';
export { type Api, createApi, OPENAPI_PATH } from './create-api.ts';
export type { ApiDeps } from './deps.ts';
export type { ApiLogger } from './logging/log-requests.ts';
export { renderApiReference } from './openapi/render-api-reference.ts';
export { CLIENT_ADDRESS_HEADER } from './rate-limit/client-address.ts';
