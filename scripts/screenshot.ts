// Screenshots of shop pages at desktop and phone widths, for looking at what we build:
// npx tsx scripts/screenshot.ts [base-url] path [path ...]   (PNGs land in ./screenshots, which git ignores)
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [maybeBase, ...rest] = process.argv.slice(2);
const base = maybeBase?.startsWith('http') ? maybeBase : 'http://localhost:3000';
const paths = maybeBase?.startsWith('http') ? rest : [maybeBase ?? '/', ...rest];
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 800 : 844 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `screenshots/${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
