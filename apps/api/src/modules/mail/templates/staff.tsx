// The back-office's invitation to a staff member (decision 0348), in English: who invited them, the role, and the
// link that sets their password, valid for a few days.

import { Action, P, Title, Url } from './layout.tsx';
import type { MailTemplate } from './render.tsx';

export type StaffInvitationMail = {
  fullname: string;
  invitedBy: string;
  role: string;
  link: string;
  days: number;
};

export function staffInvitationMail({
  fullname,
  invitedBy,
  role,
  link,
  days,
}: StaffInvitationMail): MailTemplate {
  return (brand) => ({
    subject: `${invitedBy} invited you to run ${brand.shopName}`,
    preview: `Join as ${role}: set your password within ${days} days.`,
    body: (
      <>
        <Title>{`Join ${brand.shopName}'s back-office`}</Title>
        <P>{`Hello ${fullname},`}</P>
        <P>
          {`${invitedBy} invited you to the back-office of ${brand.shopName} as ${role}. Open this link within ${days} days to choose your password:`}
        </P>
        <Action brand={brand} href={link}>
          Accept the invitation
        </Action>
        <P htmlOnly>
          <Url href={link} />
        </P>
        <P>If you did not expect this, ignore this e-mail: nothing happens without the link.</P>
      </>
    ),
  });
}
