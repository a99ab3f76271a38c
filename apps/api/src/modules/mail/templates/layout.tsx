// The frame and the building blocks every mail is made of: the shop's header in its colour, the seller's
// footer, paragraphs, a button, the order's lines and totals, an address. Inline styles only, in tables
// (react-email's components), because mail clients drop style sheets; the text part is read off the same
// HTML.
import type { Language } from '@chamak/shared/i18n/languages';
import { type Say, sayIn } from '@chamak/shared/i18n/say';
import { formatRupees } from '@chamak/shared/money';
import type * as ReactEmail from '@react-email/components';
import { Fragment, type ReactNode } from 'react';
import type { MailBrand } from './brand.ts';

/**
 * react-email's components are loaded with the first mail rendered, not with the server: they (with the code
 * highlighter, markdown and Tailwind they bring) are the biggest part of a start-up's memory (decision 0263).
 */
let components: typeof ReactEmail | undefined;

/** Loads react-email's components; renderMail awaits it before rendering the blocks below. */
export async function loadMailComponents(): Promise<typeof ReactEmail> {
  components ??= await import('@react-email/components');
  return components;
}

function reactEmail(): typeof ReactEmail {
  if (!components) throw new Error('react-email is not loaded: render mails with renderMail');
  return components;
}

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const ink = '#1f2937';
const muted = '#6b7280';
const line = '#e5e7eb';

/** The English words a template writes, for the parts written the same in every language's template. */
export const english: Say = sayIn('en');

/**
 * A translated sentence with parts that are elements (a link): `{name}` placeholders of `text` replaced by
 * `values`, the rest as it is written.
 */
export function words(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part, i) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? <Fragment key={i}>{values[name]}</Fragment> : part;
    });
}

export function MailLayout({
  brand,
  preview,
  language = 'en',
  children,
}: {
  brand: MailBrand;
  preview: string;
  /** The language the mail is written in (its reader's): the footer's words and the document's language. */
  language?: Language;
  children: ReactNode;
}) {
  const { Body, Container, Head, Html, Link, Preview, Section, Text } = reactEmail();
  const say = sayIn(language);
  return (
    <Html lang={language}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{ backgroundColor: '#f3f4f6', margin: 0, padding: '24px 8px', fontFamily: font, color: ink }}
      >
        <Container
          style={{ maxWidth: '600px', width: '100%', backgroundColor: '#ffffff', borderRadius: '8px' }}
        >
          <Section
            style={{ backgroundColor: brand.colour, borderRadius: '8px 8px 0 0', padding: '18px 24px' }}
          >
            <Text
              style={{ color: '#ffffff', fontSize: '22px', fontWeight: 700, lineHeight: '28px', margin: 0 }}
            >
              {brand.siteUrl ? (
                <Link
                  href={brand.siteUrl}
                  className="plain"
                  style={{ color: '#ffffff', textDecoration: 'none' }}
                >
                  {brand.shopName}
                </Link>
              ) : (
                brand.shopName
              )}
            </Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>
            {children}
            <P>{brand.shopName}</P>
          </Section>
          <Section
            style={{
              backgroundColor: '#f9fafb',
              borderTop: `1px solid ${line}`,
              borderRadius: '0 0 8px 8px',
              padding: '12px 24px',
            }}
          >
            <Small>
              {brand.legalName}
              <br />
              {brand.address.join(', ')}
              {brand.gstin ? (
                <>
                  <br />
                  {`GSTIN ${brand.gstin}`}
                </>
              ) : null}
            </Small>
            <Small>
              {words(say('Questions? Write to {email} or call {phone}.'), {
                email: (
                  <Link href={`mailto:${brand.careEmail}`} style={{ color: muted }}>
                    {brand.careEmail}
                  </Link>
                ),
                phone: brand.carePhone,
              })}
            </Small>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  const { Heading } = reactEmail();
  return (
    <Heading as="h1" style={{ fontSize: '20px', lineHeight: '28px', margin: '16px 0 8px', color: ink }}>
      {children}
    </Heading>
  );
}

/** A paragraph; `htmlOnly` leaves it out of the text part (a link spelled out under a button that already has it). */
export function P({ children, htmlOnly = false }: { children: ReactNode; htmlOnly?: boolean }) {
  const { Text } = reactEmail();
  const p = (
    <Text style={{ fontSize: '15px', lineHeight: '23px', margin: '12px 0', color: ink }}>{children}</Text>
  );
  // react-email's Text does not pass data- attributes on; the text part skips what a marked element holds.
  return htmlOnly ? <div data-skip-in-text="true">{p}</div> : p;
}

function Small({ children }: { children: ReactNode }) {
  const { Text } = reactEmail();
  return (
    <Text style={{ fontSize: '12px', lineHeight: '18px', margin: '6px 0', color: muted }}>{children}</Text>
  );
}

/** The one thing the mail asks the reader to do, as a button in the shop's colour. */
export function Action({ brand, href, children }: { brand: MailBrand; href: string; children: ReactNode }) {
  const { Button, Section } = reactEmail();
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: brand.colour,
          borderRadius: '6px',
          color: '#ffffff',
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A link written out in full, so it can be copied from any mail client (and reads the same in the text part). */
export function Url({ href }: { href: string }) {
  const { Link } = reactEmail();
  return (
    <Link href={href} style={{ color: '#1d4ed8', wordBreak: 'break-all' }}>
      {href}
    </Link>
  );
}

/** A page of the shop when its address is known, else the way to it in words ("Profile > Order History"). */
export function PageLink({ href, words }: { href: string | null; words: string }): ReactNode {
  return href ? <Url href={href} /> : words;
}

export type MailLine = {
  name: string;
  /** The size, e.g. "1 L". */
  size: string;
  quantity: number;
  /** The line's price times its quantity; the order's discounts follow in the totals. */
  amountPaise: number;
};

const cell = { fontSize: '14px', lineHeight: '20px', padding: '8px 0', borderBottom: `1px solid ${line}` };

/** A table of rows (one per line, no blank line between them in the text part). */
function RowsTable({
  children,
  margin,
  className,
}: {
  children: ReactNode;
  margin: string;
  className?: string;
}) {
  return (
    <table
      className={className}
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ borderCollapse: 'collapse', margin }}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/** The order's lines: what, which size, how many, and what each costs. */
export function Lines({ lines }: { lines: readonly MailLine[] }) {
  return (
    <RowsTable margin="8px 0">
      {lines.map((l, i) => (
        <tr key={i}>
          <td style={{ ...cell, color: ink }}>
            <strong>{l.name}</strong> {`(${l.size}) × ${l.quantity}`}
          </td>
          <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '12px' }}>
            {formatRupees(l.amountPaise)}
          </td>
        </tr>
      ))}
    </RowsTable>
  );
}

export type MailTotal = { label: string; paise: number; strong?: boolean; minus?: boolean };

/** Label and amount rows under the lines: subtotal, discounts, delivery, the total in bold. */
export function Totals({ rows }: { rows: readonly MailTotal[] }) {
  return (
    <RowsTable margin="0 0 8px" className="totals">
      {rows.map((r) => {
        const style = {
          fontSize: r.strong ? '16px' : '14px',
          padding: '3px 0',
          color: r.strong ? ink : muted,
        };
        return (
          <tr key={r.label}>
            <td style={style}>{r.strong ? <strong>{r.label}</strong> : r.label}</td>
            <td style={{ ...style, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {r.strong ? (
                <strong>{formatRupees(r.paise)}</strong>
              ) : (
                `${r.minus ? '− ' : ''}${formatRupees(r.paise)}`
              )}
            </td>
          </tr>
        );
      })}
    </RowsTable>
  );
}

export type MailAddress = { name: string; lines: string[]; phone: string };

/** Where the parcel goes. */
export function Address({
  title,
  address,
  say = english,
}: {
  title: string;
  address: MailAddress;
  say?: Say;
}) {
  const { Section, Text } = reactEmail();
  return (
    <Section
      style={{ margin: '12px 0', padding: '12px 16px', backgroundColor: '#f9fafb', borderRadius: '6px' }}
    >
      <Text style={{ fontSize: '13px', lineHeight: '20px', margin: 0, color: muted }}>{title}</Text>
      <Text style={{ fontSize: '14px', lineHeight: '21px', margin: '4px 0 0', color: ink }}>
        {address.name}
        {address.lines.map((l) => (
          <span key={l}>
            <br />
            {l}
          </span>
        ))}
        <br />
        {say('Phone {phone}', { phone: address.phone })}
      </Text>
    </Section>
  );
}

export function Rule() {
  const { Hr } = reactEmail();
  return <Hr style={{ borderColor: line, margin: '16px 0' }} />;
}
