// Portal side of a load: client firms with their configurations, the demo and other users, and their session history.
import { imageUrls, type AdminFirmConfiguration as FirmConfiguration } from '@specpulse/contract';
import type { DataRange } from './calendar.ts';
import { monthMultipliers, monthOf, weekdayMultipliers, weekdayOf } from './calendar.ts';
import { csvText } from './csv.ts';
import { demoAccounts, demoFirmIds } from './demo-accounts.ts';
import type { FirmsPlan } from './firms-plan.ts';
import type { MarketPlan } from './market-plan.ts';
import { emailFor, personName } from './names.ts';
import { Rng } from './random.ts';
import { categories } from './categories.ts';
import { specTypes } from './vocabularies.ts';

export interface PortalFirm {
  id: number;
  name: string;
  configuration: FirmConfiguration;
}
export interface PortalUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isActive: boolean;
  firmId: number;
  /** Sessions per week (0 = none). */
  sessionsPerWeek: number;
  /** Day offsets in the data range of the user's first and last possible session (churn: a user who left
   * stops early; one who joined late starts late). */
  firstDay: number;
  lastDay: number;
}

const allFeatures = { export: true, savefilters: true, favorite: true, nestedcategories: true };
const noFeatures = {
  export: false,
  savefilters: false,
  favorite: false,
  hideprojects: false,
  hidesegments: false,
  nestedcategories: false,
};

const subsOf = (categoryIds: number[]) =>
  categories.filter((c) => categoryIds.includes(c.id)).flatMap((c) => c.subs.map((s) => s.id));
const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

function configuration(opts: {
  permissions: string[];
  features?: Partial<Record<keyof typeof noFeatures, boolean>>;
  firmbrands?: number[];
  specifications?: FirmConfiguration['specifications'];
  categories: number[];
  defaults: number[];
}): FirmConfiguration {
  const enabled = sorted(opts.categories);
  return {
    hasfeature: { ...noFeatures, ...opts.features },
    permissions: Object.fromEntries(
      ['brands', 'products', 'mybrands', 'internal', 'spectypes'].map((p) => [
        p,
        opts.permissions.includes(p),
      ]),
    ),
    firmbrands: opts.firmbrands ?? [],
    specifications: opts.specifications ?? [],
    filters: { categories: enabled, subCategories: subsOf(enabled) },
    defaultcategories: sorted(opts.defaults),
    defaultsubcategories: [],
  };
}

export function planPortal(market: MarketPlan, firms: FirmsPlan, range: DataRange, seed: number) {
  const rng = Rng.derive(seed, 'portal');
  const brandName = (id: number) => market.brands[id - 1]?.name ?? `Brand ${id}`;
  const categoriesOf = (ids: number[]) =>
    sorted(ids.flatMap((id) => market.brands[id - 1]?.categoryIds ?? []));
  const rankBrand = (categoryId: number, rank: number) =>
    market.categoryById.get(categoryId)?.entries[rank - 1]?.brandId ?? (market.brands[1]?.id as number);
  const clients = market.clientBrandIds;
  const allCategoryIds = categories.map((c) => c.id);
  const everySpecType: FirmConfiguration['specifications'] = [
    'color',
    'pattern',
    ...specTypes.filter((t) => t.id > 2).map((t) => t.id),
  ];
  const designFirmName = (id: number) => firms.designFirms[id - 1]?.name ?? `Design Firm ${id}`;

  const manufacturer = (
    id: number,
    brandIds: number[],
    permissions: string[],
    extra: number[] = [],
  ): PortalFirm => ({
    id,
    name: brandName(brandIds[0] as number),
    configuration: configuration({
      permissions,
      features: { export: true, nestedcategories: true },
      firmbrands: [...new Set(brandIds)],
      specifications: ['color', 'pattern', 3, 4],
      categories: [...categoriesOf(brandIds), ...extra],
      defaults: categoriesOf(brandIds).slice(0, 2),
    }),
  });

  const portalFirms: PortalFirm[] = [
    {
      id: demoFirmIds.internal,
      // Not the product's name: a deployment renames the product (PRODUCT_NAME), not its demo data.
      name: 'Staff',
      configuration: configuration({
        permissions: ['brands', 'products', 'mybrands', 'internal', 'spectypes'],
        features: allFeatures,
        firmbrands: [...clients],
        specifications: everySpecType,
        categories: allCategoryIds,
        defaults: allCategoryIds,
      }),
    },
    {
      id: demoFirmIds.manufacturer,
      name: brandName(clients[0]),
      configuration: configuration({
        permissions: ['brands', 'products', 'mybrands', 'spectypes'],
        features: { export: true, nestedcategories: true, savefilters: true, favorite: true },
        firmbrands: [...clients],
        specifications: ['color', 'pattern', 3, 4, 6, 8, 12],
        categories: [...categoriesOf([...clients]), 5, 6],
        defaults: categoriesOf([...clients]),
      }),
    },
    {
      id: demoFirmIds.designFirm,
      name: designFirmName(1),
      configuration: configuration({
        permissions: ['products'],
        features: { hidesegments: true, export: true },
        specifications: ['color', 'pattern'],
        categories: [6, 10, 11, 13],
        defaults: [10, 11],
      }),
    },
    manufacturer(4, [rankBrand(13, 1)], ['brands', 'products', 'mybrands'], [14]),
    manufacturer(
      5,
      [rankBrand(10, 1), rankBrand(11, 2)],
      ['brands', 'products', 'mybrands', 'spectypes'],
      [12],
    ),
    manufacturer(6, [rankBrand(14, 3)], ['brands', 'products'], [5]),
    manufacturer(7, [rankBrand(2, 1)], ['brands', 'products', 'mybrands'], [1]),
    manufacturer(8, [rankBrand(6, 2), rankBrand(7, 1)], ['brands', 'products', 'mybrands']),
    {
      id: 9,
      name: designFirmName(2),
      configuration: configuration({
        permissions: ['products'],
        features: { hideprojects: true },
        categories: [1, 2, 4, 5],
        defaults: [1],
      }),
    },
    {
      id: 10,
      name: designFirmName(3),
      configuration: configuration({
        permissions: ['brands', 'products'],
        features: { export: true },
        categories: allCategoryIds,
        defaults: [1, 10, 13],
      }),
    },
  ];

  // The demo accounts used the portal from the start; the former employee left 120 days before as_of.
  const users: PortalUser[] = (
    Object.values(demoAccounts) as (typeof demoAccounts)[keyof typeof demoAccounts][]
  ).map((a, i) => ({
    id: a.userId,
    email: a.email,
    firstName: ['Morgan', 'Jordan', 'Casey', 'Riley', 'Avery'][i] as string,
    lastName: ['Ellis', 'Reyes', 'Nguyen', 'Parker', 'Brooks'][i] as string,
    isAdmin: a.isAdmin,
    isActive: a.isActive,
    firmId: a.firmId,
    sessionsPerWeek: a.isActive ? 3 : 1,
    firstDay: 0,
    lastDay: a.isActive ? range.days - 1 : range.days - 120,
  }));
  const emails = new Set(users.map((u) => u.email));
  for (const firm of portalFirms) {
    // Every firm has a handful of users; about half were there from the start, the others joined later,
    // and some left (churn): an inactive account stopped using the portal, a few active ones lapsed.
    const count = firm.id === demoFirmIds.internal ? 6 : rng.int(3, 9);
    for (let k = 0; k < count; k++) {
      const person = personName(rng);
      const email = emailFor(person.first, person.last, firm.name);
      if (emails.has(email)) continue;
      emails.add(email);
      const isActive = rng.chance(0.85);
      const firstDay = rng.chance(0.5) ? 0 : rng.int(0, range.days - 120);
      const leaves = !isActive || rng.chance(0.12);
      const lastDay = leaves
        ? rng.int(Math.min(firstDay + 60, range.days - 60), range.days - 60)
        : range.days - 1;
      users.push({
        id: users.length + 1,
        email,
        firstName: person.first,
        lastName: person.last,
        isAdmin: firm.id === demoFirmIds.internal && k === 0,
        isActive,
        firmId: firm.id,
        sessionsPerWeek: rng.uniform(0.3, 2.5),
        firstDay,
        lastDay,
      });
    }
  }
  return { firms: portalFirms, users };
}

export function firmCsv(firms: PortalFirm[]): string {
  return (
    firms
      .map((f) =>
        [f.id, csvText(f.name), imageUrls.firm(f.id), csvText(JSON.stringify(f.configuration))].join(','),
      )
      .join('\n') + '\n'
  );
}

/** `passwordHashes[i]` is users[i]'s (each user has its own salt). */
export function userCsv(
  users: PortalUser[],
  passwordHashes: readonly string[],
  range: DataRange,
  seed: number,
): string {
  const rng = Rng.derive(seed, 'user-created');
  return (
    users
      .map((u, i) =>
        [
          u.id,
          csvText(u.email),
          csvText(passwordHashes[i] ?? ''),
          csvText(u.firstName),
          csvText(u.lastName),
          imageUrls.user(u.id),
          u.isAdmin ? 't' : 'f',
          u.isActive ? 't' : 'f',
          u.firmId,
          // Created the day of the user's first possible session, before its first login.
          `${range.isoByOffset[u.firstDay]} ${String(rng.int(8, 12)).padStart(2, '0')}:00:00+00`,
        ].join(','),
      )
      .join('\n') + '\n'
  );
}

/** Pages a user of the firm can open, for believable page events. */
function pagesFor(configuration: FirmConfiguration, rng: Rng, market: MarketPlan): string[] {
  const p = configuration.permissions;
  const brand = () =>
    `/brand/${rng.pick(configuration.firmbrands.length ? configuration.firmbrands : [market.brands[1]?.id ?? 2])}`;
  const pages: string[] = [];
  if (p.brands) pages.push('/dashboard', '/brands', brand(), brand());
  if (p.mybrands) pages.push('/mybrands');
  if (p.products) pages.push('/products', `/product/${rng.int(16, market.products.length)}`);
  if (p.internal) pages.push('/patterns', '/adjacency', '/categories', '/firms', '/maps');
  return pages.length ? pages : ['/dashboard'];
}

/**
 * Sessions across the data range from each user's first to last day: a login, then pages less than 30 minutes
 * apart. Usage follows the calendar (data.md seasonality, quiet weekends) and grows as a user settles in.
 */
export function* sessionEventCsv(
  users: PortalUser[],
  firms: PortalFirm[],
  market: MarketPlan,
  range: DataRange,
  seed: number,
): Generator<string> {
  const rng = Rng.derive(seed, 'sessions');
  const firmById = new Map(firms.map((f) => [f.id, f]));
  let id = 0;
  for (const user of users) {
    const config = (firmById.get(user.firmId) as PortalFirm).configuration;
    const lines: string[] = [];
    for (let day = user.firstDay; day <= user.lastDay; day++) {
      const date = range.startDay + day;
      // New users explore for a while before settling into their routine.
      const settling = Math.min(1, 0.5 + (day - user.firstDay) / 180);
      const chance =
        (user.sessionsPerWeek / 5) *
        (weekdayMultipliers[weekdayOf(date)] as number) *
        (monthMultipliers[monthOf(date)] as number) *
        settling;
      if (!rng.chance(chance)) continue;
      // As the session module does: a session is named by the id of its first event.
      const sessionId = id + 1;
      let seconds = rng.int(13 * 3600, 22 * 3600);
      const pages = pagesFor(config, rng, market);
      const stamp = () => {
        const h = Math.floor(seconds / 3600);
        const m = Math.floor((seconds % 3600) / 60);
        const s = seconds % 60;
        return `${range.isoByOffset[day]} ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}+00`;
      };
      lines.push(`${++id},${user.id},${sessionId},login,/login,{},${stamp()}`);
      const count = rng.int(2, 8);
      for (let k = 0; k < count && seconds < 23 * 3600; k++) {
        seconds += rng.int(15, 900);
        lines.push(`${++id},${user.id},${sessionId},page,${rng.pick(pages)},{},${stamp()}`);
      }
    }
    if (lines.length) yield lines.join('\n') + '\n';
  }
}
