// The one phone rule (phone.ts) and the schemas built on it: the ways people write an Indian mobile number are
// tidied to its 10 digits, and anything that is not one is refused with the form's SPEC message.
import { describe, expect, it } from 'vitest';
import { signupBody } from './accounts.ts';
import { checkoutAddress } from './checkout.ts';
import { normalisePhone, phoneProblem } from './phone.ts';

describe('an Indian mobile number as people write it', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['098450 12345', '9845012345'],
    ['98450 12345', '9845012345'],
    ['98450-12345', '9845012345'],
    [' 9845012345 ', '9845012345'],
    // Ten digits that happen to start with 91 or 0 are left as they are.
    ['9198765432', '9198765432'],
    ['0984501234', '0984501234'],
  ])('%s is %s', (written, digits) => {
    expect(normalisePhone(written)).toBe(digits);
  });

  it('refuses what is not 10 digits starting with 6, 7, 8 or 9', () => {
    const length = 'Phone number must be 10 digits';
    expect(phoneProblem('9876543210', length)).toBeNull();
    expect(phoneProblem('1234567890', length)).toBe('Phone number must start with 6, 7, 8 or 9.');
    expect(phoneProblem('0984501234', length)).toBe('Phone number must start with 6, 7, 8 or 9.');
    expect(phoneProblem('98765', length)).toBe(length);
    expect(phoneProblem('98765abcde', length)).toBe(length);
    expect(phoneProblem('+1 202 555 0100', length)).toBe(length);
  });
});

describe('the signup and checkout schemas', () => {
  const signup = {
    fullname: 'Asha Verma',
    username: 'asha',
    email: 'asha@example.com',
    password: 'Secret@123',
  };
  const address = {
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    address: '12 MG Road',
    apt: 'Flat 3',
    city: 'Bangalore',
    state: 'Karnataka',
    postalCode: '560001',
  };
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : result.error!.issues[0]!.message;

  it('keep the tidied 10 digits', () => {
    expect(signupBody.parse({ ...signup, phone: '98450 12345' }).phone).toBe('9845012345');
    expect(checkoutAddress.parse({ ...address, phone: '+91 98765 43210' }).phone).toBe('9876543210');
  });

  it('refuse with each form’s SPEC message', () => {
    expect(messageOf(signupBody.safeParse({ ...signup, phone: '' }))).toBe('Phone number is required!');
    expect(messageOf(signupBody.safeParse({ ...signup, phone: '98765' }))).toBe(
      'Phone number must be exactly 10 digits!',
    );
    expect(messageOf(signupBody.safeParse({ ...signup, phone: '1234567890' }))).toBe(
      'Phone number must start with 6, 7, 8 or 9.',
    );
    expect(messageOf(checkoutAddress.safeParse({ ...address, phone: '' }))).toBe('Phone is required');
    expect(messageOf(checkoutAddress.safeParse({ ...address, phone: '98765' }))).toBe(
      'Phone number must be 10 digits',
    );
    expect(messageOf(checkoutAddress.safeParse({ ...address, phone: '1234567890' }))).toBe(
      'Phone number must start with 6, 7, 8 or 9.',
    );
  });
});

describe('the checkout’s messages name each field as its label reads', () => {
  it('First name is required … PIN code is required', () => {
    const result = checkoutAddress.safeParse({});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      address: 'Address is required',
      apt: 'Apartment, suite, landmark is required',
      city: 'City is required',
      state: 'State is required',
      postalCode: 'PIN code is required',
    });
  });
});
