import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../catalog-model.js';
import { fixtureDocs } from '../testing/catalog-fixture.js';
import { classifyStorageError } from '../storage-problems.js';
import { catalogAssembler, isReplicaEvent, splitCatalog, toError, serializeError } from './protocol.js';

const asReplicaDocs = <T extends { _id: string }>(docs: T[]) => docs.map(({ _id, ...rest }) => ({ id: _id, ...rest }));
const snapshot = buildSnapshot({
  products: asReplicaDocs(fixtureDocs.products),
  categories: asReplicaDocs(fixtureDocs.categories),
  inventory: asReplicaDocs(fixtureDocs.inventory),
  reviews: asReplicaDocs(fixtureDocs.reviews),
});

describe('the catalogue crossing from the worker to the page', () => {
  it('when it is sent in small parts, then the page puts the same catalogue back together', () => {
    const { parts, head } = splitCatalog(snapshot, 2);
    expect(parts.length).toBeGreaterThan(3);
    const assembler = catalogAssembler();
    // Each message crosses a structured clone, as postMessage does.
    for (const part of parts) assembler.add(structuredClone(part));
    const catalog = assembler.finish(structuredClone(head));
    expect(catalog?.products).toEqual(snapshot.products);
    expect(catalog?.categories).toEqual(snapshot.categories);
    expect(catalog?.reviewsByProduct).toEqual(snapshot.reviewsByProduct);
  });

  it('when a part is missing, then that catalogue is dropped and the next one is whole again', () => {
    const { parts, head } = splitCatalog(snapshot, 2);
    const assembler = catalogAssembler();
    for (const part of parts.slice(1)) assembler.add(part);
    expect(assembler.finish(head)).toBeNull();
    for (const part of parts) assembler.add(part);
    expect(assembler.finish(head)?.products).toHaveLength(snapshot.products.length);
  });

  it('when a message is not one of ours, then the page ignores it', () => {
    expect(isReplicaEvent({ type: 'snapshot', phase: 'sometime', catalog: null })).toBe(false);
    expect(isReplicaEvent({ type: 'part', products: 'all' })).toBe(false);
    expect(isReplicaEvent('hello')).toBe(false);
    expect(isReplicaEvent({ type: 'snapshot', phase: 'core', catalog: null })).toBe(true);
  });

  it('when storage fails in the worker, then the page gets an error it can classify by name, message and cause', () => {
    const quota = Object.assign(new Error('write failed'), { name: 'RxError', inner: Object.assign(new Error('disk full'), { name: 'QuotaExceededError' }) });
    const e = toError(structuredClone(serializeError(quota)));
    expect(e).toMatchObject({ name: 'RxError', message: 'write failed', inner: { name: 'QuotaExceededError', message: 'disk full' } });
    expect(classifyStorageError(e)).toBe('full');
  });
});
