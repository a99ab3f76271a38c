// The answers' serializer (decision 0324): every route's response schema (zod) checks its answer and keeps only
// the fields the contract names, then JSON.stringify writes it. fastify-type-provider-zod's own compiler does the
// same through zod's safeEncode, which costs about 1.8 µs more an answer than safeParse (zod's compiled object
// parser is not used in the encode direction). The two agree for every schema without codecs, and the shop's
// response schemas have none (a transform would make safeEncode throw, so none can be there today).
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { $ZodType } from 'zod/v4/core';

function zodSchemaOf(schema: unknown): ZodType {
  if (schema instanceof $ZodType) return schema as unknown as ZodType;
  if (schema && typeof schema === 'object' && 'properties' in schema && schema.properties instanceof $ZodType)
    return schema.properties as unknown as ZodType;
  throw new Error(`A response schema that is not a zod schema: ${JSON.stringify(schema)}`);
}

export const responseSerializer: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zod = zodSchemaOf(schema);
  return (data) => {
    const result = zod.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
