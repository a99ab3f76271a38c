// The API's messages in the page's language: a Hindi page's request (X-Shop-Language: hi) gets a refusal's message
// in Hindi when the catalogue has it, with its code unchanged; English and unknown languages get SPEC's English.
import { messages } from '@chamak/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seed: false });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const missingProduct = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/products/999999', headers });

describe('an answer’s message', () => {
  it('is in Hindi for a Hindi page, its code and status unchanged', async () => {
    const english = await missingProduct();
    expect(english.statusCode).toBe(404);
    expect(english.json().message).toBe(messages.productNotFound);
    const hindi = await missingProduct({ 'x-shop-language': 'hi' });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toEqual({ ...english.json(), message: 'उत्पाद नहीं मिला।' });
  });

  it('stays in English for English, a language the shop does not have, or a message without a translation', async () => {
    for (const language of ['en', 'fr', 'hi-IN', '']) {
      expect((await missingProduct({ 'x-shop-language': language })).json().message).toBe(
        messages.productNotFound,
      );
    }
    const unknown = await t.app.inject({ url: '/api/no-such-call', headers: { 'x-shop-language': 'hi' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such call: GET /api/no-such-call');
  });
});
