// Where personal data is collected (decision 0357): the line that links the privacy notice, and the two optional
// offers boxes of the signup and the checkout, never ticked beforehand (a ticked box is a consent given).
import { Link } from 'react-router';
import { t } from '../lib/i18n.ts';
import { paths } from '../paths.ts';

/** "How we use your data: Privacy notice", under a form that collects personal data. */
export function NoticeLink({ className = '' }: { className?: string }) {
  return (
    <p className={`text-xs text-slate-600 ${className}`}>
      {t('How we use your data:')}{' '}
      <Link to={paths.privacyNotice} className="font-medium text-brand underline underline-offset-2">
        {t('Privacy notice')}
      </Link>
    </p>
  );
}

export type OffersChoice = { marketingEmail: boolean; marketingMessages: boolean };
export const noOffers: OffersChoice = { marketingEmail: false, marketingMessages: false };

/** The two optional boxes; both start unticked and nothing depends on ticking them. */
export function OffersBoxes({
  value,
  onChange,
  className = '',
}: {
  value: OffersChoice;
  onChange: (next: OffersChoice) => void;
  className?: string;
}) {
  const box = (key: keyof OffersChoice, label: string) => (
    <label className="flex items-start gap-2.5 text-sm text-slate-700">
      <input
        type="checkbox"
        name={key}
        checked={value[key]}
        onChange={(e) => onChange({ ...value, [key]: e.currentTarget.checked })}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand"
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className={`space-y-2 ${className}`}>
      <legend className="mb-1.5 text-xs font-medium text-slate-600">{t('Optional')}</legend>
      {box('marketingEmail', t('Offers and news by e-mail'))}
      {box('marketingMessages', t('Offers and news by WhatsApp or SMS'))}
    </fieldset>
  );
}
