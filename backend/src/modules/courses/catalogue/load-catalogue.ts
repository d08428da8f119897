import { readFileSync } from 'node:fs';
import { type Catalogue, catalogueSchema } from './catalogue.schema.js';
import { CATALOGUE_PATH } from './catalogue.paths.js';

/** The checked-in catalogue, validated. */
export function loadCatalogue(file = CATALOGUE_PATH): Catalogue {
  return catalogueSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
