// The error catalogue (spec doc 1 §8) and the error body every API failure returns.
import { z } from 'zod';

export const errorBodySchema = z.object({
  error: z.object({ status: z.number().int(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorListBodySchema = z.object({ errors: z.array(z.string()) });

const listed = (values: readonly (number | string)[]) => values.join(', ');
const ids = (values: readonly number[], one: string, many: string) =>
  values.length === 1 ? `${one} ${values[0]} is` : `${many} ${listed(values)} are`;

/**
 * The error catalogue: every text users are shown, by the web app or in an API error body. The spec's
 * texts come first, verbatim; the API's own (the spec leaves them open) follow.
 */
export const messages = {
  loginUnauthorized: 'email or password is incorrect',
  loginTooMany: 'too many requests',
  loginNetwork: 'network error',
  loginUnexpected: (status: number) => `Unexpected Error ${status}`,
  unauthorizedPleaseLogIn: 'Unauthorized, please log in',
  unauthorizedLogInFirst: 'Unauthorized, log in first',
  networkError: 'Network Error',
  requestError: 'Request Error',
  setupError: 'Setup Error',
  notFoundApiCall: 'Didnt find the api call!',
  generic: 'prom rej',
  configurationError: 'Error Loading configuration',
  downloadError: 'Error Downloading File',
  emptyExport: 'no records to export',
  noAdminAccess: 'No admin access',
  noAdminAccessFirm: 'No admin access for firm info',
  noAdminAccessAvailable: 'No admin access for available data',
  impersonateFailed: 'Failed to Impersonate User',
  impersonateBadEntry: 'Failed to Impersonate User - Bad Data Entry?',
  firmSaveFailed: 'Failed to save configuration',
  noPageMatch: 'No page match for',
  lockedFeature: 'Your access to this feature is locked. Please contact us to unlock it.',
  /** The locked-item text when the deployment names a support address. */
  lockedFeatureContact: (email: string) =>
    `Your access to this feature is locked. Please contact us at ${email} to unlock it.`,
  /** Under the error pages' text when the deployment names a support address. */
  supportContact: (email: string) => `For help, contact us at ${email}.`,
  /** Notifications saying why the app moved the user elsewhere (forbidden deep link, 401 mid-session). */
  noPageAccess: 'You do not have access to that page',
  sessionExpired: 'Your session has expired, please sign in again',

  // The API's error bodies.
  /** 403 of a route whose permissions the caller lacks (the guard names the missing ones). */
  accessLocked: (permissions: readonly string[]) =>
    `Your access to this feature is locked (needs ${permissions.join(' or ')} permission)`,
  databaseUnavailable: 'The database is unavailable, please try again shortly',
  /** 503 of a request on a market data version this process no longer holds (a refresh moved past it). */
  marketDataUnavailable: 'The market data is being updated, please try again shortly',
  /** 503 of GET /readyz: the checks that failed (database, market snapshot, redis). */
  notReady: (failed: readonly string[]) => `Not ready: ${failed.join(', ')} failed`,
  apiKeyInvalid: 'Unauthorized: the API key is unknown, revoked or expired',
  apiKeyRoute: "This API key's scope does not include this call",
  apiKeyScopeTooWide: (scope: string) =>
    `Invalid request: the user's firm does not have the export feature, so a key cannot have the scope ${scope}`,
  apiKeyExpiry: (maxDays: number) =>
    `Invalid request: expires_on must be after today and within ${maxDays} days`,
  userNotFoundForKey: (userId: number) => `User ${userId} not found`,
  metricsOff: 'Metrics are off: set METRICS_TOKEN to serve them',
  metricsToken: 'Unauthorized: /metrics needs Authorization: Bearer METRICS_TOKEN',
  internalError: 'Internal server error',
  invalidRequest: (detail: string) => `Invalid request: ${detail}`,
  badUrl: 'Invalid request: the URL is not validly percent-encoded',
  clientTimeout: 'The request took too long to arrive',
  headersTooLarge: 'The request headers are too large',
  badClientRequest: 'The request could not be read',
  /** 400 of text the database cannot store (a NUL character, half of a UTF-16 surrogate pair). */
  invalidText: (where: string) =>
    `Invalid request: ${where} holds a NUL character or an unpaired surrogate, which text may not contain`,
  /** 400 of a request whose arrays and objects nest deeper than any route takes. */
  nestedTooDeep: (maxDepth: number) =>
    `Invalid request: the body nests arrays or objects more than ${maxDepth} levels deep`,
  noRoute: (method: string, path: string) => `No route ${method} ${path}`,
  categoriesNotEnabled: (categories: readonly number[]) =>
    `${ids(categories, 'Category', 'Categories')} not enabled for your firm`,
  subCategoriesNotEnabled: (subCategories: readonly number[]) =>
    `${ids(subCategories, 'Sub-category', 'Sub-categories')} not enabled for your firm`,
  periodIntervalChoices: (intervals: readonly number[]) =>
    `period_interval must be one of ${listed(intervals)} months`,
  unknownRegions: (unknown: readonly string[], known: readonly string[]) =>
    `Unknown region ${listed(unknown)} (regions are ${listed(known)})`,
  /** 403 of a firm admin's route to a caller who is neither a firm admin nor an administrator. */
  noFirmAdminAccess: 'Only a firm admin of your firm can do this',
  firmAdminGranted: (name: string) => `${name} is now a firm admin`,
  firmAdminRemoved: (name: string) => `${name} is no longer a firm admin`,
  /** Territories (issue 44): the 400s naming what is wrong, the 403 of another firm's, the 404. */
  territoryNoStates: 'A territory needs at least one state',
  territoryUnknownStates: (codes: readonly string[]) =>
    `Unknown state code ${listed(codes)} (use the two-letter codes of the map)`,
  territoryDuplicateName: (name: string) => `Your firm already has a territory named "${name}"`,
  territoryOwnerNotInFirm: (userId: number) => `User ${userId} is not a user of your firm`,
  territoryNotFound: (territoryId: number) => `Territory ${territoryId} does not exist`,
  territoriesOfAnotherFirm: (territoryIds: readonly number[]) =>
    `${ids(territoryIds, 'Territory', 'Territories')} not your firm's`,
  /** A saved view or link naming territories that were deleted since: shown, the rest of the view opens. */
  territoriesGone: (count: number) =>
    count === 1
      ? 'A territory of this view no longer exists'
      : `${count} territories of this view no longer exist`,
  projectIdsHidden: 'Filtering by project ids is not available for your firm',
  segmentsHidden: 'Filtering by segments is not available for your firm',
  projectListsHidden: 'Project lists are hidden for your firm (hideprojects)',
  oneCategoryForCharacteristics: 'Product characteristics need exactly one category in the filters',
  noFirmBrands: 'Your firm has no brands of its own to show',
  brandNotFound: (brandId: number | string) => `Brand ${brandId} does not exist`,
  productNotFound: (productId: number) => `Product ${productId} does not exist`,
  noSuchImage: (kind: 'brand' | 'product' | 'firm' | 'user') => `No such ${kind}`,
  userNotFound: (userId: number) => `No user ${userId}`,
  userInactive: (userId: number) => `User ${userId} is inactive`,
  ssoStateInvalid: 'This sign-in link has expired or was already used: start the sign-in again',
  ssoNotConfigured: 'Single sign-on is not set up for this portal',
  ssoFailed: 'Single sign-on failed: start the sign-in again',
  ssoNoFirm: 'Your organisation has no access to this portal: ask your administrator',
  ssoInactive: 'Your account is inactive: ask your administrator',
  ssoDomainTaken: (domain: string) => `${domain} is already mapped to a firm`,
  ssoDomainNotFound: (domain: string) => `${domain} is not mapped to a firm`,
  passwordLoginOff: 'Password sign-in is turned off: use single sign-on',
  alreadyImpersonating: 'Already impersonating: DeImpersonate first',
  cannotImpersonateAdmin: 'Administrators cannot be impersonated',
  notImpersonating: 'Not impersonating',
  /** 429 beyond the per-user limit of analytics requests running at once (one page sends about 11). */
  tooManyAnalyticsRequests: (limit: number) =>
    `Too many reports are loading at once for your account (at most ${limit}): wait for them to finish, then try again`,
  /** 429 beyond a caller's rate budget (the answer's Retry-After says how many seconds to wait). */
  tooManyRequests: 'Too many requests in a short time: please wait a moment, then try again',
  /** 429 beyond the per-user rate of usage events. */
  tooManySessionEvents: (perMinute: number) => `Too many usage events (at most ${perMinute} a minute)`,
  sessionEventTooLarge: (maxBytes: number) => `A usage event may hold at most ${maxBytes} bytes`,
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  userDeactivated: (name: string) => `${name} is deactivated: their sessions have ended`,
  userReactivated: (name: string) => `${name} is active again and can sign in`,
  firmChanged: (firmId: number) =>
    `Firm ${firmId} was changed by someone else since you opened it: reload to see the change`,
  firmGone: (firmId: number) => `Firm ${firmId} does not exist any more: reload`,
  /** 400 of a firm save: every problem, each naming its field (firmProblems). */
  invalidConfiguration: (problems: readonly string[]) => `Invalid configuration: ${problems.join('; ')}`,
  /** 404 of a brand group (`multi`) naming every id that is not a brand. */
  brandIdsNotFound: (brandIds: readonly number[]) => `${ids(brandIds, 'Brand', 'Brands')} unknown`,
  firmNotFound: (firmId: number) => `Firm ${firmId} does not exist`,
  /** 403 of a route behind a firm feature flag the caller's firm does not have. */
  featureLocked: (feature: string) => `Your access to this feature is locked (needs the ${feature} feature)`,
  projectNotFound: (projectId: number) => `Project ${projectId} is not in your filters`,
  /** Source-data downloads (spec doc 1 §8): the snackbar texts. */
  downloaded: (kind: 'PDF' | 'CSV' | 'Spreadsheet') => `${kind} Downloaded`,
  generationFailed: (kind: 'PDF' | 'CSV' | 'Spreadsheet') => `The ${kind} generation failed`,
  exportTypeChoices: 'type must be specs or contacts',
  /** An export whose download was closed before it was done (its client is gone, so nobody reads it). */
  exportAbandoned: 'The export stopped: its download was closed',
  /** 400 of Export All when its rows would not fit in one worksheet (SPREADSHEET_MAX_ROWS). */
  spreadsheetTooLarge: (lines: number, max: number) =>
    `${lines.toLocaleString('en-US')} spec lines are more than a spreadsheet holds (${max.toLocaleString('en-US')}): narrow the filters, or use Specs All (CSV)`,
  // Internal reports (spec doc 2 §5, §8: the first three verbatim).
  specAttributeRequired: 'Please set the spec attribute id',
  adjacencyRequired: 'Please set anchor brand and adjacent category',
  categoryBrandsRequired: 'Please select one or more category brands',
  tooManyCategoryBrands: (max: number) => `Please select at most ${max} category brands`,
  specAttributeNotFound: (specAttributeId: number) => `Spec attribute ${specAttributeId} does not exist`,
  adjacencyBrandMismatch: (pathBrandId: number, adjacentBrand: number) =>
    `The anchor brand in the path (${pathBrandId}) differs from adjacent_brand (${adjacentBrand})`,
  // Win / Loss (issue 42).
  /** 400 naming the brand ids a win/loss request lists twice (unknown ids: brandIdsNotFound, as a 400). */
  duplicateBrands: (brandIds: readonly number[]) =>
    `${ids(brandIds, 'Brand', 'Brands')} listed more than once`,
  tooManyCompetitors: (max: number) => `Choose at most ${max} competitors`,
  noCompetitorSpecified: 'No competitor specified on these projects',
  // Saved views and favourites (issue 30).
  viewNameTaken: (name: string) => `You already have a view named "${name}": choose another name`,
  tooManyViews: (max: number) => `You have ${max} saved views, the most allowed: delete one to save another`,
  viewNotFound: (viewId: number) => `View ${viewId} does not exist`,
  // The market timeline (issue 45).
  annotationNotFound: (annotationId: number) => `Annotation ${annotationId} does not exist`,
  annotationForEveryoneInternal: 'Only internal users can add or change annotations for everyone',
  notViewOwner: 'Only the owner of a view can change it',
  /** 400 of a saved view's path that is not a path of this app (app-path.ts). */
  notAppPath:
    'path must be a page of this app: one / then the page, without host, backslash, query or fragment',
  // Digests (issue 43).
  digestNotFound: (subscriptionId: number) => `Digest subscription ${subscriptionId} does not exist`,
  digestUnsubscribed: (name: string) => `You will no longer receive the digest of ${name}.`,
  digestLinkInvalid:
    'This unsubscribe link is not valid: it was changed or cut short. Use the link in the email.',
  digestLinkExpired:
    'This unsubscribe link has expired. Use the link in a newer digest, or change your digests in the portal.',
  // Watches and notifications (issue 43).
  tooManyWatches: (max: number) => `You have ${max} watches, the most allowed: delete one to add another`,
  watchPointsRange: (min: number, max: number) => `points must be from ${min} to ${max}`,
  watchRuleNotFor: (rule: string, subject: string, rules: readonly string[]) =>
    `The rule ${rule} does not apply to a ${subject} watch (it takes ${rules.join(' or ')})`,
  watchOneId: (subject: string) => `A ${subject} watch names exactly one ${subject} id in ids`,
  watchCompetitors: (max: number) => `A competitors watch names 1 to ${max} different brand ids in ids`,
  watchViewSubject: 'A view watch names its view in view_id and no ids',
  watchNotFound: (watchId: number) => `Watch ${watchId} does not exist`,
  notificationNotFound: (notificationId: number) => `Notification ${notificationId} does not exist`,
  // Scheduled CRM feeds (issue 44).
  crmFeedNotFound: (feedId: number) => `CRM feed ${feedId} does not exist`,
  crmFeedUrlNotHttps: 'The webhook URL must be an https:// URL',
  crmFeedUrlUnresolved: (host: string) => `The webhook host ${host} could not be resolved`,
  crmFeedUrlPrivate: (host: string) =>
    `The webhook host ${host} is a private, loopback or link-local address: use a public https:// address`,
  tooManyFavourites: (max: number) =>
    `You have ${max} favourites, the most allowed: remove one to star another`,
  /** Shown when a view is opened and the firm no longer allows some of its filters (spec doc 1 §4). */
  viewFiltersDropped: (dropped: readonly string[]) =>
    `Filters your firm no longer allows were dropped from this view: ${dropped.join(', ')}`,
  viewSaved: (name: string) => `View "${name}" saved`,
} as const;

/** The problems a firm save can have, each naming its field (messages.invalidConfiguration lists them). */
export const firmProblems = {
  unknownFlags: (flags: readonly string[]) => `hasfeature: unknown flags ${listed(flags)}`,
  unknownPermissions: (names: readonly string[]) => `permissions: unknown permissions ${listed(names)}`,
  unknownBrands: (brandIds: readonly number[]) => `firmbrands: unknown manufacturer ids ${listed(brandIds)}`,
  unknownSpecTypes: (specTypeIds: readonly number[]) =>
    `specifications: unknown spec type ids ${listed(specTypeIds)} (use ids or the words color and pattern)`,
  unknownCategories: (categoryIds: readonly number[]) =>
    `filters.categories: unknown category ids ${listed(categoryIds)}`,
  unknownSubCategories: (subCategoryIds: readonly number[]) =>
    `filters.subCategories: unknown sub-category ids ${listed(subCategoryIds)}`,
  orphanSubCategories: (subCategoryIds: readonly number[]) =>
    `filters.subCategories: ${listed(subCategoryIds)} belong to categories that are not enabled`,
  defaultsNotEnabled: (categoryIds: readonly number[]) =>
    `defaultcategories: ${listed(categoryIds)} not among the enabled categories`,
  subDefaultsNotEnabled: (subCategoryIds: readonly number[]) =>
    `defaultsubcategories: ${listed(subCategoryIds)} not among the enabled sub-categories`,
} as const;
