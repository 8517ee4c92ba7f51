import type { OrderStatus } from '@vinyl/domain';
import type { ColumnType } from 'kysely';

/**
 * Table types shared by SQLite and PostgreSQL. Portable column types only:
 * ids are text (UUIDs), timestamps ISO-8601 text (sortable on both), booleans
 * integer 0/1, JSON as text. See docs/decisions/002-portable-schema.md.
 */
export interface UsersTable {
  id: string;
  username: string;
  email: string | null;
  password_hash: string | null;
  status: 'draft' | 'active';
  role: 'customer' | 'admin';
  name: string | null;
  surname: string | null;
  phone: string | null;
  national_id_number: string | null;
  created_at: string;
  modified_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table does not hand out sessions. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface AlbumsTable {
  id: string;
  user_id: string;
  status: string;
  album_format: string | null;
  album_rpm: string | null;
  album_status: 'in_progress' | 'ordered' | 'done';
  album_progress: string;
  title: string | null;
  author: string | null;
  description: string | null;
  extra: string;
  quantity: number;
  album_options: string | null;
  created_at: string;
  modified_at: string;
  /**
   * While its order's artwork has a problem (migration 0014): the one part the customer may
   * replace, `{ kind, type, message }` as JSON; null otherwise.
   */
  artwork_reopened: ColumnType<string | null, string | null | undefined, string | null>;
  /** The catalogue version the album was last re-priced from when opened (migration 0016). */
  catalogue_version: ColumnType<number | null, number | null | undefined, number | null>;
  /** `{ from, to }` in cents: the price change that re-pricing found, until the next save. */
  price_changed: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A disc of an album (issue 5); `album_id` is null until it is linked (`vinyl_of`). */
export interface VinylsTable {
  id: string;
  user_id: string;
  album_id: string | null;
  /** 1 or 2: the disc's place in its album; null until linked. */
  disc_number: number | null;
  status: string;
  title: string | null;
  created_at: string;
  modified_at: string;
}

export interface ConfigEntriesTable {
  name: string;
  content: string;
  modified_at: string;
}

/** Activation and reset tokens (issue 4): only the SHA-256 of the mailed token is kept. */
export interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: 'activation' | 'reset';
  /** Sign-up by a guest: whose data the account takes over once activated. */
  guest_user_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A social sign-in provider's account linked to one of ours. */
export interface UserIdentitiesTable {
  provider: 'google' | 'facebook';
  subject: string;
  user_id: string;
  email: string;
  created_at: string;
}

/** ALTCHA solutions already accepted: each one is good for one request. */
export interface BotCheckSolutionsTable {
  id: string;
  expires_at: string;
}

/** An uploaded, checked audio file and its facts (issue 6, spec 2 §3 "Audio track"). */
export interface AudioTable {
  id: string;
  /** null once the owner's account is gone: the clean-up job then removes the file. */
  user_id: string | null;
  title: string;
  /** The artist in the file's tags, if any (migration 0010). */
  artist: ColumnType<string | null, string | null | undefined, string | null>;
  /** The uploaded file's name, cleaned (spec 2 §5). */
  file_name: string;
  storage_key: string;
  mime_type: string;
  container: string;
  codec: string | null;
  /** Seconds. */
  duration: number;
  sample_rate: number | null;
  bits_per_sample: number | null;
  channels: number | null;
  bitrate: number | null;
  lossless: number;
  /** Bytes (bigint: PostgreSQL hands it back as a string). */
  size: ColumnType<number | string, number, number>;
  sha256: string;
  created_at: string;
  modified_at: string;
}

/** The tracks of a disc's side, in `priority` order. */
export interface VinylTracksTable {
  vinyl_id: string;
  side: 'a' | 'b';
  audio_id: string;
  priority: number;
  created_at: string;
  /** The customer's name for the track on this disc; null: the audio's own (migration 0010). */
  title: ColumnType<string | null, string | null | undefined, string | null>;
  artist: ColumnType<string | null, string | null | undefined, string | null>;
  /** Seconds of silence after the track when the side plays (migration 0019). */
  gap_after: ColumnType<number, number | undefined, number>;
}

/**
 * What was measured in one audio content, by SHA-256 (migration 0019, issue 19):
 * `measurements` is JSON, `peaks_key` the stored waveform peaks.
 */
export interface AudioAnalysesTable {
  sha256: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  error: string | null;
  measurements: string | null;
  peaks_key: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A tus upload in progress or finished (`object_id` is the audio made from it). */
export interface UploadsTable {
  id: string;
  user_id: string | null;
  kind: 'audio' | 'files' | 'design_images';
  file_name: string;
  size: ColumnType<number | string, number, number>;
  sha256: string;
  object_id: string | null;
  created_at: string;
  expires_at: string;
}

/** Upload tokens of `GET /api/upload_info/{kind}`: only their SHA-256 is kept. */
export interface UploadGrantsTable {
  id: string;
  user_id: string;
  kind: 'audio' | 'files' | 'design_images';
  created_at: string;
  expires_at: string;
}

/** An uploaded, checked PDF (issue 8); `facts` is the print checks' reading, as JSON. */
export interface FilesTable {
  id: string;
  /** null once the owner's account is gone: the clean-up then removes the file. */
  user_id: string | null;
  title: string;
  file_name: string;
  storage_key: string;
  mime_type: string;
  size: ColumnType<number | string, number, number>;
  sha256: string;
  page_count: number;
  facts: string;
  thumbnail_status: 'pending' | 'ready' | 'error';
  thumbnail_key: string | null;
  thumbnail_error: string | null;
  created_at: string;
  modified_at: string;
}

/** The file in a slot (kind and type) of an album, its source, and an accepted size warning. */
export interface AlbumFilesTable {
  album_id: string;
  kind: string;
  type: string;
  file_id: string;
  source: 'upload' | 'designer';
  acknowledged: number;
  created_at: string;
}

/** A design of the online designer (issue 16): one per album and printed part. */
export interface DesignsTable {
  id: string;
  album_id: string;
  user_id: string;
  kind: string;
  type: string;
  /** DesignDocumentSchema's JSON. */
  document: string;
  created_at: string;
  updated_at: string;
}

/** An image of the online designer (issue 16): the original, its preview and its print copy. */
export interface DesignImagesTable {
  id: string;
  user_id: string;
  file_name: string;
  storage_key: string;
  preview_key: string;
  /** The CMYK JPEG the print PDF embeds (the print checks flag RGB images). */
  print_key: string;
  mime_type: 'image/jpeg' | 'image/png';
  preview_mime_type: 'image/jpeg' | 'image/png';
  width_px: number;
  height_px: number;
  /** 0/1: some pixels are transparent (the PDF masks them). */
  has_alpha: ColumnType<number, number | undefined, number>;
  size: ColumnType<number | string, number, number>;
  sha256: string;
  /** `#rrggbb`, the colour most of the image is (sharp's `stats().dominant`). */
  dominant_colour: string;
  created_at: string;
}

/** An order (issue 9); `order_status` moves only as the domain's ORDER_MOVES allow. */
export interface OrdersTable {
  id: string;
  user_id: string | null;
  title: string;
  order_status: OrderStatus;
  /** Total in cents, computed by the server. */
  price: number;
  quantity: number;
  invoice_url: string | null;
  /** JSON list of `{ name, value }`. */
  note_attributes: string;
  provider: string | null;
  provider_ref: string | null;
  paid_at: string | null;
  created_at: string;
  modified_at: string;
  /** The buyer (migration 0009); null on orders placed before it. */
  locale: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  shipping_name: string | null;
  shipping_address: string | null;
  shipping_address2: string | null;
  shipping_city: string | null;
  shipping_postal_code: string | null;
  shipping_province: string | null;
  /** ISO 3166-1 alpha-2. */
  shipping_country: string | null;
  shipping_zone: string | null;
  billing_name: string | null;
  /** 0/1: an invoice is requested. */
  billing_invoice: ColumnType<number, number | undefined, number>;
  billing_vat_number: string | null;
  billing_sdi_code: string | null;
  /** Cents: the records alone; `price` is this plus `shipping_cost`. */
  items_price: number | null;
  shipping_cost: ColumnType<number, number | undefined, number>;
  /** 0/1, and the percent, as the catalogue said when the order was placed. */
  vat_included: number | null;
  vat_rate: number | null;
  /** The plant's note and time when it priced a standby order. */
  plant_note: string | null;
  priced_at: string | null;
  /** The catalogue version the order was priced with (migration 0016); null before it. */
  catalogue_version: ColumnType<number | null, number | null | undefined, number | null>;
  /** A quote's discount line (migration 0015): cents off the records, and why. */
  discount_amount: number | null;
  discount_reason: string | null;
  /** When a quote's offer ends (QUOTE_EXPIRY_DAYS after it was sent or revised). */
  quote_expires_at: string | null;
  /** 0 for the first quote, +1 per revision; signed into the payment link. */
  quote_revision: ColumnType<number, number | undefined, number>;
}

/** An album of an order, with its copies and the unit price in cents. */
export interface OrderAlbumsTable {
  order_id: string;
  album_id: string | null;
  title: string;
  quantity: number;
  unit_price: number;
  created_at: string;
}

/** A published catalogue (issue 17, migration 0016): the newest one is the shop's. */
export interface CatalogueVersionsTable {
  version: number;
  /** The catalogue as JSON, as `/api/config` serves it. */
  content: string;
  published_at: string;
  /** The admin who published it; null for the seeded and the migrated one. */
  published_by: string | null;
  note: string | null;
}

/**
 * One change of an order's status (issue 17, migration 0014): placed (`from_status` null),
 * priced, paid, moved by the plant; or an event of no change (`from_status = to_status`).
 */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  /** Who made it; null for the customer's checkout and the gateway's payment. */
  actor_user_id: string | null;
  /** The move's facts (JSON): carrier and tracking number, artwork part, reason, … */
  data: string;
  created_at: string;
}

/** How many orders have each status (migration 0015): kept by triggers on `orders`. */
export interface OrderStatusCountsTable {
  order_status: string;
  n: number;
}

/** One admin action (issue 17), as the back-office's audit log keeps it; never changed. */
export interface AuditLogTable {
  id: string;
  admin_user_id: string;
  /** What was done: `quote.sent`, `order.moved`, `catalogue.published`, … */
  action: string;
  /** What it was done to: `orders`, `users`, `catalogues`, … and its id. */
  target_type: string;
  target_id: string;
  /** The action's facts (JSON). */
  data: string;
  created_at: string;
}

/** Secrets the shop made itself, shared by every server of one shop (migration 0017). */
export interface SharedSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** The SQLite engine's job queue (issue 20, decision 026). */
export interface JobsTable {
  id: string;
  name: string;
  payload: string;
  state: 'queued' | 'active' | 'done' | 'dead';
  attempts: number;
  run_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** Mails on their way and sent (issue 20, decision 026). */
export interface MailOutboxTable {
  id: string;
  kind: string;
  message_id: string;
  message: string | null;
  render: string | null;
  state: 'pending' | 'sending' | 'sent' | 'dead';
  attempts: number;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Rate-limit counters shared by every server (issue 20). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds (bigint: PostgreSQL answers it as a string). */
  reset_at: ColumnType<string | number, number, number>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  albums: AlbumsTable;
  vinyls: VinylsTable;
  config_entries: ConfigEntriesTable;
  account_tokens: AccountTokensTable;
  user_identities: UserIdentitiesTable;
  bot_check_solutions: BotCheckSolutionsTable;
  audio: AudioTable;
  vinyl_tracks: VinylTracksTable;
  audio_analyses: AudioAnalysesTable;
  uploads: UploadsTable;
  upload_grants: UploadGrantsTable;
  files: FilesTable;
  album_files: AlbumFilesTable;
  orders: OrdersTable;
  order_albums: OrderAlbumsTable;
  order_status_counts: OrderStatusCountsTable;
  designs: DesignsTable;
  design_images: DesignImagesTable;
  audit_log: AuditLogTable;
  order_events: OrderEventsTable;
  catalogue_versions: CatalogueVersionsTable;
  shared_secrets: SharedSecretsTable;
  jobs: JobsTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
}
