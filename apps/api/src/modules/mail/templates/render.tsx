// Turns a template into the outbox's three fields: the subject, the HTML (react-email's render) and the plain-text
// part read off that same HTML, so the two parts never say different things.
import type { Language } from '@chamak/shared/i18n/languages';
import type { ReactNode } from 'react';
import type { MailBrand } from './brand.ts';
import { loadMailComponents, MailLayout } from './layout.tsx';

/**
 * What a template gives for one brand: the subject, the inbox preview line and the body inside the frame, and any
 * header fields the message carries (a reminder's List-Unsubscribe).
 */
export type MailContent = {
  subject: string;
  preview: string;
  body: ReactNode;
  headers?: Record<string, string>;
  /** The language it is written in (its reader's); English when not said. */
  language?: Language;
};
export type MailTemplate = (brand: MailBrand) => MailContent;
export type RenderedMail = { subject: string; html: string; text: string; headers?: Record<string, string> };

/**
 * The text part, compiled once (html-to-text compiles its selectors on every call otherwise, most of the cost):
 * react-email's own rules (images and the preview line skipped, links as "words url" or the address once), then
 * headings as written (not upper-cased), the header's shop-name link (`plain`) as its words only, no line
 * wrapping, and a table row (an order line: what, then its amount) on one line, two spaces apart.
 */
async function textCompiler(): Promise<(html: string) => string> {
  const [{ plainTextSelectors }, { compile }] = await Promise.all([
    loadMailComponents(),
    import('html-to-text'),
  ]);
  return compile({
    wordwrap: false,
    selectors: [
      ...plainTextSelectors,
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'a.plain', format: 'anchor', options: { ignoreHref: true } },
      { selector: 'table', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
      { selector: 'table.totals', format: 'block', options: { leadingLineBreaks: 2, trailingLineBreaks: 1 } },
      { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
      { selector: 'td', format: 'spacedCell' },
    ],
    formatters: {
      spacedCell: (elem, walk, builder) => {
        builder.addLiteral('  ');
        walk(elem.children, builder);
      },
    },
  });
}

/** Compiled with the first mail; react-email and html-to-text are not loaded at start (decision 0263). */
let toText: Promise<(html: string) => string> | undefined;

export async function renderMail(brand: MailBrand, template: MailTemplate): Promise<RenderedMail> {
  const { subject, preview, body, headers, language } = template(brand);
  toText ??= textCompiler();
  const [{ render }, text] = await Promise.all([loadMailComponents(), toText]);
  const html = await render(
    <MailLayout brand={brand} preview={preview} language={language ?? 'en'}>
      {body}
    </MailLayout>,
  );
  const plain = text(html)
    .replace(/^[ \t]+|[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { subject, html, text: plain, ...(headers ? { headers } : {}) };
}
