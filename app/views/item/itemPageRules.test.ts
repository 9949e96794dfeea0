import { describe, expect, it } from 'vitest';
import { ApiError } from '../../net/apiContract';
import { createCellId, isCreateId, signInRedirect, unshownItemTitle } from './itemPageRules';

describe('item page rules', () => {
  it('tells create cells by their marker', () => {
    expect(isCreateId('Task-0-17')).toBe(true);
    expect(isCreateId('Task-3')).toBe(false);
    expect(isCreateId('nonsense')).toBe(false);
    expect(createCellId('Task', 17.9)).toBe('Task-0-17');
  });

  it('sends signed-out visitors refused an item to sign in and back', () => {
    const refused = new ApiError('notAllowed');
    expect(signInRedirect(refused, true, false, '/i-Project-3?c0=x')).toBe('/sign-in?next=%2Fi-Project-3%3Fc0%3Dx');
    expect(signInRedirect(refused, true, true, '/i-Project-3')).toBeUndefined();
    expect(signInRedirect(refused, false, false, '/i-Project-3')).toBeUndefined();
    expect(signInRedirect(new ApiError('notFound'), true, false, '/i-Project-3')).toBeUndefined();
  });

  it('titles an item page whose item is not shown by its type and number, never the raw id', () => {
    const labels: Record<string, string> = { Contact: 'Contact' };
    expect(unshownItemTitle('Contact-30', (type) => labels[type])).toBe('Contact 30');
    expect(unshownItemTitle('Gadget-4', (type) => labels[type])).toBe('Gadget 4');
    expect(unshownItemTitle('nonsense', (type) => labels[type])).toBe('nonsense');
  });
});
