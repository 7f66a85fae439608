import type { Kysely } from 'kysely';
import type { InteractionTables } from '../interaction/interaction.table.js';
import type { MuteDatabase } from '../mute/mute.db.js';
import type { CertificateTables } from '../certificate/certificate.table.js';
import type { ImTables } from '../im/im.table.js';
import type { CommentTables } from '../comment/comment.table.js';
import type { FansTables } from '../fans/fans.table.js';
import type { MediaTables } from '../media/media.table.js';
import type { UploadTables } from '../upload/upload.table.js';
import type { AlbumTables } from '../album/album.table.js';
import type { IdentityTables } from '../identity/identity.table.js';
import type { ContentTables } from '../content/content.table.js';
import type { PrivacyTables } from './privacy.table.js';

/**
 * The tables the privacy module's services read or write: its own and, named here, those of the other modules it reads.
 * A query of any other table does not compile.
 */
export type PrivacyDatabase = PrivacyTables &
  ContentTables &
  IdentityTables &
  AlbumTables &
  UploadTables &
  MediaTables &
  FansTables &
  CommentTables &
  ImTables &
  CertificateTables &
  MuteDatabase &
  InteractionTables;

/** The database as the privacy module's services see it. */
export type PrivacyDb = Kysely<PrivacyDatabase>;
