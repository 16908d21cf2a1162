// /api/admin/titles (docs/product.md#screens Titles management), CSV import and export.
import { sendCsv } from '../../lib/csv-reply.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TITLE_IMPORT_MAX_BYTES, TITLE_IMPORT_MAX_ROWS } from '@charades/shared/schemas/admin';
import { AppError, errorBody } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { listTitles } from '../../services/admin/list-titles.ts';
import { createTitle } from '../../services/admin/create-title.ts';
import { updateTitle } from '../../services/admin/update-title.ts';
import { assertImageHostAllowed } from '../../lib/image-hosts.ts';
import { deleteTitle } from '../../services/admin/delete-title.ts';
import { importTitles } from '../../services/admin/import-titles.ts';
import { exportTitles } from '../../services/admin/export-titles.ts';
import { runTitleBulkAction } from '../../services/admin/run-title-bulk-action.ts';
import { UPLOAD_READ_LIMIT_BYTES } from '@charades/shared/images';

/** A CSV of TITLE_IMPORT_MAX_ROWS rows with long titles and poster URLs fits. */
export const CSV_BODY_LIMIT = TITLE_IMPORT_MAX_BYTES;
// A file over the limit is refused before any row is read: the answer states both limits.
const TOO_LARGE = `The CSV file must be ${TITLE_IMPORT_MAX_BYTES / 1024 / 1024} MB or smaller (at most ${TITLE_IMPORT_MAX_ROWS} title rows); split it into smaller files`;

export default async function adminTitleRoutes(app: FastifyInstance) {
  // Only this scope reads CSV bodies (the app's JSON limit stays small everywhere else).
  // Read up to UPLOAD_READ_LIMIT_BYTES, refused past CSV_BODY_LIMIT once read (see images.ts).
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: UPLOAD_READ_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(app, 'admin.titles.list'),
    handler: (request) => listTitles({ db: app.db, query: request.query }),
  });
  r.route({
    ...contractRoute(app, 'admin.titles.create'),
    handler: (request) => {
      assertImageHostAllowed(request.body.posterUrl, app.imageHosts);
      return createTitle({ db: app.db, actor: request.adminActor!, body: request.body });
    },
  });
  r.route({
    ...contractRoute(app, 'admin.titles.update'),
    handler: (request) => {
      assertImageHostAllowed(request.body.posterUrl, app.imageHosts);
      return updateTitle({ db: app.db, actor: request.adminActor!, id: request.params.id, body: request.body });
    },
  });
  r.route({
    ...contractRoute(app, 'admin.titles.delete'),
    handler: async (request) => {
      await deleteTitle({ db: app.db, actor: request.adminActor!, id: request.params.id });
      return { ok: true as const };
    },
  });
  r.route({
    ...contractRoute(app, 'admin.titles.bulk'),
    handler: async (request) => ({ bulk: await runTitleBulkAction({ db: app.db, actor: request.adminActor!, body: request.body }) }),
  });

  r.route({
    ...contractRoute(app, 'admin.titles.import'),
    bodyLimit: UPLOAD_READ_LIMIT_BYTES,
    // Thrown again, to the app's one error handler, with the limits in the message.
    errorHandler: (err) => {
      throw err.statusCode === 413 ? new AppError('payload_too_large', { message: TOO_LARGE }) : err;
    },
    handler: async (request, reply) => {
      if (Buffer.byteLength(request.body, 'utf8') > CSV_BODY_LIMIT) throw new AppError('payload_too_large', { message: TOO_LARGE });
      const { ok, report } = await importTitles({
        db: app.db,
        actor: request.adminActor!,
        csv: request.body,
        dryRun: request.query.dryRun === 'true',
        imageHosts: app.imageHosts,
      });
      if (ok) return report;
      // Nothing was imported: the report names each bad row's line and error codes.
      return reply.code(400).send({ ...errorBody('import_rows_invalid'), report });
    },
  });

  r.route({
    ...contractRoute(app, 'admin.titles.export'),
    handler: async (request, reply) => {
      return sendCsv(reply, await exportTitles({ db: app.db, filters: request.query }), 'titles.csv');
    },
  });
}
