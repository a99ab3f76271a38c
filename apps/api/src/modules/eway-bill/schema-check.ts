// A small JSON Schema checker for the e-way bill JSON (decision 0345): the keywords eway-bill-schema.json uses and
// nothing more (an unknown keyword is reported, not ignored), so the tests and the browser journey check the
// export against the schema the repository ships without a validator dependency.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Schema = {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number';
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean;
  items?: Schema;
  minItems?: number;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
};
const known = new Set([
  '$schema',
  '$comment',
  'title',
  'type',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'minItems',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'multipleOf',
]);

/** Every way `value` breaks `schema`, as "path: problem" lines (none: it conforms). */
export function schemaProblems(schema: Schema, value: unknown, at = '$'): string[] {
  for (const key of Object.keys(schema))
    if (!known.has(key)) return [`${at}: the checker does not know ${key}`];
  const problems: string[] = [];
  const type = schema.type;
  if (type === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at}: not an object`];
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) problems.push(`${at}.${key}: missing`);
    for (const [key, v] of Object.entries(record)) {
      const sub = schema.properties?.[key];
      if (sub) problems.push(...schemaProblems(sub, v, `${at}.${key}`));
      else if (schema.additionalProperties === false) problems.push(`${at}.${key}: not allowed`);
    }
    return problems;
  }
  if (type === 'array') {
    if (!Array.isArray(value)) return [`${at}: not an array`];
    if (schema.minItems !== undefined && value.length < schema.minItems)
      problems.push(`${at}: too few items`);
    for (const [i, v] of value.entries())
      problems.push(...schemaProblems(schema.items ?? {}, v, `${at}[${i}]`));
    return problems;
  }
  if (schema.enum && !schema.enum.includes(value))
    problems.push(`${at}: ${JSON.stringify(value)} not allowed`);
  if (type === 'string') {
    if (typeof value !== 'string') return [`${at}: not a string`];
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) problems.push(`${at}: does not match`);
    if (schema.minLength !== undefined && value.length < schema.minLength) problems.push(`${at}: too short`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength) problems.push(`${at}: too long`);
  }
  if (type === 'integer' || type === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return [`${at}: not a number`];
    if (type === 'integer' && !Number.isInteger(value)) problems.push(`${at}: not an integer`);
    if (schema.minimum !== undefined && value < schema.minimum)
      problems.push(`${at}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum)
      problems.push(`${at}: above ${schema.maximum}`);
    if (schema.multipleOf !== undefined) {
      const steps = value / schema.multipleOf;
      if (Math.abs(steps - Math.round(steps)) > 1e-6) problems.push(`${at}: more than 2 decimals`);
    }
  }
  return problems;
}

/** The schema the shop targets (eway-bill-schema.json beside this file). */
export const portalSchema = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'eway-bill-schema.json'), 'utf8'),
) as Schema;
