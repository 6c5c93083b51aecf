/** Minimal shape of the parts of an OpenAPI 3.1 document the reference page shows. */
interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        tags?: string[];
        parameters?: Parameter[];
        responses?: Record<string, { description?: string }>;
      }
    >
  >;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  /** OpenAPI 3.1 allows a list of types, e.g. `["number", "null"]`. */
  schema?: { type?: string | string[] };
}

/** Text safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function renderOperation(path: string, method: string, op: OpenApiDocument['paths'][string][string]): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''}${p.schema?.type ? `, ${escapeHtml([p.schema.type].flat().join(' | '))}` : ''})</li>`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<li><code>${escapeHtml(status)}</code> ${escapeHtml(r.description ?? '')}</li>`)
    .join('');
  return `<section><h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>/api/v1${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? '')}</p>${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}<h4>Responses</h4><ul>${responses}</ul></section>`;
}

/** A self-contained HTML reference of the API (no third-party scripts or CDNs), built from the OpenAPI document. */
export function renderApiReference(doc: OpenApiDocument): string {
  const operations = Object.entries(doc.paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => renderOperation(path, method, op)),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1f2937}h1{color:#00838f}section{border-top:1px solid #e5e7eb;padding:.5rem 0}.m{display:inline-block;min-width:4rem;padding:0 .4rem;border-radius:.25rem;color:#fff;background:#00838f;font-size:.8rem;text-align:center}.m-post{background:#2e7d32}.m-delete{background:#c62828}.m-put,.m-patch{background:#ef6c00}code{font-family:ui-monospace,monospace}</style></head>
<body><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')}</p><p>Machine-readable: <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>.</p>
${operations}</body></html>`;
}
