import Fastify from 'fastify';
import { isResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

const reply = z.object({
  id: z.number().int(),
  name: z.string(),
  sizes: z.array(z.object({ label: z.string(), left: z.number().nullable() })),
  when: z.iso.datetime({ offset: true }).optional(),
});

async function appAnswering(answer: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  let caught: unknown;
  app.setErrorHandler((error, _request, res) => {
    caught = error;
    return res.status(500).send({ message: 'Internal Server Error' });
  });
  app.get('/thing', { schema: { response: { 200: reply } } }, () => answer);
  const res = await app.inject({ method: 'GET', url: '/thing' });
  await app.close();
  return { res, caught };
}

describe('the answers serializer', () => {
  it('writes only the fields the contract names, at every depth', async () => {
    const { res } = await appAnswering({
      id: 7,
      name: 'Lemon Fresh',
      password_hash: 'secret',
      sizes: [{ label: '500 ml', left: 3, cost_paise: 1200 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":7,"name":"Lemon Fresh","sizes":[{"label":"500 ml","left":3}]}');
  });

  it('refuses an answer that breaks the contract with a 500, as a response serialization error', async () => {
    const { res, caught } = await appAnswering({ id: 'seven', name: 'Lemon Fresh', sizes: [] });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('seven');
    expect(isResponseSerializationError(caught)).toBe(true);
  });

  it('keeps a date and time as the string the contract checks', async () => {
    const { res } = await appAnswering({ id: 1, name: 'x', sizes: [], when: '2026-11-29T10:00:00.000Z' });
    expect(JSON.parse(res.body)).toEqual({ id: 1, name: 'x', sizes: [], when: '2026-11-29T10:00:00.000Z' });
  });
});
