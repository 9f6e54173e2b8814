import { describe, expect, it } from 'vitest';
import { classifyStorageError } from '../storage-problems.js';
import { isReplicaAsk, isReplicaEvent, toError, serializeError } from './protocol.js';

describe('messages between the page and the replica worker', () => {
  it('when a message is not one of ours, then the page ignores it', () => {
    expect(isReplicaEvent({ type: 'snapshot', phase: 'sometime', version: 1 })).toBe(false);
    expect(isReplicaEvent({ type: 'snapshot', phase: 'core', version: '1' })).toBe(false);
    expect(isReplicaEvent({ type: 'answer', id: '7', version: 1, answer: [] })).toBe(false);
    expect(isReplicaEvent({ type: 'answer', id: 7, version: 1 })).toBe(false);
    expect(isReplicaEvent('hello')).toBe(false);
    expect(isReplicaEvent({ type: 'snapshot', phase: 'core', version: null })).toBe(true);
    expect(isReplicaEvent({ type: 'snapshot', phase: 'change', version: 3 })).toBe(true);
    expect(isReplicaEvent({ type: 'answer', id: 7, version: 3, answer: null })).toBe(true);
    expect(isReplicaEvent({ type: 'answer', id: 7, error: { name: 'Error', message: 'no' } })).toBe(true);
    // The catalogue is stored: the page remembers it for an offline start.
    expect(isReplicaEvent({ type: 'kept' })).toBe(true);
  });

  it('when the worker is sent something that is not a question it knows, then it is not taken as one', () => {
    expect(isReplicaAsk({ type: 'ask', id: 1, question: { kind: 'products', filter: {} } })).toBe(true);
    expect(isReplicaAsk({ type: 'ask', id: 1, question: { kind: 'everything' } })).toBe(false);
    expect(isReplicaAsk({ type: 'ask', question: { kind: 'categories' } })).toBe(false);
    expect(isReplicaAsk({ type: 'start', syncUrl: '/sync/', announceStored: false })).toBe(false);
  });

  it('when storage fails in the worker, then the page gets an error it can classify by name, message and cause', () => {
    const quota = Object.assign(new Error('write failed'), { name: 'RxError', inner: Object.assign(new Error('disk full'), { name: 'QuotaExceededError' }) });
    const e = toError(structuredClone(serializeError(quota)));
    expect(e).toMatchObject({ name: 'RxError', message: 'write failed', inner: { name: 'QuotaExceededError', message: 'disk full' } });
    expect(classifyStorageError(e)).toBe('full');
  });
});
