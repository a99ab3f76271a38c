// The business block's messages in the page's language (decision 0331): the shared schema words them in English
// (SPEC's language, and the server's answer), so the page turns each known one into its t() text here, where the
// build can compile it; the GSTIN-against-state message carries its values as placeholders.
import { businessBuyerMessages } from '@chamak/shared/business-buyer';
import { t } from '../../lib/i18n.ts';

const mismatch =
  /^GSTIN (\S+) is registered in state code (\d{2}), but the billing address is in (.+) \((\d{2})\)$/;

/** A message of the business block as the page shows it; one it does not know stays as it came. */
export function businessErrorText(message: string): string {
  switch (message) {
    case businessBuyerMessages.legalNameRequired:
      return t('Business name is required');
    case businessBuyerMessages.legalNameTooLong:
      return t('Business name is too long');
    case businessBuyerMessages.addressRequired:
      return t('Billing address is required');
    case businessBuyerMessages.addressTooLong:
      return t('Billing address is too long');
    case businessBuyerMessages.cityRequired:
      return t('Billing city is required');
    case businessBuyerMessages.stateRequired:
      return t('Please select the state of the billing address');
    case businessBuyerMessages.pinCode:
      return t('Billing PIN code must be a valid 6-digit PIN code');
    case 'GSTIN is required':
      return t('GSTIN is required');
    case 'GSTIN must be 15 characters':
      return t('GSTIN must be 15 characters');
    case 'GSTIN must start with a valid state code':
      return t('GSTIN must start with a valid state code');
    case 'GSTIN must carry a valid PAN (characters 3 to 12)':
      return t('GSTIN must carry a valid PAN (characters 3 to 12)');
    case 'GSTIN is not in the right format':
      return t('GSTIN is not in the right format');
    case 'GSTIN check character does not match':
      return t('GSTIN check character does not match');
  }
  const m = mismatch.exec(message);
  if (m)
    return t(
      'GSTIN {gstin} is registered in state code {code}, but the billing address is in {state} ({stateCode})',
      { gstin: m[1]!, code: m[2]!, state: m[3]!, stateCode: m[4]! },
    );
  return message;
}
