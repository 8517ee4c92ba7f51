import type { Kysely } from 'kysely';

/**
 * The online designer's images (issue 16): photos and logos a customer uploads to place in
 * designs. One row per image, owned by its uploader (gone with the account); the bytes are
 * in storage under `design-images/`: the original as sent (a TIFF as the PNG it became),
 * a small preview for the canvas and the CMYK copy the print PDF embeds. `width_px` and
 * `height_px` are the image as shown (EXIF orientation applied), for the dpi warnings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('design_images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('preview_key', 'text', (col) => col.notNull())
    .addColumn('print_key', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('preview_mime_type', 'text', (col) => col.notNull())
    .addColumn('width_px', 'integer', (col) => col.notNull())
    .addColumn('height_px', 'integer', (col) => col.notNull())
    .addColumn('has_alpha', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('dominant_colour', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('design_images_user')
    .on('design_images')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('design_images_created')
    .on('design_images')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('design_images').execute();
}
