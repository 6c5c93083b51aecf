interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; contentType: string }> | null;
  created_at: string | Date;
  sent_at: string | Date | null;
}

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function attachmentList(row: OutboxRow): string {
  const files = row.attachments ?? [];
  if (files.length === 0) return '';
  const items = files.map((f) => `<li>${escapeHtml(f.filename)} (${escapeHtml(f.contentType)})</li>`);
  return `<p><strong>Attachments</strong></p><ul>${items.join('')}</ul>`;
}

/** `/dev/mail`: the outbox as a page, for development (off in production). */
export function renderOutboxPage(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (row) => `<article><h2>${escapeHtml(row.subject)}</h2>
<p><strong>To</strong> ${escapeHtml(row.to)} · ${escapeHtml(new Date(row.created_at).toISOString())} · ${row.sent_at ? 'sent' : 'not sent'}</p>
<pre>${escapeHtml(row.text)}</pre>${attachmentList(row)}</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Kalendo</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:50rem;margin:0 auto;padding:1rem}article{border-top:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style></head>
<body><h1>Outbox</h1><p>${rows.length} most recent messages.</p>${items || '<p>No messages yet.</p>'}</body></html>`;
}
