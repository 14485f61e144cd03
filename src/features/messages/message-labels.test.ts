import { describe, expect, it } from 'vitest';
import { subjectHref } from './message-labels';
import { paths, type PathName } from '../../lib/paths';

describe('subject of a message', () => {
  const available = new Set<PathName>(['registrationDetail']);

  it('builds the address of a screen the link names, with its parameters', () => {
    expect(subjectHref({ path: 'registrationDetail', params: { id: 'reg-1' } }, available)).toBe(
      paths.registrationDetail.href({ id: 'reg-1' }),
    );
  });

  it('offers nothing without a link, for a name that is no screen, or for a screen this build lacks', () => {
    expect(subjectHref(null, available)).toBeNull();
    expect(subjectHref({ path: 'toString', params: {} }, available)).toBeNull();
    expect(subjectHref({ path: '/registrationDetail', params: {} }, available)).toBeNull();
    expect(subjectHref({ path: 'enforcementPlanDetailed', params: { id: 'p1' } }, available)).toBeNull();
  });
});
