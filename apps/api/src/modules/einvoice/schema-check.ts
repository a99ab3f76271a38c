// A small JSON Schema (draft-07) checker for the shipped e-invoice schema: the keywords that schema uses (type,
// required, properties, additionalProperties false, items, minItems, maxItems, enum, pattern, minLength, maxLength,
// minimum, maximum) and nothing more, so no validator library is needed. Every export is checked before it is
// answered (decision 0344).
import schemaFile from './einvoice-schema-v1.1.json' with { type: 'json' };

export type JsonSchema = {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

/** The IRP's e-invoice JSON schema, version 1.1, as shipped (einvoice-schema-v1.1.json). */
export const einvoiceSchema = schemaFile as JsonSchema;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeOf(value) === type;
}

const patterns = new Map<string, RegExp>();
const regexOf = (pattern: string) => {
  const known = patterns.get(pattern);
  if (known) return known;
  const re = new RegExp(pattern, 'u');
  patterns.set(pattern, re);
  return re;
};

/** Where a value breaks the schema: "path: what is wrong", one per problem; empty when it conforms. */
export function schemaProblems(value: unknown, schema: JsonSchema = einvoiceSchema, path = '$'): string[] {
  const problems: string[] = [];
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length && !types.some((t) => hasType(value, t)))
    return [`${path}: must be ${types.join(' or ')}, not ${typeOf(value)}`];
  if (schema.enum && !schema.enum.includes(value))
    problems.push(`${path}: must be one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength)
      problems.push(`${path}: must be at least ${schema.minLength} characters`);
    if (schema.maxLength !== undefined && length > schema.maxLength)
      problems.push(`${path}: must be at most ${schema.maxLength} characters`);
    if (schema.pattern !== undefined && !regexOf(schema.pattern).test(value))
      problems.push(`${path}: does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      problems.push(`${path}: must be at least ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum)
      problems.push(`${path}: must be at most ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      problems.push(`${path}: must have at least ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      problems.push(`${path}: must have at most ${schema.maxItems} items`);
    const items = schema.items;
    if (items)
      for (const [i, item] of value.entries()) problems.push(...schemaProblems(item, items, `${path}[${i}]`));
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? [])
      if (object[key] === undefined) problems.push(`${path}.${key}: is required`);
    for (const [key, field] of Object.entries(object)) {
      if (field === undefined) continue;
      const own = schema.properties?.[key];
      if (own) problems.push(...schemaProblems(field, own, `${path}.${key}`));
      else if (schema.additionalProperties === false) problems.push(`${path}.${key}: is not in the schema`);
    }
  }
  return problems;
}
