import { describe, expect, it } from 'vitest';
import { avatarUrl, initialsOf } from './Avatar';

describe('avatars', () => {
  it('shows initials of the first and last word', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  marie  anne laroque ')).toBe('ML');
    expect(initialsOf('Émile')).toBe('É');
    expect(initialsOf('')).toBe('?');
  });

  it('asks the server for the variant of the size, with the picture’s id against stale caches', () => {
    expect(avatarUrl('User-3', 24, 'Attachment-9')).toBe('/api/item-id-image/User-3?variant=thumbnail&v=Attachment-9');
    expect(avatarUrl('User-3', 96)).toBe('/api/item-id-image/User-3?variant=small');
  });
});
