import { describe, expectTypeOf, it } from 'vitest';
import type { Tables } from './database';
import type { ColumnsOf, SelectedRow } from './select-columns';

describe('SelectedRow', () => {
  it('reads the column names off a select list, spaces or not', () => {
    expectTypeOf<ColumnsOf<'id, email,created_at'>>().toEqualTypeOf<'id' | 'email' | 'created_at'>();
    expectTypeOf<ColumnsOf<'id'>>().toEqualTypeOf<'id'>();
  });

  it('is the row with exactly those columns, or never when one is not a column', () => {
    expectTypeOf<SelectedRow<'admins', 'email, user_id'>>().toEqualTypeOf<
      Pick<Tables<'admins'>, 'email' | 'user_id'>
    >();
    expectTypeOf<SelectedRow<'admins', 'email, password'>>().toBeNever();
  });
});
