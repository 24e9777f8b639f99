import { seed } from '#migrations/20261124T0200_settings';
import { toPublicSettings } from '#server/modules/settings/settings.service';

/** The business facts a fresh database starts with (the settings migration's seed), for tests. */
export const seededSettings = toPublicSettings(seed);
export const seededBusiness = seededSettings.business;
