import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { AppError } from '../../lib/app-error.ts';
import { getProfile } from '../../services/profile/get-profile.ts';
import { setProfileFamilyOnly, setProfileLanguage } from '../../services/profile/set-profile-language.ts';

export default async function meRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Suspended users may read their profile: the client needs the role to show /suspended.
  r.route({
    ...contractRoute(app, 'me.get'),
    onRequest: app.authenticateAllowSuspended,
    handler: async (request) => {
      const user = await getProfile({
        db: app.db,
        userId: request.user!.id,
        staffTwoFactor: app.staffTwoFactorMode,
        sessionId: request.user!.sessionId,
      });
      if (!user) throw new AppError('unauthorized');
      return user;
    },
  });

  // The language the player last chose (e-mails are written in it); setup's Family only.
  r.route({
    ...contractRoute(app, 'me.update'),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { language, familyOnly } = request.body;
      if (language) await setProfileLanguage({ db: app.db, userId: request.user!.id, language });
      if (familyOnly !== undefined) await setProfileFamilyOnly({ db: app.db, userId: request.user!.id, familyOnly });
      const user = await getProfile({
        db: app.db,
        userId: request.user!.id,
        staffTwoFactor: app.staffTwoFactorMode,
        sessionId: request.user!.sessionId,
      });
      if (!user) throw new AppError('unauthorized');
      return user;
    },
  });
}
