import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-users-sessions';
import * as m0002 from './0002-albums';
import * as m0003 from './0003-config';
import * as m0004 from './0004-accounts';
import * as m0005 from './0005-vinyls';
import * as m0006 from './0006-audio';
import * as m0007 from './0007-files';
import * as m0008 from './0008-orders';
import * as m0009 from './0009-order-buyer';
import * as m0010 from './0010-track-names';
import * as m0011 from './0011-designs';
import * as m0012 from './0012-design-images';
import * as m0013 from './0013-audit-log';
import * as m0014 from './0014-order-events';
import * as m0015 from './0015-order-board';
import * as m0016 from './0016-catalogue-versions';
import * as m0017 from './0017-shared-secrets';
import * as m0018 from './0018-jobs-mail-outbox-rate-limits';
import * as m0019 from './0019-audio-analyses';

/**
 * Migrations are imported statically (not read from a folder) so the bundled
 * server carries them; numbers keep their order on both databases.
 */
const migrations: Record<string, Migration> = {
  '0001-users-sessions': m0001,
  '0002-albums': m0002,
  '0003-config': m0003,
  '0004-accounts': m0004,
  '0005-vinyls': m0005,
  '0006-audio': m0006,
  '0007-files': m0007,
  '0008-orders': m0008,
  '0009-order-buyer': m0009,
  '0010-track-names': m0010,
  '0011-designs': m0011,
  '0012-design-images': m0012,
  '0013-audit-log': m0013,
  '0014-order-events': m0014,
  '0015-order-board': m0015,
  '0016-catalogue-versions': m0016,
  '0017-shared-secrets': m0017,
  '0018-jobs-mail-outbox-rate-limits': m0018,
  '0019-audio-analyses': m0019,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
