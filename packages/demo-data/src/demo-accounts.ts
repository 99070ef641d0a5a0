// The demo sign-ins seeded with every data load; ids are the same at every scale so tests can rely on them.

/** Demo-only password of every seeded account (documented in the README). */
export const DEMO_PASSWORD = 'specpulse-demo';

export const demoFirmIds = {
  /** 'Staff': internal staff, every permission. */
  internal: 1,
  /** A manufacturer named after one of its brands: brands, products, mybrands, spectypes; three firmbrands;
   * saved views and favourites. */
  manufacturer: 2,
  /** A design firm: products only, hidesegments on, a few categories. */
  designFirm: 3,
} as const;

export const demoAccounts = {
  admin: {
    userId: 1,
    firmId: demoFirmIds.internal,
    email: 'admin@example.com',
    isAdmin: true,
    isActive: true,
  },
  brand: {
    userId: 2,
    firmId: demoFirmIds.manufacturer,
    email: 'brand@example.com',
    isAdmin: false,
    isActive: true,
  },
  designer: {
    userId: 3,
    firmId: demoFirmIds.designFirm,
    email: 'designer@example.com',
    isAdmin: false,
    isActive: true,
  },
  /** A former employee of the manufacturer: is_active false. */
  inactive: {
    userId: 4,
    firmId: demoFirmIds.manufacturer,
    email: 'inactive@example.com',
    isAdmin: false,
    isActive: false,
  },
  /** A second user of the manufacturer: a firm colleague of brand@ (shared saved views). */
  colleague: {
    userId: 5,
    firmId: demoFirmIds.manufacturer,
    email: 'colleague@example.com',
    isAdmin: false,
    isActive: true,
  },
} as const;
