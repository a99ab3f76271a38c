// The back-in-stock alert (decisions 0200-0204), as a branded mail (decision 0212).
import { Action, P, Title, Url } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

export function backInStockMail(size: { name: string; label: string }, link: string): MailTemplate {
  return (brand) => ({
    subject: `Back in stock: ${size.name} (${size.label})`,
    preview: 'You asked us to tell you; get it before it sells out again.',
    body: (
      <>
        <Title>Back in stock</Title>
        <P>Hello,</P>
        <P>
          {size.name} ({size.label}) is back in stock. You asked us to tell you; get it here before it sells
          out again:
        </P>
        <Action brand={brand} href={link}>
          Buy it now
        </Action>
        <P htmlOnly>
          <Url href={link} />
        </P>
        <P>We will not write about this size again unless you ask again.</P>
      </>
    ),
  });
}
