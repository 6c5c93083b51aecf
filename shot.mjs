import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const t of process.argv.slice(2)) {
  const [path, width, name, action] = t.split(',');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 780 } });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto('http://127.0.0.1:3000' + path, { waitUntil: 'networkidle' });
  if (action === 'menu') { await page.getByRole('button', { name: /menu|меню|μενού|Menü/i }).last().click(); await page.waitForTimeout(300); }
  await page.screenshot({ path: `/tmp/${name}.png` });
  console.log(name, page.url(), errors);
  await page.close();
}
await browser.close();
