// The market data model (dimensions, projects, facts) and the portal tables (firms, users, sessions, audit).
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table census_region (
      id text primary key,
      name text not null
    );
    create table us_state (
      id smallint primary key,
      name text not null unique,
      code char(2) not null unique,
      region_id text not null references census_region(id)
    );
    create table city (
      id integer primary key,
      name text not null,
      state_id smallint not null references us_state(id),
      lat double precision not null,
      lng double precision not null
    );
    create index city_state_idx on city(state_id);
    create table segment (
      id smallint primary key,
      name text not null unique,
      icon text not null
    );
    create table category (
      id integer primary key,
      name text not null,
      parent_id integer references category(id)
    );
    create index category_parent_idx on category(parent_id);
    create table manufacturer (
      id integer primary key,
      name text not null,
      logo_url text not null
    );
    create table product (
      id integer primary key,
      name text not null,
      manufacturer_id integer not null references manufacturer(id),
      category_id integer not null references category(id),
      sub_category_id integer references category(id),
      is_open_spec boolean not null default false,
      image_url text not null
    );
    create index product_manufacturer_idx on product(manufacturer_id);
    create index product_category_idx on product(category_id, sub_category_id);
    create table spec_type (
      id integer primary key,
      name text not null,
      code text not null unique
    );
    create table spec_value (
      id integer primary key,
      spec_type_id integer not null references spec_type(id),
      name text not null,
      unique (spec_type_id, name)
    );
    create table product_spec_value (
      product_id integer not null references product(id),
      spec_value_id integer not null references spec_value(id),
      primary key (product_id, spec_value_id)
    );
    create index product_spec_value_value_idx on product_spec_value(spec_value_id);
    create table product_status (
      id smallint primary key,
      name text not null unique
    );
    create table design_firm (
      id integer primary key,
      name text not null
    );
    create table firm_office (
      id integer primary key,
      design_firm_id integer not null references design_firm(id),
      city_id integer not null references city(id)
    );
    create index firm_office_firm_idx on firm_office(design_firm_id);
    create table project (
      id integer primary key,
      name text not null,
      segment_id smallint not null references segment(id),
      city_id integer not null references city(id),
      state_id smallint not null references us_state(id),
      lat double precision not null,
      lng double precision not null,
      office_id integer not null references firm_office(id),
      start_date date not null,
      completion_date date
    );
    create index project_state_idx on project(state_id);
    create index project_segment_idx on project(segment_id);
    create table principal (
      id integer primary key,
      project_id integer not null references project(id),
      type_name text not null check (type_name in ('owner', 'architect', 'contractor')),
      company_name text not null,
      first_name text not null,
      last_name text not null,
      city_name text not null,
      state_code char(2) not null,
      phone text not null
    );
    create index principal_project_idx on principal(project_id);
    create table vendor (
      id integer primary key,
      manufacturer_id integer not null references manufacturer(id),
      name text not null,
      email text not null,
      city_id integer not null references city(id),
      state_id smallint not null references us_state(id)
    );
    create index vendor_manufacturer_idx on vendor(manufacturer_id);
    create table market_user (
      id integer primary key,
      design_firm_id integer not null references design_firm(id),
      city_id integer not null references city(id)
    );
    create table event_type (
      id smallint primary key,
      code text not null unique,
      name text not null
    );
    -- Facts. Dimension keys are copied onto each line (they never change between loads) so that
    -- filters and rollups need no joins.
    create table spec_line (
      id bigint primary key,
      project_id integer not null references project(id),
      product_id integer not null references product(id),
      status_id smallint not null references product_status(id),
      quantity integer not null check (quantity > 0),
      spec_date date not null,
      manufacturer_id integer not null references manufacturer(id),
      category_id integer not null references category(id),
      sub_category_id integer references category(id),
      is_open_spec boolean not null,
      segment_id smallint not null references segment(id),
      state_id smallint not null references us_state(id)
    );
    create table user_event (
      id bigint primary key,
      event_type_id smallint not null references event_type(id),
      event_date timestamptz not null,
      user_id integer not null references market_user(id),
      design_firm_id integer not null references design_firm(id),
      manufacturer_id integer references manufacturer(id),
      product_id integer references product(id),
      category_id integer references category(id),
      project_id integer references project(id),
      vendor_id integer references vendor(id),
      city_id integer not null references city(id),
      state_id smallint not null references us_state(id),
      score double precision,
      calc_type text
    );
    -- Portal side.
    create table firm (
      id integer primary key,
      name text not null,
      avatar_url text not null default '',
      configuration jsonb,
      updated_at timestamptz not null default now()
    );
    create table app_user (
      id integer generated by default as identity primary key,
      email text not null unique,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      avatar_url text not null default '',
      is_admin boolean not null default false,
      is_active boolean not null default true,
      firm_id integer not null references firm(id),
      created_at timestamptz not null default now()
    );
    create index app_user_firm_idx on app_user(firm_id);
    create table session_event (
      id bigint generated by default as identity primary key,
      user_id integer not null references app_user(id),
      user_session_id bigint not null,
      kind text not null check (kind in ('login', 'page')),
      page text not null,
      payload jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    );
    create index session_event_user_idx on session_event(user_id, created_at desc);
    create index session_event_created_idx on session_event(created_at desc);
    create table audit_log (
      id bigint generated by default as identity primary key,
      actor_user_id integer not null references app_user(id),
      action text not null,
      target text not null,
      before jsonb,
      after jsonb,
      created_at timestamptz not null default now()
    );
    create table data_version (
      id integer primary key check (id = 1),
      version text not null,
      as_of date not null,
      scale text not null,
      seed integer not null,
      loaded_at timestamptz not null default now()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table if exists data_version, audit_log, session_event, app_user, firm, user_event, spec_line,
      event_type, market_user, vendor, principal, project, firm_office, design_firm, product_status,
      product_spec_value, spec_value, spec_type, product, manufacturer, category, segment, city, us_state,
      census_region cascade;
  `,
  );
}
