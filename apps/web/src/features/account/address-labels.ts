// The address fields' labels (the shared checkoutFieldLabels, SPEC's words) marked for translation, for the
// address book and a subscription's address: shown with t(fieldLabels[field]).
import { addressFieldLabels } from '../../lib/address-texts.ts';
import { msg, t } from '../../lib/i18n.ts';

export const fieldLabels = addressFieldLabels;

/** The address book's own labels (the shared addressLabels, and Other), marked for translation. */
const presetLabels: Readonly<Record<string, string>> = {
  Home: msg('Home'),
  Office: msg('Office'),
  Other: msg('Other'),
};

/** An address's label as the page shows it: a preset one in the page's language, the shopper's own as typed. */
export const labelText = (label: string): string => {
  const preset = presetLabels[label];
  return preset === undefined ? label : t(preset);
};
