/** The whole hand-written catalogue: categories, product types and real-world product lines. */
import { ART } from './art.js';
import { DESK_ACCESSORIES } from './desk-accessories.js';
import { GIFTS } from './gifts.js';
import { NOTEBOOKS } from './notebooks.js';
import { OFFICE } from './office.js';
import { ORGANIZATION } from './organization.js';
import { SCHOOL } from './school.js';
import type { CategoryCatalogue } from './types.js';
import { WRITING } from './writing.js';

export const CATALOGUE: readonly CategoryCatalogue[] = [WRITING, NOTEBOOKS, ART, OFFICE, SCHOOL, ORGANIZATION, DESK_ACCESSORIES, GIFTS];

export { brandOrigin, KNOWN_BRANDS, madeIn } from './brands.js';
export type { CategoryCatalogue, KindSeed, ProductLine, ProductType, SeedColour, SpecRow, Variant } from './types.js';
