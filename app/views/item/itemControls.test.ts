import { describe, expect, it } from 'vitest';
import { visibleItemControls } from './itemControlRules';

describe('item toolbar controls', () => {
  const plain = { tokenValid: true, admin: false, masquerading: false };
  it('shows meta and timeline only with a valid token', () => {
    expect(visibleItemControls({}, plain)).toEqual(['meta', 'timeline', 'prev-next']);
    expect(visibleItemControls({}, { ...plain, tokenValid: false })).toEqual(['prev-next']);
  });
  it('shows the raw edit to administrators and masquerading users', () => {
    expect(visibleItemControls({}, { ...plain, admin: true })).toContain('raw');
    expect(visibleItemControls({}, { ...plain, masquerading: true })).toContain('raw');
  });
  it('shows the notification preference when the item has one and does not hide it', () => {
    expect(visibleItemControls({ $notify: 'DEFAULT' }, plain)).toContain('notify');
    expect(visibleItemControls({ $notify: 'DEFAULT', $hideNotify: true }, plain)).not.toContain('notify');
    expect(visibleItemControls({ $notify: 'SOMETIMES' }, plain)).not.toContain('notify');
  });
});
