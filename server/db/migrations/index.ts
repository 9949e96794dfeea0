import type { Migration } from '../migration';
import { migration as m001 } from './001_settings';
import { migration as m002 } from './002_credentials';
import { migration as m003 } from './003_login_attempts';
import { migration as m004 } from './004_one_time_tokens';
import { migration as m005 } from './005_mail_outbox';
import { migration as m006 } from './006_revoked_tokens';
import { migration as m010 } from './010_items';
import { migration as m011 } from './011_item_values';
import { migration as m012 } from './012_item_access';
import { migration as m013 } from './013_notifications';
import { migration as m014 } from './014_media_lookups';
import { migration as m015 } from './015_legacy_aliases';
import { migration as m016 } from './016_notify_digests';
import { migration as m017 } from './017_timers';
import { migration as m018 } from './018_notify_prefs_by_item';
import { migration as m019 } from './019_mail_outbox_attachments';
import { migration as m030 } from './030_outbox_leases';
import { migration as m031 } from './031_lean_item_rows';
import { migration as m032 } from './032_outbox_commit_order';
import { migration as m033 } from './033_cluster_tasks';
import { migration as m034 } from './034_item_derivations';
import { migration as m035 } from './035_creation_event_rows';
import { migration as m036 } from './036_derivation_rows';

/**
 * Every migration in version order. Numbers 001-009: server plumbing (auth, mail, settings);
 * 010-049: items, search, realtime, tasks. Append new files here; never renumber or edit an applied one.
 */
export const migrations: readonly Migration[] = [m001, m002, m003, m004, m005, m006, m010, m011, m012, m013, m014, m015, m016, m017, m018, m019, m030, m031, m032, m033, m034, m035, m036];
