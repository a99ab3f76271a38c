// The account mails (D12, D23): a password reset link, and the notices that the password or the e-mail
// address of an account changed; in the account's language (migration 0036).
import type { Language } from '@chamak/shared/i18n/languages';
import { messageLanguage, sayIn } from '@chamak/shared/i18n/say';
import { Action, P, Title, Url } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

/** The account a mail goes to: its name, and its language as users.language holds it (English when not one). */
export type MailAccount = { fullname: string; language?: string | null };

/** A reader's language as stored: English unless it is a language of the shop. */
export const readerLanguage = (language: string | null | undefined): Language => messageLanguage(language);

export function passwordResetMail(user: MailAccount, link: string): MailTemplate {
  const language = readerLanguage(user.language);
  const say = sayIn(language);
  return (brand) => ({
    language,
    subject: say('Reset your {shop} password', { shop: brand.shopName }),
    preview: say('Open the link within one hour to choose a new password.'),
    body: (
      <>
        <Title>{say('Reset your password')}</Title>
        <P>{say('Hello {name},', { name: user.fullname })}</P>
        <P>
          {say(
            'Someone asked to reset the password of your {shop} account. If it was you, open this link within one hour:',
            { shop: brand.shopName },
          )}
        </P>
        <Action brand={brand} href={link}>
          {say('Choose a new password')}
        </Action>
        <P htmlOnly>
          <Url href={link} />
        </P>
        <P>{say('If it was not you, ignore this e-mail; your password stays as it is.')}</P>
      </>
    ),
  });
}

export function passwordChangedMail(user: MailAccount): MailTemplate {
  const language = readerLanguage(user.language);
  const say = sayIn(language);
  return (brand) => ({
    language,
    subject: say('Your {shop} password was changed', { shop: brand.shopName }),
    preview: say('Every other device was logged out.'),
    body: (
      <>
        <Title>{say('Your password was changed')}</Title>
        <P>{say('Hello {name},', { name: user.fullname })}</P>
        <P>
          {say('The password of your {shop} account was changed, and every other device was logged out.', {
            shop: brand.shopName,
          })}
        </P>
        <P>
          {say('If you did not do this, use "Forgot password" on the login page at once, or contact us.')}
        </P>
      </>
    ),
  });
}

export function emailChangedMail(user: MailAccount, from: string, to: string): MailTemplate {
  const language = readerLanguage(user.language);
  const say = sayIn(language);
  return (brand) => ({
    language,
    subject: say('The e-mail address of your {shop} account was changed', { shop: brand.shopName }),
    preview: say('It is now {email}.', { email: to }),
    body: (
      <>
        <Title>{say('Your e-mail address was changed')}</Title>
        <P>{say('Hello {name},', { name: user.fullname })}</P>
        <P>
          {say(
            'The e-mail address of your {shop} account was changed from {from} to {to}, and every device was logged out.',
            { shop: brand.shopName, from, to },
          )}
        </P>
        <P>
          {say(
            'If you did not do this, reply to this e-mail or contact us at once so we can secure your account.',
          )}
        </P>
      </>
    ),
  });
}
