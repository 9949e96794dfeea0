import type { Migration } from '../migration';

/** Key/value settings (locale overrides per language, first-start markers). */
export const migration: Migration = {
  version: 1,
  name: 'settings',
  up(db) {
    db.exec('CREATE TABLE settings (k TEXT PRIMARY KEY, v TEXT NOT NULL)');
  },
};
