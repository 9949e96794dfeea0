import type { SqlClient } from '../sqlClient';

/**
 * SQLite built-ins the server's SQL calls, created in the store's schema on PostgreSQL so the same
 * statement text runs on both (server/db/README.md):
 * - json_extract(text, path): SQLite's '$.a.b' paths are valid SQL/JSON paths; answers text.
 * - json_each(text): rows (key, value, type) of a JSON array or object, values as text.
 * - the NOCASE collation: ICU, case-insensitive (strength 2), as SQLite's for ASCII.
 * - vgn_fts_document / vgn_fts_query: the tsvector of an item's text and the tsquery of an FTS5
 *   match expression ("ada"* "lov"* → 'ada':* & 'lov':*), both without diacritics like FTS5's
 *   unicode61 remove_diacritics tokenizer. ASCII punctuation separates words as in unicode61
 *   (PostgreSQL's parser would keep ada@stone.example.com or 1.2.3 as one token, so "ston" or "2"
 *   would not find them).
 * - vgn_nocase_key(text): ASCII letters folded, nothing else, for ordering as SQLite's NOCASE does
 *   (sqliteCompat.ts orders it with COLLATE "C": code points, as SQLite compares text).
 * - unixepoch(): the current time in whole seconds (the outbox's pruning).
 * Idempotent: runs at every open, before the migrations.
 */
const COMPAT_SQL = `
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
DO $$ BEGIN
  CREATE COLLATION nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false);
EXCEPTION WHEN duplicate_object THEN NULL; END $$;
CREATE OR REPLACE FUNCTION json_extract(doc text, path text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT jsonb_path_query_first(doc::jsonb, path::jsonpath) #>> '{}' $$;
CREATE OR REPLACE FUNCTION json_each(doc text) RETURNS TABLE (key text, value text, type text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT (t.o - 1)::text, t.e #>> '{}', jsonb_typeof(t.e)
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(doc::jsonb) = 'array' THEN doc::jsonb ELSE '[]'::jsonb END) WITH ORDINALITY AS t (e, o)
    UNION ALL
    SELECT t.key, t.value #>> '{}', jsonb_typeof(t.value)
      FROM jsonb_each(CASE WHEN jsonb_typeof(doc::jsonb) = 'object' THEN doc::jsonb ELSE '{}'::jsonb END) AS t
  $$;
CREATE OR REPLACE FUNCTION vgn_nocase_key(body text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(body, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') $$;
CREATE OR REPLACE FUNCTION unixepoch() RETURNS bigint
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT floor(extract(epoch FROM now()))::bigint $$;
CREATE OR REPLACE FUNCTION vgn_fts_document(body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple'::regconfig, translate(public.unaccent('public.unaccent'::regdictionary, coalesce(body, '')), '!"#$%&''()*+,-./:;<=>?@[\\]^_\`{|}~', repeat(' ', 32))) $$;
CREATE OR REPLACE FUNCTION vgn_fts_query(expression text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(to_tsquery('simple'::regconfig, string_agg(quote_literal(lower(public.unaccent('public.unaccent'::regdictionary, m[1]))) || ':*', ' & ')), ''::tsquery)
      FROM regexp_matches(expression, '"([^"]+)"', 'g') AS m
  $$;
`;

export function createCompatFunctions(db: SqlClient): void {
  db.exec(COMPAT_SQL);
}
