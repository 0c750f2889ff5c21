import { describe, expect, it } from 'vitest';
import { STAFF_SCOPES } from './staff-scope';
// The API's list is the authority; the console spells it again (shared imports no app at run time), so this test
// is where the two meet: a scope added on one side only fails here instead of hiding a console page or a check.
// eslint-disable-next-line import-x/no-restricted-paths -- a test may read the API's list; nothing ships with it
import { staffScopes } from '../../../api/src/modules/staff/scopes';

describe('staff scopes', () => {
  it('are the same list, in the same order, in the console and in the API', () => {
    expect([...STAFF_SCOPES]).toEqual([...staffScopes]);
  });
});
