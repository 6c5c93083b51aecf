import { createServer } from 'node:http';

/**
 * A business's own website on another origin (issue 17's demo): it embeds Kalendo's widget all three ways
 * (the sticky button, its own buttons, an inline frame). `KALENDO_ORIGIN` is the Kalendo server under test;
 * the page is the same whichever host name it is asked under (`localhost` is allowed to frame the widget,
 * `127.0.0.1` is not).
 */
const port = Number(process.env.PORT ?? 3102);
const kalendo = process.env.KALENDO_ORIGIN ?? 'http://127.0.0.1:3100';
const BUSINESS = 'soho-barber-co';
/** Another demo business's site at `/site?business={slug}` (e.g. a tattoo studio asking a consent form). */
const SLUG = /^[a-z0-9-]{1,120}$/;

async function page(slug = BUSINESS): Promise<string> {
  const business = (await (await fetch(`${kalendo}/api/v1/businesses/${slug}`)).json()) as {
    name: string;
    locations: Array<{ slug: string }>;
  };
  const place = business.locations[0]?.slug ?? '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${business.name}: our own website</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}.book{padding:.6rem 1rem}</style></head>
<body>
<h1>${business.name}</h1>
<p>Cuts, shaves and beard work. Book online with the button in the corner, with ours below, or right on this page.</p>
<p><button class="book" type="button">Book a cut</button></p>
<section id="inline-booking"><h2>Book right here</h2></section>
<div style="height:60rem" aria-hidden="true"></div>
<script src="${kalendo}/widget.js"></script>
<script>
  Kalendo.widget({ type: 'business', slug: '${slug}', language: 'en', sticky_button: { position: 'bottom-end', text: 'Book now', color: '#1e3a8a' } });
  Kalendo.widget({ type: 'location-services', slug: '${place}', language: 'en', buttons_selector: '.book' });
  Kalendo.widget({ type: 'location-services', slug: '${place}', language: 'en', modal: false, container: '#inline-booking' });
</script>
</body>
</html>`;
}

/** A studio's site (`/classes?place={slug}`): its timetable embedded inline, where a spot is booked. */
function studioPage(place: string): string {
  const slug = JSON.stringify(place).replaceAll('<', '\\u003c');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Our classes</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}</style></head>
<body>
<h1>Our classes</h1>
<section id="timetable"><h2>Book a spot</h2></section>
<script src="${kalendo}/widget.js"></script>
<script>
  Kalendo.widget({ type: 'location-classes', slug: ${slug}, language: 'en', modal: false, container: '#timetable' });
</script>
</body>
</html>`;
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://business-site.invalid');
  const place = url.searchParams.get('place');
  if (url.pathname === '/classes' && place) {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(studioPage(place));
    return;
  }
  const business = url.pathname === '/site' ? url.searchParams.get('business') : null;
  if (request.url !== '/' && !(business && SLUG.test(business))) {
    response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
    return;
  }
  page(business ?? BUSINESS).then(
    (html) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html),
    (error: Error) => response.writeHead(502).end(error.message),
  );
}).listen(port, '127.0.0.1', () =>
  process.stdout.write(`Business site stand-in on http://localhost:${port}/\n`),
);
