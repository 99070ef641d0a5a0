// Table types for Kysely, kept by hand in step with migrations/ (one interface per table).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CensusRegionTable {
  id: string;
  name: string;
}
export interface UsStateTable {
  id: number;
  name: string;
  code: string;
  region_id: string;
}
export interface CityTable {
  id: number;
  name: string;
  /** null for a city outside the US (migration 0017). */
  state_id: number | null;
  lat: number;
  lng: number;
  /** ISO 3166 alpha-2; 'US' unless abroad. */
  country_code: Generated<string>;
}
export interface SegmentTable {
  id: number;
  name: string;
  icon: string;
}
export interface CategoryTable {
  id: number;
  name: string;
  parent_id: number | null;
}
export interface ManufacturerTable {
  id: number;
  name: string;
  logo_url: string;
}
export interface ProductTable {
  id: number;
  name: string;
  manufacturer_id: number;
  category_id: number;
  sub_category_id: number | null;
  is_open_spec: boolean;
  image_url: string;
}
export interface SpecTypeTable {
  id: number;
  name: string;
  code: string;
}
export interface SpecValueTable {
  id: number;
  spec_type_id: number;
  name: string;
}
export interface ProductSpecValueTable {
  product_id: number;
  spec_value_id: number;
}
export interface ProductStatusTable {
  id: number;
  name: string;
}
export interface DesignFirmTable {
  id: number;
  name: string;
}
export interface FirmOfficeTable {
  id: number;
  design_firm_id: number;
  city_id: number;
  /** The office's site (null in data loaded before migration 0017: its city's centre). */
  lat: number | null;
  lng: number | null;
}
export interface ProjectTable {
  id: number;
  name: string;
  segment_id: number;
  city_id: number;
  state_id: number;
  lat: number;
  lng: number;
  office_id: number;
  start_date: string;
  completion_date: string | null;
}
export interface PrincipalTable {
  id: number;
  project_id: number;
  type_name: 'owner' | 'architect' | 'contractor';
  company_name: string;
  first_name: string;
  last_name: string;
  city_name: string;
  state_code: string;
  phone: string;
}
export interface VendorTable {
  id: number;
  manufacturer_id: number;
  name: string;
  email: string;
  city_id: number;
  state_id: number;
}
export interface MarketUserTable {
  id: number;
  design_firm_id: number;
  city_id: number;
}
export interface EventTypeTable {
  id: number;
  code: string;
  name: string;
}
export interface SpecLineTable {
  id: number;
  project_id: number;
  product_id: number;
  status_id: number;
  quantity: number;
  spec_date: string;
  manufacturer_id: number;
  category_id: number;
  sub_category_id: number | null;
  is_open_spec: boolean;
  segment_id: number;
  state_id: number;
}
export interface UserEventTable {
  id: number;
  event_type_id: number;
  event_date: Timestamp;
  user_id: number;
  design_firm_id: number;
  manufacturer_id: number | null;
  product_id: number | null;
  category_id: number | null;
  project_id: number | null;
  vendor_id: number | null;
  city_id: number;
  state_id: number;
  score: number | null;
  calc_type: string | null;
  /** event_date's UTC day, 'YYYY-MM-DD' (derived by the snapshot). */
  event_day: string;
}

/** A firm's stored configuration (admin view of spec §3). */
export interface FirmConfiguration {
  hasfeature: Record<string, boolean>;
  permissions: Record<string, boolean>;
  firmbrands: number[];
  specifications: (number | 'color' | 'pattern')[];
  filters: { categories: number[]; subCategories: number[] };
  defaultcategories: number[];
  defaultsubcategories: number[];
}

export interface FirmTable {
  id: number;
  name: string;
  avatar_url: Generated<string>;
  configuration: ColumnType<FirmConfiguration | null, string | null | undefined, string | null>;
  updated_at: Generated<Timestamp>;
}
export interface AppUserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  avatar_url: Generated<string>;
  is_admin: Generated<boolean>;
  is_active: Generated<boolean>;
  firm_id: number;
  created_at: Generated<Timestamp>;
  /** Tokens of this user issued before this time are refused (deactivation, reactivation, password change). */
  tokens_valid_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Impersonation tokens this administrator issued before this time are refused (DeImpersonate). */
  impersonation_valid_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface SessionEventTable {
  id: Generated<number>;
  user_id: number;
  user_session_id: number;
  kind: 'login' | 'page';
  page: string;
  payload: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Timestamp>;
}
export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number;
  /** The administrator acting as actor_user_id through an impersonation token, else null. */
  impersonator_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  action: string;
  target: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  created_at: Generated<Timestamp>;
}
export interface DataVersionTable {
  id: number;
  version: string;
  as_of: string;
  /** First day of the facts (null for versions loaded before it was recorded). */
  data_from: ColumnType<string | null, string | null | undefined, string | null>;
  scale: string;
  seed: number;
  loaded_at: Generated<Timestamp>;
}
/** A saved view (migration 0018): a page path and its URL filter query, personal or shared in the firm. */
export interface SavedViewTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  path: string;
  query: string;
  shared: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}
export interface SavedViewDefaultTable {
  user_id: number;
  view_id: number;
}
/** A starred brand (item_id a manufacturer id) or product (migration 0018). */
export interface FavouriteTable {
  user_id: number;
  kind: 'brand' | 'product';
  item_id: number;
  created_at: Generated<Timestamp>;
}

/**
 * Every table a query names: census_region to user_event live in the market store (DuckDB snapshot,
 * market-schema.ts), firm to data_version in the portal database (PostgreSQL).
 */
export interface DB {
  census_region: CensusRegionTable;
  us_state: UsStateTable;
  city: CityTable;
  segment: SegmentTable;
  category: CategoryTable;
  manufacturer: ManufacturerTable;
  product: ProductTable;
  spec_type: SpecTypeTable;
  spec_value: SpecValueTable;
  product_spec_value: ProductSpecValueTable;
  product_status: ProductStatusTable;
  design_firm: DesignFirmTable;
  firm_office: FirmOfficeTable;
  project: ProjectTable;
  principal: PrincipalTable;
  vendor: VendorTable;
  market_user: MarketUserTable;
  event_type: EventTypeTable;
  spec_line: SpecLineTable;
  user_event: UserEventTable;
  firm: FirmTable;
  app_user: AppUserTable;
  session_event: SessionEventTable;
  audit_log: AuditLogTable;
  data_version: DataVersionTable;
  saved_view: SavedViewTable;
  saved_view_default: SavedViewDefaultTable;
  favourite: FavouriteTable;
}
