import path from 'node:path';

/** data/ at the repository root; the same relative path holds from src/ and from dist/. */
export const DATA_DIR = path.resolve(import.meta.dirname, '../../../../../data');
export const CATALOGUE_PATH = path.join(DATA_DIR, 'course-catalogue.json');
