// /privacy: the privacy notice shown now (decision 0357), as the admin published it: the personal data and each
// purpose, the rights, how to withdraw consent, how to complain to the Data Protection Board of India, and whom to
// ask. Its version and date say which notice a consent was given under.
import { noticeRights, type PrivacyNotice } from '@chamak/shared/privacy';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '../../components/states.tsx';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../lib/i18n.ts';
import { ContentPage, PolicySection, PolicyStack } from './content-layout.tsx';
import { privacyNoticeQuery } from './privacy-api.ts';

function Notice({ notice }: { notice: PrivacyNotice }) {
  const { body } = notice;
  const rightTitles = {
    access: t('Access'),
    correction: t('Correction'),
    erasure: t('Erasure'),
    nomination: t('Nomination'),
    grievance: t('Grievance'),
  };
  return (
    <PolicyStack>
      <p className="text-sm text-slate-500">
        {t('Version {version}, published {date}', {
          version: notice.version,
          date: formatDate(notice.publishedAt),
        })}
      </p>
      <p className="text-lg leading-relaxed text-slate-700">{body.intro}</p>
      <PolicySection title={t('The personal data we collect, and what for')}>
        <ul>
          {body.items.map((item) => (
            <li key={item.data}>
              <strong>{item.data}:</strong> {item.purpose}
            </li>
          ))}
        </ul>
      </PolicySection>
      <PolicySection title={t('Your rights')}>
        <dl className="space-y-2">
          {noticeRights.map((right) => (
            <div key={right}>
              <dt className="font-semibold text-slate-900">{rightTitles[right]}</dt>
              <dd>{body.rights[right]}</dd>
            </div>
          ))}
        </dl>
      </PolicySection>
      <PolicySection title={t('Withdrawing your consent')}>
        <p>{body.withdraw}</p>
      </PolicySection>
      <PolicySection title={t('Complaining to the Data Protection Board of India')}>
        <p>{body.complain}</p>
      </PolicySection>
      <PolicySection title={t('Who answers questions about your data')}>
        <p>
          <strong>{body.contact.name}</strong>
          <br />
          <a href={`mailto:${body.contact.email}`}>{body.contact.email}</a>
          <br />
          <a href={`tel:${body.contact.phone.replace(/[^+\d]/g, '')}`}>{body.contact.phone}</a>
        </p>
      </PolicySection>
    </PolicyStack>
  );
}

export default function PrivacyNoticePage() {
  const notice = useQuery(privacyNoticeQuery());
  return (
    <ContentPage title={t('Privacy notice')} helpNav>
      {notice.isPending ? (
        <Loading />
      ) : notice.isError ? (
        <ErrorState message={notice.error.message} onRetry={() => notice.refetch()} />
      ) : (
        <Notice notice={notice.data} />
      )}
    </ContentPage>
  );
}
