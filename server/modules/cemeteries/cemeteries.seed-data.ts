import type { CemeteryRecord } from './cemeteries.repository';
import { oklahomaDemoCemeteries } from './demo-cemeteries-oklahoma';
import { texasDemoCemeteries } from './demo-cemeteries-texas';

/** The demo seed's cemeteries, both service areas (decision 266; demo-cemeteries.helpers.ts says how they are marked). */
export const demoCemeteries: CemeteryRecord[] = [...oklahomaDemoCemeteries, ...texasDemoCemeteries];
