// `npm run mail:preview [dir]`: writes every mail the shop sends (templates in apps/api/src/modules/mail/templates,
// with the sample data of samples.ts) as <name>.html and <name>.txt into dir (default /tmp/chamak-mail-preview),
// and an index.html that links them, to open in a browser while changing a template.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderMail } from '../apps/api/src/modules/mail/templates/render.tsx';
import { sampleBrand, sampleMails } from '../apps/api/src/modules/mail/templates/samples.ts';

const dir = path.resolve(process.argv[2] ?? '/tmp/chamak-mail-preview');
mkdirSync(dir, { recursive: true });
const links: string[] = [];
for (const [name, template] of Object.entries(sampleMails)) {
  const file = name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  const mail = await renderMail(sampleBrand, template);
  writeFileSync(path.join(dir, `${file}.html`), mail.html);
  writeFileSync(path.join(dir, `${file}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
  links.push(`<li><a href="${file}.html">${name}</a> (<a href="${file}.txt">text</a>): ${mail.subject}</li>`);
}
writeFileSync(
  path.join(dir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Chamak mails</title><h1>Chamak mails</h1><ul>${links.join('')}</ul>`,
);
console.log(`${links.length} mails written to ${dir} (open index.html)`);
