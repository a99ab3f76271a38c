// The account mails (D12, D23): a password reset link, and the notices that the password or the e-mail
// address of an account changed.
import { Action, P, Title, Url } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

export function passwordResetMail(user: { fullname: string }, link: string): MailTemplate {
  return (brand) => ({
    subject: `Reset your ${brand.shopName} password`,
    preview: 'Open the link within one hour to choose a new password.',
    body: (
      <>
        <Title>Reset your password</Title>
        <P>Hello {user.fullname},</P>
        <P>
          Someone asked to reset the password of your {brand.shopName} account. If it was you, open this link
          within one hour:
        </P>
        <Action brand={brand} href={link}>
          Choose a new password
        </Action>
        <P htmlOnly>
          <Url href={link} />
        </P>
        <P>If it was not you, ignore this e-mail; your password stays as it is.</P>
      </>
    ),
  });
}

export function passwordChangedMail(user: { fullname: string }): MailTemplate {
  return (brand) => ({
    subject: `Your ${brand.shopName} password was changed`,
    preview: 'Every other device was logged out.',
    body: (
      <>
        <Title>Your password was changed</Title>
        <P>Hello {user.fullname},</P>
        <P>
          The password of your {brand.shopName} account was changed, and every other device was logged out.
        </P>
        <P>If you did not do this, use "Forgot password" on the login page at once, or contact us.</P>
      </>
    ),
  });
}

export function emailChangedMail(user: { fullname: string }, from: string, to: string): MailTemplate {
  return (brand) => ({
    subject: `The e-mail address of your ${brand.shopName} account was changed`,
    preview: `It is now ${to}.`,
    body: (
      <>
        <Title>Your e-mail address was changed</Title>
        <P>Hello {user.fullname},</P>
        <P>
          The e-mail address of your {brand.shopName} account was changed from {from} to {to}, and every
          device was logged out.
        </P>
        <P>
          If you did not do this, reply to this e-mail or contact us at once so we can secure your account.
        </P>
      </>
    ),
  });
}
