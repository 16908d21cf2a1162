import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateMeBody, userSchema } from '@charades/shared/schemas/auth';
import { AppError } from '../../lib/app-error.ts';
import { getProfile } from '../../services/profile/get-profile.ts';
import { setProfileLanguage } from '../../services/profile/set-profile-language.ts';

export default async function meRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Suspended users may read their profile: the client needs the role to show /suspended.
  r.get(
    '/',
    { onRequest: app.authenticateAllowSuspended, schema: { tags: ['profile'], response: { 200: userSchema } } },
    async (request) => {
      const user = await getProfile({ db: app.db, userId: request.user!.id });
      if (!user) throw new AppError('unauthorized');
      return user;
    },
  );

  // The language the player last chose; e-mails are written in it.
  r.patch(
    '/',
    { onRequest: app.authenticate, schema: { tags: ['profile'], body: updateMeBody, response: { 200: userSchema } } },
    async (request) => {
      await setProfileLanguage({ db: app.db, userId: request.user!.id, language: request.body.language });
      const user = await getProfile({ db: app.db, userId: request.user!.id });
      if (!user) throw new AppError('unauthorized');
      return user;
    },
  );
}
