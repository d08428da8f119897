import { readFileSync } from 'node:fs';

/**
 * Holding a stand-in's answer against an answer captured from the real platform, field for field
 * and type for type. The shape of a set of samples is, per field, the JSON types seen and whether
 * every sample had it; a list's items are one merged shape. A stand-in's answer fits a captured
 * one when it sends every field the captured samples always carry, only fields they carry, and
 * each with a type they showed (docs/platforms.md, "Captured answers").
 */
type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'list' | 'object';

interface Shape {
  types: Set<JsonType>;
  /** Object fields, with how many of the objects seen carried each. */
  fields: Map<string, { shape: Shape; seen: number }>;
  objects: number;
  items?: Shape;
}

const typeOf = (value: unknown): JsonType =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'list'
      : typeof value === 'object'
        ? 'object'
        : (typeof value as 'boolean' | 'number' | 'string');

const emptyShape = (): Shape => ({ types: new Set(), fields: new Map(), objects: 0 });

function addSample(shape: Shape, value: unknown): Shape {
  const type = typeOf(value);
  shape.types.add(type);
  if (type === 'list') {
    shape.items ??= emptyShape();
    for (const item of value as unknown[]) addSample(shape.items, item);
  } else if (type === 'object') {
    shape.objects += 1;
    for (const [key, field] of Object.entries(value as object)) {
      const known = shape.fields.get(key) ?? { shape: emptyShape(), seen: 0 };
      known.seen += 1;
      addSample(known.shape, field);
      shape.fields.set(key, known);
    }
  }
  return shape;
}

/** The merged shape of samples (several answers, or several tee times of one). */
export function shapeOf(...samples: unknown[]): Shape {
  return samples.reduce<Shape>((shape, sample) => addSample(shape, sample), emptyShape());
}

const typesText = (types: Set<JsonType>) => [...types].sort().join(' or ');

/**
 * How the served samples differ from the captured ones, one line per difference, [] when they fit.
 * `beyondCapture` names fields the stand-in may send that no captured sample shows (paths as in
 * the lines, e.g. "[].teetimes[].rates[].promotion"); each needs its reason where it is given.
 */
export function shapeDifferences(
  captured: Shape,
  served: Shape,
  beyondCapture: readonly string[] = [],
  path = '',
): string[] {
  const at = path || '(answer)';
  const differences: string[] = [];
  const foreign = [...served.types].filter((type) => !captured.types.has(type));
  if (foreign.length > 0)
    differences.push(
      `${at}: served ${typesText(served.types)}, captured ${typesText(captured.types)}`,
    );
  if (captured.items && served.items && captured.items.types.size > 0)
    differences.push(...shapeDifferences(captured.items, served.items, beyondCapture, `${path}[]`));
  if (captured.objects > 0 && served.objects > 0) {
    for (const [key, field] of captured.fields) {
      const servedField = served.fields.get(key);
      const always = field.seen === captured.objects;
      if (!servedField) {
        if (always)
          differences.push(`${path}.${key}: missing (captured ${typesText(field.shape.types)})`);
        continue;
      }
      if (always && servedField.seen < served.objects)
        differences.push(`${path}.${key}: left out of some, captured in every one`);
      differences.push(
        ...shapeDifferences(field.shape, servedField.shape, beyondCapture, `${path}.${key}`),
      );
    }
    for (const [key, field] of served.fields)
      if (!captured.fields.has(key) && !beyondCapture.includes(`${path}.${key}`))
        differences.push(
          `${path}.${key}: not in the capture (served ${typesText(field.shape.types)})`,
        );
  }
  return differences;
}

/** A captured answer kept in test/platform-answers/captured (its README says where each came from). */
export function capturedAnswer(file: string): string {
  return readFileSync(
    new URL(`../../../test/platform-answers/captured/${file}`, import.meta.url),
    'utf8',
  );
}
