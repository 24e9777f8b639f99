import { describe, expect, it, vi } from 'vitest';

describe('staff routes', () => {
  it('are added once, for staff addresses only, and again after a failed attempt', async () => {
    vi.resetModules();
    const { isStaffPath, provideStaffRoutes, staffRoutesFor } = await import('./staff-routes');
    expect(staffRoutesFor('/admin')).toBeUndefined(); // nothing provided: the server

    let fail = true;
    const add = vi.fn(async () => {
      if (fail) throw new Error('offline');
    });
    provideStaffRoutes(add);
    expect(staffRoutesFor('/')).toBeUndefined();
    expect(staffRoutesFor('/administration-fees')).toBeUndefined();
    expect(isStaffPath('/admin/orders')).toBe(true);

    await expect(staffRoutesFor('/admin/orders')).rejects.toThrow('offline');
    fail = false;
    const first = staffRoutesFor('/admin');
    expect(staffRoutesFor('/admin/login')).toBe(first); // one load for both
    await first;
    expect(staffRoutesFor('/admin/orders')).toBeUndefined(); // added: the address loads as it is
    expect(add).toHaveBeenCalledTimes(2);
  });
});
