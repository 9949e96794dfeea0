import { describe, expect, it } from 'vitest';
import { inIdOrder, parseItemList } from './itemReads';
import { uploadedAttachment } from './uploads';

describe('readMany answers', () => {
  const a = { $id: 'A-1', _u: 1 };
  const b = { $id: 'A-2', _u: 3 };
  it('reads a list, an items member or a map', () => {
    expect(parseItemList([a, b, 'junk', { $id: 'A-3', notAllowed: true }, { $id: 'A-4', notFound: true }])).toEqual([a, b]);
    expect(parseItemList({ items: [b] })).toEqual([b]);
    expect(parseItemList({ 'A-1': a })).toEqual([a]);
    expect(parseItemList(null)).toEqual([]);
  });
  it('orders items as the search did and skips missing ones', () => {
    expect(inIdOrder([a, b], ['A-2', 'A-9', 'A-1'])).toEqual([b, a]);
  });
});

describe('upload answers', () => {
  it('read the created attachment', () => {
    expect(uploadedAttachment({ $id: 'Attachment-4', originalName: 'x.pdf' }, 'y.pdf')).toEqual({ id: 'Attachment-4', label: 'x.pdf' });
    expect(uploadedAttachment({ item: { $id: 'Attachment-5' } }, 'y.pdf')).toEqual({ id: 'Attachment-5', label: 'y.pdf' });
    expect(uploadedAttachment({}, 'y.pdf')).toBeUndefined();
  });
});
